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
 * cards then skip rendering, and React Flow keeps what it measured of each card. When nothing changed
 * the previous array itself is kept: React Flow then leaves its lookups alone (a tidy-up moves every card
 * but changes no edge, and rebuilding 2,700 edges' lookups was part of one long task).
 */
export function reuseUnchanged<T extends Element>(previous: readonly T[], next: readonly T[]): T[] {
  const byId = new Map(previous.map((element) => [element.id, element]));
  let changed = previous.length !== next.length;
  const kept = next.map((element, index) => {
    const before = byId.get(element.id);
    const chosen = !before
      ? element
      : sameElement(before, element)
        ? before
        : 'measured' in before && before.measured
          ? { ...element, measured: before.measured }
          : element;
    if (chosen !== previous[index]) changed = true;
    return chosen;
  });
  return changed ? kept : (previous as T[]);
}
