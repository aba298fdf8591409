import { describe, expect, it } from 'vitest';
import type { BackRoute } from '../layout/back-routes';
import { keepUnchangedRoutes } from './back-routes-context';

describe('keepUnchangedRoutes', () => {
  it('keeps the object of a route that did not change and takes the new one of a route that did', () => {
    const still: BackRoute = { exitX: 300, laneY: -40, entryX: 20 };
    const moved: BackRoute = { exitX: 600, laneY: -40, entryX: 20 };
    const previous = new Map([
      ['e1', still],
      ['e2', moved],
      ['gone', still],
    ]);
    const next = new Map([
      ['e1', { ...still }],
      ['e2', { ...moved, laneY: -80 }],
      ['new', { ...still }],
    ]);
    const kept = keepUnchangedRoutes(previous, next);
    expect(kept.get('e1')).toBe(still);
    expect(kept.get('e2')).toEqual({ exitX: 600, laneY: -80, entryX: 20 });
    expect(kept.get('e2')).not.toBe(moved);
    expect(kept.get('new')).toBe(next.get('new'));
    expect(kept.has('gone')).toBe(false);
  });
});
