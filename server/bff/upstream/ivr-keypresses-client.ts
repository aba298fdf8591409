import type { z } from 'zod';
import type {
  CreateIvrKeypressInput,
  IvrKeypress,
  KeypressAction,
  KeypressActionInput,
  UpdateIvrKeypressInput,
} from '@/core/api/ivr-keypresses';
import type { Page, PageQuery } from '@/core/api/paging';
import type { createIvrKeypressBody, updateIvrKeypressBody } from '../../service-api/ivr-keypresses';
import {
  createIvrKeypressResponse,
  deleteIvrKeypressResponse,
  IVR_ACTION,
  IVR_KEYPRESSES_PATH,
  listIvrKeypressesResponse,
  updateIvrKeypressResponse,
  type IvrActionField,
  type WireIvrKeypress,
} from '../../service-api/ivr-keypresses';
import { ServiceContractError } from './errors';
import { FIRST_PAGE, pagingParams, toPage } from './contact-center-wire';
import { reconciledWrites, type Place, type CreateOptions } from './resource-writes';
import type { ServiceHttp } from './service-http';
import { listAll } from './write-reconciliation';
import { actionsEqual } from '@/core/ivr/menu-equality';

type WireAction = { action: number } & Partial<Record<IvrActionField, string | null>>;

/** An action as the service stores it: its code and only the fields it uses (no undefined keys, so an
 * update's cleared fields are not overwritten). */
export function keypressActionToWire(action: KeypressActionInput): WireAction {
  switch (action.kind) {
    case 'voicemail':
      return { action: IVR_ACTION.VOICEMAIL };
    case 'queue':
      return { action: IVR_ACTION.QUEUE, queue_id: action.queueId };
    case 'forward':
      return {
        action: IVR_ACTION.FORWARD,
        to_phone_number: action.toPhoneNumber,
        ...(action.callerId !== undefined && { from_number_callout_to_agent: action.callerId }),
      };
    case 'node':
      return { action: IVR_ACTION.NEXT_NODE, next_node: action.nextNodeId };
    case 'sms':
      return { action: IVR_ACTION.SMS, ...(action.text !== undefined && { sms: action.text }) };
    case 'hangup':
      return { action: IVR_ACTION.STOP };
  }
}

/** An update replaces the whole action, so the fields the new action does not use are cleared. */
const CLEARED_ACTION_FIELDS: Record<IvrActionField, null> = {
  next_node: null,
  queue_id: null,
  from_number_callout_to_agent: null,
  to_phone_number: null,
  sms: null,
};

export const createIvrKeypressToWire = (
  input: CreateIvrKeypressInput,
): z.input<typeof createIvrKeypressBody> => ({
  node: input.nodeId,
  node_key: input.key,
  ...keypressActionToWire(input.action),
});

export const updateIvrKeypressToWire = (
  input: UpdateIvrKeypressInput,
): z.input<typeof updateIvrKeypressBody> => ({
  node_key: input.key,
  ...(input.action && { ...CLEARED_ACTION_FIELDS, ...keypressActionToWire(input.action) }),
});

const LIST_OPERATION = 'listIvrKeypresses';

/** The service may write "none" as null, an empty string or no field at all. */
const present = (value: string | null | undefined) =>
  value === null || value === undefined || value === '' ? undefined : value;

/** A field the action cannot do without; its absence is the service breaking its contract. */
function needed(wire: WireIvrKeypress, field: IvrActionField): string {
  const value = present(wire[field]);
  if (value === undefined) {
    throw new ServiceContractError(
      `keypress ${wire.id} (action ${wire.action}) without ${field}`,
      LIST_OPERATION,
    );
  }
  return value;
}

