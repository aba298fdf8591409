import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { droppedWhenMalformed, searchChoice, searchInteger, searchText } from './url-search';

describe('address-bar values', () => {
  const schema = z.object({
    page: searchInteger(1, 100),
    q: searchText(5, 1),
    dir: searchChoice(['asc', 'desc']),
    on: droppedWhenMalformed(z.boolean()),
  });

  it('keeps what is well formed, coercing numbers and trimming text', () => {
    expect(schema.parse({ page: '7', q: ' abc ', dir: 'desc', on: true })).toEqual({
      page: 7,
      q: 'abc',
      dir: 'desc',
      on: true,
    });
  });

  it('drops each malformed value on its own and keeps the rest', () => {
    expect(schema.parse({ page: '0', q: 'abcdef', dir: 'up', on: 'yes' })).toEqual({});
    expect(schema.parse({ page: '2.5', q: '   ', dir: 'asc' })).toEqual({ dir: 'asc' });
    expect(schema.parse({ page: 101 })).toEqual({});
  });

  it('leaves out what is absent', () => {
    expect(schema.parse({})).toEqual({});
  });
});
