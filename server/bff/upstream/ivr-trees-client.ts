import type { z } from 'zod';
import type { IvrTree, IvrTreeInput } from '../../../src/core/api/ivr-trees';
import type { Page, PageQuery } from '../../../src/core/api/paging';
import type { createIvrTreeBody } from '../../service-api/ivr-trees';
import {
  createIvrTreeResponse,
  deleteIvrTreeResponse,
  IVR_TREES_PATH,
  listIvrTreesResponse,
  updateIvrTreeResponse,
  type WireIvrTree,
} from '../../service-api/ivr-trees';
import { emptyToNull, FIRST_PAGE, pagingParams, pathWithId, toPage } from './contact-center-wire';
import { resourceWrites } from './resource-writes';
import type { ServiceHttp } from './service-http';
import { listAll } from './write-reconciliation';

export const ivrTreeFromWire = (wire: WireIvrTree): IvrTree => ({
  id: wire.id,
  name: wire.tree_name,
  rootNodeId: emptyToNull(wire.root_node),
});

export const ivrTreeInputToWire = (input: IvrTreeInput): z.input<typeof createIvrTreeBody> => ({
  tree_name: input.name,
});

export function ivrTreesClient(http: ServiceHttp) {
  const client = {
    async list(query: PageQuery = FIRST_PAGE): Promise<Page<IvrTree>> {
      const { data } = await http.call({
        operation: 'listIvrTrees',
        surface: 'base',
        method: 'GET',
        path: IVR_TREES_PATH,
        query: pagingParams(query),
        schema: listIvrTreesResponse,
      });
      return toPage(data, data.totalCount, data.ivrTrees, ivrTreeFromWire);
    },

    create(input: IvrTreeInput): Promise<{ id: string }> {
      const json = ivrTreeInputToWire(input);
      const send = async () => {
        const answer = await http.call({
          operation: 'createIvrTree',
          surface: 'base',
          method: 'POST',
          path: IVR_TREES_PATH,
          json,
          schema: createIvrTreeResponse,
        });
        return { id: answer.ivrTreeID };
      };
      return writes.create(
        'createIvrTree',
        json,
        send,
        (tree) => tree.name === input.name && tree.rootNodeId === null,
        (tree) => ({ id: tree.id }),
      );
    },

    update(id: string, input: IvrTreeInput): Promise<void> {
      const send = async () => {
        await http.call({
          operation: 'updateIvrTree',
          surface: 'base',
          method: 'PUT',
          path: pathWithId(IVR_TREES_PATH, id),
          json: ivrTreeInputToWire(input),
          schema: updateIvrTreeResponse,
        });
      };
      return writes.update(id, send, (tree) => tree.name === input.name);
    },

    remove(id: string): Promise<void> {
      const send = async () => {
        await http.call({
          operation: 'deleteIvrTree',
          surface: 'base',
          method: 'DELETE',
          path: pathWithId(IVR_TREES_PATH, id),
          schema: deleteIvrTreeResponse,
        });
      };
      return writes.remove(id, send);
    },
  };
  const writes = resourceWrites(
    http,
    () => listAll((query) => client.list(query)),
    (item: IvrTree) => item.id,
  );
  return client;
}

export type IvrTreesClient = ReturnType<typeof ivrTreesClient>;
