import type { Edge, Node } from '@xyflow/react';
import type { KeypressAction } from '@/core/api/ivr-keypresses';
import type { MenuKey, MenuNode } from '@/core/ivr/ivr-menu';

/**
 * How a canvas colours an element: a publish's difference (added, changed, removed), a change made both
 * in the draft and in the live tree (conflict), or the path a simulated call (or a path test) walked.
 */
export type Highlight = 'added' | 'changed' | 'removed' | 'conflict' | 'walked';
/** The worst problem validation found on an element. */
export type ProblemLevel = 'error' | 'warning';

interface Decorations {
  highlight?: Highlight;
  problem?: ProblemLevel;
  /** Every serializable field React Flow compares: no callbacks in node data. */
  [extra: string]: unknown;
}

export interface PromptData extends Decorations {
  node: MenuNode;
  isRoot: boolean;
  /** The keys callers can press here, in the menu's order (drawn as chips). */
  keys: string[];
}

/** A key's target that is not another prompt: one card per key. */
export interface TargetData<Action extends KeypressAction = KeypressAction> extends Decorations {
  keyId: string;
  nodeId: string;
  action: Action;
}

type ActionOf<Kind extends KeypressAction['kind']> = Extract<KeypressAction, { kind: Kind }>;

export type PromptFlowNode = Node<PromptData, 'prompt'>;
export type QueueFlowNode = Node<TargetData<ActionOf<'queue'>>, 'queue'>;
export type ForwardFlowNode = Node<TargetData<ActionOf<'forward'>>, 'forward'>;
export type HangupFlowNode = Node<TargetData<ActionOf<'hangup'>>, 'hangup'>;
export type ComingSoonFlowNode = Node<TargetData<ActionOf<'voicemail' | 'sms'>>, 'comingSoon'>;
/** A key sending callers to a node the menu no longer has. */
export type MissingNodeFlowNode = Node<TargetData<ActionOf<'node'>>, 'missingNode'>;

/** Every card of the canvas, one member per kind. */
export type IvrFlowNode =
  | PromptFlowNode
  | QueueFlowNode
  | ForwardFlowNode
  | HangupFlowNode
  | ComingSoonFlowNode
  | MissingNodeFlowNode;
export type TargetFlowNode = Exclude<IvrFlowNode, PromptFlowNode>;

export interface KeyEdgeData extends Decorations {
  key: MenuKey;
  /** Place among the keys arriving at the same card: their lines end and their labels sit one above another. */
  slot: number;
  /** How many keys arrive at that card. */
  slots: number;
}
export type KeyFlowEdge = Edge<KeyEdgeData, 'key'>;

export interface XY {
  x: number;
  y: number;
}
/** Where each card sits, by flow id (a node's id, or `key:<keyId>` for a target card). */
export type Positions = Record<string, XY>;

export const TARGET_ID_PREFIX = 'key:';
export const targetIdOfKey = (keyId: string) => `${TARGET_ID_PREFIX}${keyId}`;
export const edgeIdOfKey = (keyId: string) => `edge:${keyId}`;
export const keyIdOfTarget = (flowId: string): string | null =>
  flowId.startsWith(TARGET_ID_PREFIX) ? flowId.slice(TARGET_ID_PREFIX.length) : null;

/** Card sizes the layout plans with (the cards are drawn at these widths). */
export const PROMPT_SIZE = { width: 260, height: 150 } as const;
export const TARGET_SIZE = { width: 220, height: 96 } as const;
