import { edgeIdOfKey, keyIdOfTarget, targetIdOfKey } from '../flow/flow-types';

const DRAWN = '.react-flow__node, .react-flow__edge';
/** A new element is drawn a frame or two after it is made; a big menu draws a card once it is in view. */
const FRAMES_TO_WAIT = 30;

/** The node or key id a card or edge of the canvas stands for; null for anything else. */
export function elementIdOfDrawn(element: Element | null): string | null {
  const flowId = element?.matches(DRAWN) ? element.getAttribute('data-id') : null;
  if (!flowId) return null;
  if (flowId.startsWith('edge:')) return flowId.slice('edge:'.length);
  return keyIdOfTarget(flowId) ?? flowId;
}

/** Where the keyboard is, as far as the canvas shortcuts care: on a card or edge, or nowhere (the page). */
export function isOnCanvas(target: EventTarget | null): boolean {
  return target === document.body || (target instanceof Element && target.matches(DRAWN));
}

/** The card of a node or key, else the key's edge. */
function drawnElement(root: HTMLElement, id: string): HTMLElement | SVGElement | null {
  for (const flowId of [id, targetIdOfKey(id), edgeIdOfKey(id)]) {
    const found = root.querySelector<HTMLElement | SVGElement>(
      `.react-flow__node[data-id="${CSS.escape(flowId)}"], .react-flow__edge[data-id="${CSS.escape(flowId)}"]`,
    );
    if (found) return found;
  }
  return null;
}

/**
 * Moves keyboard focus to the card (or edge) of a node or key, once it is drawn. The canvas does not
 * scroll for it: bringing the card into view is the viewport's job (useFocusElement). Returns a cancel.
 */
export function focusDrawn(root: HTMLElement, id: string): () => void {
  let frames = 0;
  let handle = 0;
  const attempt = () => {
    const element = drawnElement(root, id);
    if (element) element.focus({ preventScroll: true });
    else if (frames++ < FRAMES_TO_WAIT) handle = window.requestAnimationFrame(attempt);
  };
  attempt();
  return () => window.cancelAnimationFrame(handle);
}