export function keypressActionFromWire(wire: WireIvrKeypress): KeypressAction {
  switch (wire.action) {
    case IVR_ACTION.VOICEMAIL:
      return { kind: 'voicemail' };
    case IVR_ACTION.QUEUE:
      return { kind: 'queue', queueId: needed(wire, 'queue_id') };
    case IVR_ACTION.FORWARD: {
      const callerId = present(wire.from_number_callout_to_agent);
      return {
        kind: 'forward',
        toPhoneNumber: needed(wire, 'to_phone_number'),
        ...(callerId && { callerId }),
      };
    }
    case IVR_ACTION.NEXT_NODE:
      return { kind: 'node', nextNodeId: needed(wire, 'next_node') };
    case IVR_ACTION.SMS: {
      const text = present(wire.sms);
      return { kind: 'sms', ...(text && { text }) };
    }
    case IVR_ACTION.STOP:
      return { kind: 'hangup' };
    default:
      throw new ServiceContractError(
        `keypress ${wire.id} with undocumented action ${wire.action}`,
        LIST_OPERATION,
      );
  }
}

export const ivrKeypressFromWire = (wire: WireIvrKeypress): IvrKeypress => ({
  id: wire.id,
  treeId: wire.tree,
  nodeId: wire.node,
  key: wire.node_key,
  action: keypressActionFromWire(wire),
});

/** The node a key is on, when the caller knows it: keys are listed one node at a time. */
export type KeyPlace = { nodeId?: Place<string> };

/** Whether a listed key holds the key and action a write gave. */
const holdsKey = (item: IvrKeypress, input: UpdateIvrKeypressInput) =>
  (input.key === undefined || item.key === input.key) &&
  (input.action === undefined || actionsEqual(item.action, input.action));

export function ivrKeypressesClient(http: ServiceHttp) {
  const client = {
    /** Keypresses are listed one node at a time. */
    async list(nodeId: string, query: PageQuery = FIRST_PAGE): Promise<Page<IvrKeypress>> {
      const { data } = await http.call({
        operation: LIST_OPERATION,
        surface: 'base',
        method: 'GET',
        path: IVR_KEYPRESSES_PATH,
        query: { node: nodeId, ...pagingParams(query) },
        schema: listIvrKeypressesResponse,
      });
      return toPage(data, data.totalCount, data.ivrNodeKeys, ivrKeypressFromWire);
    },

    /**
     * A node handles a key once: a lost answer is settled by whether the node now has the key with this
     * action. `lostAnswer: 'report'` leaves it to the caller (see ivrNodesClient.create).
     */
    create(input: CreateIvrKeypressInput, options: CreateOptions = {}): Promise<{ id: string }> {
      return writes.create(
        {
          operation: 'createIvrKeypress',
          json: createIvrKeypressToWire(input),
          schema: createIvrKeypressResponse,
        },
        {
          ...options,
          scope: input.nodeId,
          answer: (answer) => ({ id: answer.ivrNodeKeyID }),
          made: (item) => holdsKey(item, input),
          result: (item) => ({ id: item.id }),
        },
      );
    },

    /** Without `where.nodeId` a lost answer cannot be settled (the key's node is unknown): it stays unknown. */
    update(id: string, input: UpdateIvrKeypressInput, where: KeyPlace = {}): Promise<void> {
      return writes.update(
        id,
        {
          operation: 'updateIvrKeypress',
          json: updateIvrKeypressToWire(input),
          schema: updateIvrKeypressResponse,
        },
        { scope: where.nodeId, applied: (item) => holdsKey(item, input) },
      );
    },

    remove(id: string, where: KeyPlace = {}): Promise<void> {
      return writes.remove(
        id,
        { operation: 'deleteIvrKeypress', schema: deleteIvrKeypressResponse },
        { scope: where.nodeId },
      );
    },
  };
  const writes = reconciledWrites(http, {
    surface: 'base',
    path: IVR_KEYPRESSES_PATH,
    list: (nodeId: string | undefined) =>
      nodeId === undefined ? Promise.resolve(undefined) : listAll((query) => client.list(nodeId, query)),
    idOf: (item: IvrKeypress) => item.id,
  });
  return client;
}

export type IvrKeypressesClient = ReturnType<typeof ivrKeypressesClient>;
