import { IVR_ACTION, type IvrNodeKey } from '../../service-api/ivr-keypresses';
import { IVR_NODE_DEFAULTS } from '../../service-api/ivr-nodes';
import type { IvrKeypressRow, IvrNodeRow, IvrTreeRow } from '../db/tables/ivr';
import { newId } from '../ids';
import type { DemoGreetingKey } from './greetings';
import type { SeedContext } from './seed-context';

/** What a key does, in the words of the menu author; turned into the service's action fields below. */
export type MenuKeyAction =
  | { action: typeof IVR_ACTION.VOICEMAIL }
  | { action: typeof IVR_ACTION.QUEUE; queue: string }
  | { action: typeof IVR_ACTION.FORWARD; to: string; callerId: string }
  | { action: typeof IVR_ACTION.NEXT_NODE; next: string }
  | { action: typeof IVR_ACTION.SMS; sms: string }
  | { action: typeof IVR_ACTION.STOP };

export const voicemail = (): MenuKeyAction => ({ action: IVR_ACTION.VOICEMAIL });
export const toQueue = (queue: string): MenuKeyAction => ({ action: IVR_ACTION.QUEUE, queue });
export const forwardTo = (to: string, callerId: string): MenuKeyAction => ({
  action: IVR_ACTION.FORWARD,
  to,
  callerId,
});
/** Go to the node declared with this `ref` in the same menu. */
export const goTo = (next: string): MenuKeyAction => ({ action: IVR_ACTION.NEXT_NODE, next });
export const sendSms = (sms: string): MenuKeyAction => ({ action: IVR_ACTION.SMS, sms });
export const hangUp = (): MenuKeyAction => ({ action: IVR_ACTION.STOP });

export type MenuNodeSettings = Partial<{
  bargeIn: boolean;
  loop_count: number;
  sched: number;
  voice: string;
  speed: number;
  keypress_timeout: number;
}>;

export type MenuNode = {
  /** Name other nodes use in `goTo`; never stored. */
  ref: string;
  name: string;
  /** Text to speak, or which demo greeting file to play. */
  prompt: { talk: string } | { play: DemoGreetingKey };
  settings?: MenuNodeSettings;
  /** One entry per key: a node cannot handle the same key twice. */
  keys: Partial<Record<IvrNodeKey, MenuKeyAction>>;
};

/** A menu as authored: its first node is the root, the node callers hear first. */
export type MenuSpec = { treeName: string; nodes: readonly MenuNode[] };

export type SeededTree = { tree: IvrTreeRow; nodes: IvrNodeRow[]; keypresses: IvrKeypressRow[] };

/** Turns a menu into the rows the IVR endpoints would have written; refuses dangling or duplicate refs. */
export function buildIvrTree(
  ctx: SeedContext,
  spec: MenuSpec,
  greetingFilenames: Record<DemoGreetingKey, string>,
): SeededTree {
  const treeId = newId('IVT');
  const idOfRef = new Map<string, string>();
  for (const node of spec.nodes) {
    if (idOfRef.has(node.ref))
      throw new Error(`Menu "${spec.treeName}": node ref "${node.ref}" is declared twice`);
    idOfRef.set(node.ref, newId('IVN'));
  }
  const resolve = (ref: string) => {
    const id = idOfRef.get(ref);
    if (!id) throw new Error(`Menu "${spec.treeName}": goTo("${ref}") names no node of this menu`);
    return id;
  };

  const rootNode = spec.nodes[0];
  if (!rootNode) throw new Error(`Menu "${spec.treeName}" has no nodes`);
  const tree: IvrTreeRow = {
    id: treeId,
    tree_name: spec.treeName,
    root_node: resolve(rootNode.ref),
    created: ctx.stamp(),
  };
  // Every node exists before any key points at it, as the keypress endpoint requires of next_node.
  const nodes = spec.nodes.map((node) => nodeRow(ctx, treeId, resolve(node.ref), node, greetingFilenames));
  const keypresses = spec.nodes.flatMap((node) =>
    (Object.entries(node.keys) as [IvrNodeKey, MenuKeyAction][]).map(([key, action]): IvrKeypressRow => ({
      id: newId('IVK'),
      tree: treeId,
      node: resolve(node.ref),
      node_key: key,
      ...actionFields(action, resolve),
      created: ctx.stamp(),
    })),
  );
  return { tree, nodes, keypresses };
}

function nodeRow(
  ctx: SeedContext,
  tree: string,
  id: string,
  node: MenuNode,
  greetingFilenames: Record<DemoGreetingKey, string>,
): IvrNodeRow {
  const settings = { ...IVR_NODE_DEFAULTS, ...node.settings };
  const [mode, content] =
    'talk' in node.prompt ? ['talk', node.prompt.talk] : ['play', greetingFilenames[node.prompt.play]];
  return {
    id,
    tree,
    node_name: node.name,
    node_play_mode: mode,
    node_play_content: content,
    bargeIn: settings.bargeIn ? 1 : 0,
    loop_count: settings.loop_count,
    sched: settings.sched,
    voice: settings.voice,
    speed: settings.speed,
    keypress_timeout: settings.keypress_timeout,
    greeting_id: null,
    created: ctx.stamp(),
  };
}

type ActionFields = Pick<
  IvrKeypressRow,
  'action' | 'next_node' | 'queue_id' | 'from_number_callout_to_agent' | 'to_phone_number' | 'sms'
>;

/** Only the fields the action uses are set, as the service stores a key created through its endpoint. */
function actionFields(key: MenuKeyAction, resolve: (ref: string) => string): ActionFields {
  const none = {
    next_node: null,
    queue_id: null,
    from_number_callout_to_agent: null,
    to_phone_number: null,
    sms: null,
  };
  switch (key.action) {
    case IVR_ACTION.QUEUE:
      return { ...none, action: key.action, queue_id: key.queue };
    case IVR_ACTION.FORWARD:
      return {
        ...none,
        action: key.action,
        to_phone_number: key.to,
        from_number_callout_to_agent: key.callerId,
      };
    case IVR_ACTION.NEXT_NODE:
      return { ...none, action: key.action, next_node: resolve(key.next) };
    case IVR_ACTION.SMS:
      return { ...none, action: key.action, sms: key.sms };
    default:
      return { ...none, action: key.action };
  }
}
