import { describe, expect, it } from 'vitest';
import {
  applyListView,
  createListSearchSchema,
  listSearchSchema,
  nextSort,
  toPageQuery,
} from './list-search';
import { z } from 'zod';

type Row = { name: string; count: number | null };
const rows: Row[] = [
  { name: 'Nguyễn Văn An', count: 3 },
  { name: 'Trần Thị Bình', count: null },
  { name: 'Đỗ Minh Châu', count: 10 },
  { name: 'nguyen thu', count: 1 },
];
const rules = {
  searchText: (row: Row) => row.name,
  sortValues: { name: (row: Row) => row.name, count: (row: Row) => row.count },
};
const names = (list: Row[]) => list.map((row) => row.name);

describe('list URL state', () => {
  it.each([
    [
      { page: '3', pageSize: '25', sort: 'name', dir: 'desc', q: ' an ' },
      { page: 3, pageSize: 25, sort: 'name', dir: 'desc', q: 'an' },
    ],
    [{ page: '0', pageSize: '500', dir: 'sideways' }, {}],
    [{ page: 'x', pageSize: '1.5' }, {}],
  ])('keeps what is valid of %o', (raw, expected) => {
    const parsed = listSearchSchema.parse(raw);
    expect(Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== undefined))).toEqual(
      expected,
    );
  });

  it('defaults to the first page of 50, as the service does', () => {
    expect(toPageQuery({})).toEqual({ page: 1, pageSize: 50 });
  });

  it('takes a list of its own filters, dropping malformed ones', () => {
    const schema = createListSearchSchema({ extension: z.coerce.number().int().optional().catch(undefined) });
    expect(schema.parse({ extension: '101', page: '2' })).toMatchObject({ extension: 101, page: 2 });
    expect(schema.parse({ extension: 'abc' }).extension).toBeUndefined();
  });
});

describe('applyListView', () => {
  it('finds rows ignoring case and Vietnamese accents', () => {
    expect(names(applyListView(rows, { q: 'NGUYEN' }, rules))).toEqual(['Nguyễn Văn An', 'nguyen thu']);
    expect(names(applyListView(rows, { q: 'do minh' }, rules))).toEqual(['Đỗ Minh Châu']);
  });

  it('sorts numbers as numbers, with empty values last either way', () => {
    expect(names(applyListView(rows, { sort: 'count', dir: 'asc' }, rules))).toEqual([
      'nguyen thu',
      'Nguyễn Văn An',
      'Đỗ Minh Châu',
      'Trần Thị Bình',
    ]);
    expect(names(applyListView(rows, { sort: 'count', dir: 'desc' }, rules)).at(-1)).toBe('Trần Thị Bình');
  });

  it('leaves the order alone for an unknown column and does not change its input', () => {
    const copy = [...rows];
    expect(applyListView(rows, { sort: 'nope' }, rules)).toEqual(rows);
    applyListView(rows, { sort: 'name', dir: 'desc' }, rules);
    expect(rows).toEqual(copy);
  });

  it('cycles a header through ascending, descending and unsorted', () => {
    expect(nextSort({}, 'name')).toEqual({ sort: 'name', dir: 'asc' });
    expect(nextSort({ sort: 'name', dir: 'asc' }, 'name')).toEqual({ sort: 'name', dir: 'desc' });
    expect(nextSort({ sort: 'name', dir: 'desc' }, 'name')).toEqual({ sort: undefined, dir: undefined });
    expect(nextSort({ sort: 'name', dir: 'desc' }, 'count')).toEqual({ sort: 'count', dir: 'asc' });
  });
});
