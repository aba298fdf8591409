import { applyNodeChanges, type NodeChange, type OnNodesChange } from '@xyflow/react';
import { useCallback, useEffect, useRef, type Dispatch, type SetStateAction } from 'react';
import type { IvrFlowNode } from '../flow/flow-types';
import { dropPlannedHandles } from './planned-bounds';

/** How long the canvas stays still before the sizes measured meanwhile are applied. */
const SIZES_SETTLE_MS = 250;

/**
 * React Flow's node changes applied to the canvas's cards. On a big menu the sizes measured while panning
 * (each card drawn for the first time) wait until the canvas is still for a moment and are applied
 * together: each application copies every card, thousands of them, and React Flow already draws and
 * routes edges with what it measured. Any other change (a drag, a selection) is applied at once, with the
 * sizes still waiting before it.
 */
export function useNodeChanges(
  setNodes: Dispatch<SetStateAction<IvrFlowNode[]>>,
  deferSizes: boolean,
): OnNodesChange<IvrFlowNode> {
  const waiting = useRef<NodeChange<IvrFlowNode>[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const apply = useCallback(
    (changes: NodeChange<IvrFlowNode>[]) =>
      setNodes((current) => dropPlannedHandles(applyNodeChanges(changes, current))),
    [setNodes],
  );
  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const sizes = waiting.current.splice(0);
    if (sizes.length > 0) apply(sizes);
  }, [apply]);
  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(
    (changes) => {
      if (deferSizes && changes.every((change) => change.type === 'dimensions')) {
        waiting.current.push(...changes);
        clearTimeout(timer.current);
        timer.current = setTimeout(flush, SIZES_SETTLE_MS);
        return;
      }
      clearTimeout(timer.current);
      apply([...waiting.current.splice(0), ...changes]);
    },
    [apply, flush, deferSizes],
  );
}
