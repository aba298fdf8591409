import type { Kysely } from 'kysely';
import {
  IVR_ACTION,
  IVR_ACTION_FIELDS,
  type IvrAction,
  type IvrActionField,
} from '@server/service-api/ivr-keypresses';
import type { SandboxDatabase } from '../../db/database';
import type { IvrKeypressRow } from '../../db/tables/ivr';
import { conflict, notFound, R, SandboxError } from '../../result-codes';

export type KeypressColumns = Pick<IvrKeypressRow, 'node_key' | 'action' | IvrActionField>;
/** A keypress as a request would leave it: fields may be absent, null or blank. */
export type KeypressDraft = Pick<KeypressColumns, 'node_key' | 'action'> &
  Partial<Record<IvrActionField, string | null | undefined>>;
type OwnerNode = { id: string; tree: string };

const ACTION_FIELD_NAMES: readonly IvrActionField[] = [
  'next_node',
  'queue_id',
  'from_number_callout_to_agent',
  'to_phone_number',
  'sms',
];

/** Fields an action cannot do without; the other fields it uses are optional. */
const REQUIRED_FIELDS: Partial<Record<IvrAction, IvrActionField>> = {
  [IVR_ACTION.QUEUE]: 'queue_id',
  [IVR_ACTION.FORWARD]: 'to_phone_number',
  [IVR_ACTION.NEXT_NODE]: 'next_node',
};

const PHONE_NUMBER = /^\+?\d{3,20}$/;

/**
 * Checks a keypress as it would be stored (after a create, or an update merged onto the stored row) and
 * returns its columns: fields the action does not use are stored as null. Throws r=2 for a field the
 * action needs, r=1 for a bad value, r=-1 for an unknown next node, r=4 when the key is already taken.
 */
export async function settleKeypress(
  db: Kysely<SandboxDatabase>,
  owner: OwnerNode,
  draft: KeypressDraft,
  selfId?: string,
): Promise<KeypressColumns> {
  const action = draft.action as IvrAction;
  const used: readonly IvrActionField[] = IVR_ACTION_FIELDS[action];
  const columns: KeypressColumns = { node_key: draft.node_key, action, ...noActionFields() };
  for (const field of used) columns[field] = blankToNull(draft[field]);

  const required = REQUIRED_FIELDS[action];
  if (required && columns[required] === null) {
    throw new SandboxError(R.MISSING_PARAMS, `Missing params: ${required} is required for action ${action}`);
  }
  for (const field of ['to_phone_number', 'from_number_callout_to_agent'] as const) {
    const value = columns[field];
    if (value !== null && !PHONE_NUMBER.test(value)) {
      throw new SandboxError(
        R.INVALID,
        `Invalid ${field}: expected a phone number (digits, optional leading +)`,
      );
    }
  }
  if (columns.next_node !== null) await assertNodeOfTree(db, columns.next_node, owner.tree);
  await assertKeyFree(db, owner.id, columns.node_key, selfId);
  return columns;
}

/** Voicemail and SMS are accepted and stored, but the service marks them as coming soon. */
export function keypressSuccessMessage(action: number): string {
  if (action === IVR_ACTION.VOICEMAIL) return 'Success (voicemail is coming soon)';
  if (action === IVR_ACTION.SMS) return 'Success (SMS is coming soon)';
  return 'Success';
}

const noActionFields = (): Record<IvrActionField, null> =>
  Object.fromEntries(ACTION_FIELD_NAMES.map((field) => [field, null])) as Record<IvrActionField, null>;

const blankToNull = (value: string | null | undefined): string | null =>
  value === undefined || value === null || value === '' ? null : value;

async function assertNodeOfTree(db: Kysely<SandboxDatabase>, nodeId: string, tree: string): Promise<void> {
  const target = await db.selectFrom('ivr_nodes').select('tree').where('id', '=', nodeId).executeTakeFirst();
  if (!target) throw notFound(`IVR node ${nodeId} (next_node)`);
  if (target.tree !== tree) {
    throw new SandboxError(R.INVALID, `Invalid next_node: node ${nodeId} belongs to another IVR tree`);
  }
}

async function assertKeyFree(db: Kysely<SandboxDatabase>, node: string, key: string, selfId?: string) {
  const taken = await db
    .selectFrom('ivr_keypresses')
    .select('id')
    .where('node', '=', node)
    .where('node_key', '=', key)
    .$if(selfId !== undefined, (qb) => qb.where('id', '!=', selfId ?? ''))
    .executeTakeFirst();
  if (taken) throw conflict(`Key ${key} already has an action on this node (keypress ${taken.id})`);
}

/** The draft an update produces: given fields replace stored ones, a null clears one. */
export function mergeKeypress(stored: IvrKeypressRow, changes: Partial<KeypressDraft>): KeypressDraft {
  const draft: KeypressDraft = {
    node_key: changes.node_key ?? stored.node_key,
    action: changes.action ?? stored.action,
  };
  for (const field of ACTION_FIELD_NAMES) {
    draft[field] = changes[field] !== undefined ? changes[field] : stored[field];
  }
  return draft;
}
