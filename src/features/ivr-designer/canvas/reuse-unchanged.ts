import type { IvrFlowNode, KeyFlowEdge } from '../flow/flow-types';

/** Equal values, or arrays of equal values (a prompt's key list is derived afresh each time). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  return (
    Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, at) => item === b[at])
  );
}

function sameData(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => sameValue(a[key], b[key]));
}

type Element = IvrFlowNode | KeyFlowEdge;

function sameElement(a: Element, b: Element): boolean {
  if (a.type !== b.type || a.selected !== b.selected) return false;
  // Names and the tab stop (canvas/card-a11y.ts) live outside data.
  if (a.ariaLabel !== b.ariaLabel || a.domAttributes?.tabIndex !== b.domAttributes?.tabIndex) return false;
  if ('position' in a && 'position' in b) {
    if (a.position.x !== b.position.x || a.position.y !== b.position.y) return false;
  }
  if ('source' in a && 'source' in b && (a.source !== b.source || a.target !== b.target)) return false;
  return sameData(a.data ?? {}, b.data ?? {});
}

/**
 * A freshly derived canvas, keeping the previous object of every element that did not change: memo'd
 * cards then skip rendering, and React Flow keeps what it measured of each card.
 */
export function reuseUnchanged<T extends Element>(previous: readonly T[], next: readonly T[]): T[] {
  const byId = new Map(previous.map((element) => [element.id, element]));
  return next.map((element) => {
    const before = byId.get(element.id);
    if (!before) return element;
    if (sameElement(before, element)) return before;
    return 'measured' in before && before.measured ? { ...element, measured: before.measured } : element;
  });
}
