import type { z } from 'zod';
import type { CreateIvrNodeInput, IvrNode, UpdateIvrNodeInput } from '../../../src/core/api/ivr-nodes';
import type { Page, PageQuery } from '../../../src/core/api/paging';
import type { createIvrNodeBody, updateIvrNodeBody } from '../../service-api/ivr-nodes';
import {
  createIvrNodeResponse,
  deleteIvrNodeResponse,
  IVR_NODES_PATH,
  listIvrNodesResponse,
  updateIvrNodeResponse,
  type WireIvrNode,
} from '../../service-api/ivr-nodes';
import { FIRST_PAGE, pagingParams, pathWithId, toPage, wireFlagToBoolean } from './contact-center-wire';
import type { ServiceHttp } from './service-http';

type NodeSettings = Omit<UpdateIvrNodeInput, 'name' | 'playMode' | 'playContent'>;

export const ivrNodeFromWire = (wire: WireIvrNode): IvrNode => ({
  id: wire.id,
  treeId: wire.tree,
  name: wire.node_name,
  playMode: wire.node_play_mode,
  playContent: wire.node_play_content,
  bargeIn: wireFlagToBoolean(wire.bargeIn),
  loopCount: wire.loop_count,
  delayMs: wire.sched,
  voice: wire.voice,
  speed: wire.speed,
  keypressTimeoutSeconds: wire.keypress_timeout,
  isRoot: wire.isRootNode,
  greetingId: wire.greeting_id ?? null,
});

/** Settings left undefined are left out of the JSON, so the service keeps (or defaults) them. */
const settingsToWire = (input: NodeSettings) => ({
  bargeIn: input.bargeIn,
  loop_count: input.loopCount,
  sched: input.delayMs,
  voice: input.voice,
  speed: input.speed,
  keypress_timeout: input.keypressTimeoutSeconds,
});

export const createIvrNodeToWire = (input: CreateIvrNodeInput): z.input<typeof createIvrNodeBody> => ({
  tree: input.treeId,
  node_name: input.name,
  node_play_mode: input.playMode,
  node_play_content: input.playContent,
  ...settingsToWire(input),
});

export const updateIvrNodeToWire = (input: UpdateIvrNodeInput): z.input<typeof updateIvrNodeBody> => ({
  node_name: input.name,
  node_play_mode: input.playMode,
  node_play_content: input.playContent,
  ...settingsToWire(input),
});

export function ivrNodesClient(http: ServiceHttp) {
  return {
    /** Without a tree id the service lists the nodes of every tree of the project. */
    async list(filter: { treeId?: string } = {}, query: PageQuery = FIRST_PAGE): Promise<Page<IvrNode>> {
      const { data } = await http.call({
        operation: 'listIvrNodes',
        surface: 'base',
        method: 'GET',
        path: IVR_NODES_PATH,
        query: { tree: filter.treeId, ...pagingParams(query) },
        schema: listIvrNodesResponse,
      });
      return toPage(data, data.totalCount, data.ivrNodes, ivrNodeFromWire);
    },

    /** The first node of a tree becomes its root: `isRoot` says whether this one did. */
    async create(input: CreateIvrNodeInput): Promise<{ id: string; isRoot: boolean }> {
      const answer = await http.call({
        operation: 'createIvrNode',
        surface: 'base',
        method: 'POST',
        path: IVR_NODES_PATH,
        json: createIvrNodeToWire(input),
        schema: createIvrNodeResponse,
      });
      return { id: answer.ivrNodeID, isRoot: answer.isRootNode };
    },

    async update(id: string, input: UpdateIvrNodeInput): Promise<void> {
      await http.call({
        operation: 'updateIvrNode',
        surface: 'base',
        method: 'PUT',
        path: pathWithId(IVR_NODES_PATH, id),
        json: updateIvrNodeToWire(input),
        schema: updateIvrNodeResponse,
      });
    },

    async remove(id: string): Promise<void> {
      await http.call({
        operation: 'deleteIvrNode',
        surface: 'base',
        method: 'DELETE',
        path: pathWithId(IVR_NODES_PATH, id),
        schema: deleteIvrNodeResponse,
      });
    },
  };
}

export type IvrNodesClient = ReturnType<typeof ivrNodesClient>;
