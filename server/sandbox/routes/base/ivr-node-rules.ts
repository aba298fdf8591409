import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  IVR_NODE_DEFAULTS,
  type createIvrNodeBody,
  type updateIvrNodeBody,
} from '@server/service-api/ivr-nodes';
import type { SandboxDatabase } from '../../db/database';
import type { IvrNodeRow } from '../../db/tables/ivr';
import { R, SandboxError } from '../../result-codes';

type CreateNode = z.infer<typeof createIvrNodeBody>;
type UpdateNode = z.infer<typeof updateIvrNodeBody>;
type NodeColumns = Omit<IvrNodeRow, 'id' | 'tree' | 'created'>;

/** A new node's columns, with the service's defaults for whatever the request left out. */
export function newNodeColumns(body: CreateNode): NodeColumns {
  const d = IVR_NODE_DEFAULTS;
  return {
    node_name: body.node_name,
    node_play_mode: body.node_play_mode,
    node_play_content: body.node_play_content,
    bargeIn: (body.bargeIn ?? d.bargeIn) ? 1 : 0,
    loop_count: body.loop_count ?? d.loop_count,
    sched: body.sched ?? d.sched,
    voice: body.voice ?? d.voice,
    speed: body.speed ?? d.speed,
    keypress_timeout: body.keypress_timeout ?? d.keypress_timeout,
    greeting_id: null,
  };
}

/** Only the columns an update names; the rest of the node stays as it is. */
export function changedNodeColumns(body: UpdateNode): Partial<NodeColumns> {
  const { bargeIn, ...rest } = body;
  const changes: Partial<NodeColumns> = Object.fromEntries(
    Object.entries(rest).filter(([, value]) => value !== undefined),
  );
  if (bargeIn !== undefined) changes.bargeIn = bargeIn ? 1 : 0;
  return changes;
}

/** Mode `play` names an uploaded greeting file by its `filename`; anything else cannot be played. */
export async function assertPlayable(
  db: Kysely<SandboxDatabase>,
  mode: string,
  content: string,
): Promise<void> {
  if (mode !== 'play') return;
  const file = await db
    .selectFrom('greeting_files')
    .select('sid')
    .where('filename', '=', content)
    .executeTakeFirst();
  if (file) return;
  throw new SandboxError(
    R.INVALID,
    `Invalid node_play_content: no greeting file named "${content}" (mode play needs the filename of an uploaded greeting file)`,
  );
}

/** Whether the tree has a root node that still exists; a tree without one takes the next node created. */
export async function hasLiveRoot(db: Kysely<SandboxDatabase>, tree: { id: string; root_node: string }) {
  if (tree.root_node === '') return false;
  const root = await db
    .selectFrom('ivr_nodes')
    .select('id')
    .where('id', '=', tree.root_node)
    .where('tree', '=', tree.id)
    .executeTakeFirst();
  return root !== undefined;
}
