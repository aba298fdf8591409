import { useReactFlow } from '@xyflow/react';
import { useCallback } from 'react';
import { PROMPT_SIZE, TARGET_SIZE, targetIdOfKey } from '../flow/flow-types';
import { editorStore } from '../store/editor-store';

/** Selects a node or key and brings its card to the middle of the canvas. */
export function useFocusElement() {
  const flow = useReactFlow();
  return useCallback(
    (id: string) => {
      const { menu, positions, select } = editorStore.getState();
      select([id]);
      const key = menu.keys.find((candidate) => candidate.id === id);
      // A key to another node has no card: centre on the node it leaves from.
      const cardId = !key ? id : key.action.kind === 'node' ? key.nodeId : targetIdOfKey(key.id);
      const at = positions[cardId];
      if (!at) return;
      const size = cardId === id && !key ? PROMPT_SIZE : TARGET_SIZE;
      void flow.setCenter(at.x + size.width / 2, at.y + size.height / 2, {
        zoom: Math.max(flow.getZoom(), 0.8),
        duration: 250,
      });
    },
    [flow],
  );
}
