import type { z } from 'zod';
import type { IvrTree, IvrTreeInput } from '@/core/api/ivr-trees';
import type { Page, PageQuery } from '@/core/api/paging';
import type { createIvrTreeBody } from '../../service-api/ivr-trees';
import {
  createIvrTreeResponse,
  deleteIvrTreeResponse,
  IVR_TREES_PATH,
  listIvrTreesResponse,
  updateIvrTreeResponse,
  type WireIvrTree,
} from '../../service-api/ivr-trees';
import { emptyToNull, FIRST_PAGE, pagingParams, toPage } from './contact-center-wire';
import { reconciledWrites, type CreateOptions } from './resource-writes';
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

    create(input: IvrTreeInput, options: CreateOptions = {}): Promise<{ id: string }> {
      return writes.create(
        { operation: 'createIvrTree', json: ivrTreeInputToWire(input), schema: createIvrTreeResponse },
        {
          ...options,
          answer: (answer) => ({ id: answer.ivrTreeID }),
          made: (tree) => tree.name === input.name && tree.rootNodeId === null,
          result: (tree) => ({ id: tree.id }),
        },
      );
    },

    update(id: string, input: IvrTreeInput): Promise<void> {
      return writes.update(
        id,
        { operation: 'updateIvrTree', json: ivrTreeInputToWire(input), schema: updateIvrTreeResponse },
        { applied: (tree) => tree.name === input.name },
      );
    },

    remove(id: string): Promise<void> {
      return writes.remove(id, { operation: 'deleteIvrTree', schema: deleteIvrTreeResponse });
    },
  };
  const writes = reconciledWrites(http, {
    surface: 'base',
    path: IVR_TREES_PATH,
    list: () => listAll((query) => client.list(query)),
    idOf: (tree: IvrTree) => tree.id,
  });
  return client;
}

export type IvrTreesClient = ReturnType<typeof ivrTreesClient>;
