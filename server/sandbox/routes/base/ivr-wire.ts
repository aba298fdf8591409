import type { WireIvrKeypress } from '@server/service-api/ivr-keypresses';
import type { IvrPlayMode, WireIvrNode } from '@server/service-api/ivr-nodes';
import type { WireIvrTree } from '@server/service-api/ivr-trees';
import type { SandboxConfig } from '../../config';
import type { IvrKeypressRow, IvrNodeRow, IvrTreeRow } from '../../db/tables/ivr';

/** Rows to the service's JSON: booleans as 1/0, node_play_option always null, ids of owner account/project. */

export const ivrTreeToWire = (config: SandboxConfig, row: IvrTreeRow): WireIvrTree => ({
  id: row.id,
  account: config.accountId,
  project: config.projectId,
  tree_name: row.tree_name,
  root_node: row.root_node,
});

export const ivrNodeToWire = (config: SandboxConfig, row: IvrNodeRow, treeRootNode: string): WireIvrNode => ({
  id: row.id,
  account: config.accountId,
  project: config.projectId,
  tree: row.tree,
  node_name: row.node_name,
  node_play_mode: row.node_play_mode as IvrPlayMode,
  node_play_content: row.node_play_content,
  node_play_option: null,
  bargeIn: row.bargeIn ? 1 : 0,
  loop_count: row.loop_count,
  sched: row.sched,
  voice: row.voice,
  speed: row.speed,
  keypress_timeout: row.keypress_timeout,
  isRootNode: row.id === treeRootNode,
  // The service shows greeting_id in some items only: emitted when the row has one.
  ...(row.greeting_id === null ? {} : { greeting_id: row.greeting_id }),
});

export const ivrKeypressToWire = (config: SandboxConfig, row: IvrKeypressRow): WireIvrKeypress => ({
  id: row.id,
  account: config.accountId,
  project: config.projectId,
  tree: row.tree,
  node: row.node,
  node_key: row.node_key as WireIvrKeypress['node_key'],
  action: row.action,
  next_node: row.next_node,
  queue_id: row.queue_id,
  from_number_callout_to_agent: row.from_number_callout_to_agent,
  to_phone_number: row.to_phone_number,
  sms: row.sms,
});
