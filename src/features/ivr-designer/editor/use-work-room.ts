import { useReactFlow } from '@xyflow/react';
import { useCallback } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { FIT_VIEW_OPTIONS } from '../canvas/menu-canvas';

interface WorkRoom {
  focused: boolean;
  panelOpen: boolean;
}

/** Kept outside the page's components: a reconnect that redraws the editor keeps the person's choice. */
const workRoom = createStore<WorkRoom>(() => ({ focused: false, panelOpen: true }));

/**
 * How much of the window the canvas has: focus mode (the canvas fills the window, the side panel folds
 * away) and whether the details panel is open. Either change refits the menu to the canvas's new size.
 */
export function useWorkRoom() {
  const flow = useReactFlow();
  const focused = useStore(workRoom, (state) => state.focused);
  const panelOpen = useStore(workRoom, (state) => state.panelOpen);
  const refit = useCallback(() => {
    // Twice: once the window has the new layout, and after the canvas has measured its new size.
    window.requestAnimationFrame(() =>
      window.requestAnimationFrame(() => void flow.fitView({ ...FIT_VIEW_OPTIONS, duration: 200 })),
    );
  }, [flow]);
  const toggleFocus = useCallback(() => {
    workRoom.setState((now) => ({ focused: !now.focused }));
    refit();
  }, [refit]);
  const togglePanel = useCallback(() => workRoom.setState((now) => ({ panelOpen: !now.panelOpen })), []);
  /** A form is wanted: the panel opens, leaving focus mode. */
  const showPanel = useCallback(() => workRoom.setState({ panelOpen: true, focused: false }), []);
  return { focused, panelOpen, toggleFocus, togglePanel, showPanel, showSide: panelOpen && !focused };
}
