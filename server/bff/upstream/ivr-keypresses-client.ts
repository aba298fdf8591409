import type { z } from 'zod';
import type {
  CreateIvrKeypressInput,
  IvrKeypress,
  KeypressAction,
  KeypressActionInput,
  UpdateIvrKeypressInput,
} from '../../../src/core/api/ivr-keypresses';
import type { Page, PageQuery } from '../../../src/core/api/paging';
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
import { FIRST_PAGE, pagingParams, pathWithId, toPage } from './contact-center-wire';
import type { ServiceHttp } from './service-http';

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

export function ivrKeypressesClient(http: ServiceHttp) {
  return {
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

    async create(input: CreateIvrKeypressInput): Promise<{ id: string }> {
      const answer = await http.call({
        operation: 'createIvrKeypress',
        surface: 'base',
        method: 'POST',
        path: IVR_KEYPRESSES_PATH,
        json: createIvrKeypressToWire(input),
        schema: createIvrKeypressResponse,
      });
      return { id: answer.ivrNodeKeyID };
    },

    async update(id: string, input: UpdateIvrKeypressInput): Promise<void> {
      await http.call({
        operation: 'updateIvrKeypress',
        surface: 'base',
        method: 'PUT',
        path: pathWithId(IVR_KEYPRESSES_PATH, id),
        json: updateIvrKeypressToWire(input),
        schema: updateIvrKeypressResponse,
      });
    },

    async remove(id: string): Promise<void> {
      await http.call({
        operation: 'deleteIvrKeypress',
        surface: 'base',
        method: 'DELETE',
        path: pathWithId(IVR_KEYPRESSES_PATH, id),
        schema: deleteIvrKeypressResponse,
      });
    },
  };
}

export type IvrKeypressesClient = ReturnType<typeof ivrKeypressesClient>;
