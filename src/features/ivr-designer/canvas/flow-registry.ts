import type { EdgeTypes, NodeTypes } from '@xyflow/react';
import { KeyEdge } from './key-edge';
import { ComingSoonNode } from './nodes/coming-soon-node';
import { ForwardNode } from './nodes/forward-node';
import { HangupNode } from './nodes/hangup-node';
import { MissingNode } from './nodes/missing-node';
import { PromptNode } from './nodes/prompt-node';
import { QueueNode } from './nodes/queue-node';

/** One card component per node kind; at module scope so React Flow never sees a new object. */
export const nodeTypes = {
  prompt: PromptNode,
  queue: QueueNode,
  forward: ForwardNode,
  hangup: HangupNode,
  comingSoon: ComingSoonNode,
  missingNode: MissingNode,
} satisfies NodeTypes;

export const edgeTypes = { key: KeyEdge } satisfies EdgeTypes;
