import { describe, expect, it } from 'vitest';
import { newId } from './ids';

describe('newId', () => {
  it('is a UUIDv7 carrying its millisecond timestamp', () => {
    const id = newId(Date.parse('2026-03-01T08:00:00.000Z'));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(Date.parse('2026-03-01T08:00:00.000Z'));
  });

  it('sorts in creation order, even many within one millisecond', () => {
    const at = Date.parse('2030-01-01T00:00:00.000Z');
    const ids = Array.from({ length: 5000 }, () => newId(at));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
