import type { z } from 'zod';
import type { CreateIvrNodeInput, IvrNode, UpdateIvrNodeInput } from '@/core/api/ivr-nodes';
import type { Page, PageQuery } from '@/core/api/paging';
import type { createIvrNodeBody, updateIvrNodeBody } from '../../service-api/ivr-nodes';
import {
  createIvrNodeResponse,
  deleteIvrNodeResponse,
  IVR_NODES_PATH,
  listIvrNodesResponse,
  updateIvrNodeResponse,
  type WireIvrNode,
} from '../../service-api/ivr-nodes';
import { FIRST_PAGE, pagingParams, toPage, wireFlagToBoolean } from './contact-center-wire';
import { holdsGiven, reconciledWrites, type Place, type CreateOptions } from './resource-writes';
import type { ServiceHttp } from './service-http';
import { listAll } from './write-reconciliation';

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

/** The tree a node is in, when the caller knows it: a lost answer is then settled by listing that tree. */
export type NodePlace = { treeId?: Place<string> };

export function ivrNodesClient(http: ServiceHttp) {
  const client = {
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

    /**
     * The first node of a tree becomes its root: `isRoot` says whether this one did. `lostAnswer: 'report'`
     * leaves a lost answer to the caller (a publish settles it against its journal and the live tree).
     */
    create(input: CreateIvrNodeInput, options: CreateOptions = {}): Promise<{ id: string; isRoot: boolean }> {
      return writes.create(
        { operation: 'createIvrNode', json: createIvrNodeToWire(input), schema: createIvrNodeResponse },
        {
          ...options,
          scope: input.treeId,
          answer: (answer) => ({ id: answer.ivrNodeID, isRoot: answer.isRootNode }),
          made: (node) => holdsGiven(node, input),
          result: (node) => ({ id: node.id, isRoot: node.isRoot }),
        },
      );
    },

    update(id: string, input: UpdateIvrNodeInput, where: NodePlace = {}): Promise<void> {
      return writes.update(
        id,
        { operation: 'updateIvrNode', json: updateIvrNodeToWire(input), schema: updateIvrNodeResponse },
        { scope: where.treeId, applied: (node) => holdsGiven(node, input) },
      );
    },

    remove(id: string, where: NodePlace = {}): Promise<void> {
      return writes.remove(
        id,
        { operation: 'deleteIvrNode', schema: deleteIvrNodeResponse },
        { scope: where.treeId },
      );
    },
  };
  // Without the tree, every node of the project is listed: a re-read still finds the node by its id.
  const writes = reconciledWrites(http, {
    surface: 'base',
    path: IVR_NODES_PATH,
    list: (treeId: string | undefined) => listAll((query) => client.list({ treeId }, query)),
    idOf: (node: IvrNode) => node.id,
  });
  return client;
}

export type IvrNodesClient = ReturnType<typeof ivrNodesClient>;
