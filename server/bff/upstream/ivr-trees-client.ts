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
import type { ServiceHttp } from './service-http';

export const ivrTreeFromWire = (wire: WireIvrTree): IvrTree => ({
  id: wire.id,
  name: wire.tree_name,
  rootNodeId: emptyToNull(wire.root_node),
});

export const ivrTreeInputToWire = (input: IvrTreeInput): z.input<typeof createIvrTreeBody> => ({
  tree_name: input.name,
});

export function ivrTreesClient(http: ServiceHttp) {
  return {
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

    async create(input: IvrTreeInput): Promise<{ id: string }> {
      const answer = await http.call({
        operation: 'createIvrTree',
        surface: 'base',
        method: 'POST',
        path: IVR_TREES_PATH,
        json: ivrTreeInputToWire(input),
        schema: createIvrTreeResponse,
      });
      return { id: answer.ivrTreeID };
    },

    async update(id: string, input: IvrTreeInput): Promise<void> {
      await http.call({
        operation: 'updateIvrTree',
        surface: 'base',
        method: 'PUT',
        path: pathWithId(IVR_TREES_PATH, id),
        json: ivrTreeInputToWire(input),
        schema: updateIvrTreeResponse,
      });
    },

    async remove(id: string): Promise<void> {
      await http.call({
        operation: 'deleteIvrTree',
        surface: 'base',
        method: 'DELETE',
        path: pathWithId(IVR_TREES_PATH, id),
        schema: deleteIvrTreeResponse,
      });
    },
  };
}

export type IvrTreesClient = ReturnType<typeof ivrTreesClient>;
