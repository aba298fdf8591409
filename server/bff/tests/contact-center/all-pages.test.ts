import { describe, expect, it } from 'vitest';
import type { Page, PageQuery } from '@/core/api/paging';
import { allPages } from '../../routes/contact-center/all-pages';
import { ServiceContractError } from '../../upstream/errors';

/** A list of `total` numbers served in pages of at most `limit` (as the service clamps page sizes). */
const servedList = (total: number, limit: number) => {
  const asked: PageQuery[] = [];
  const fetchPage = async (query: PageQuery): Promise<Page<number>> => {
    asked.push(query);
    const size = Math.min(query.pageSize, limit);
    const start = (query.page - 1) * size;
    const items = Array.from({ length: Math.max(0, Math.min(size, total - start)) }, (_, i) => start + i);
    return { items, page: query.page, pageSize: size, total, totalPages: Math.ceil(total / size) };
  };
  return { asked, fetchPage };
};

describe('allPages', () => {
  it.each([
    { total: 0, limit: 50, pages: 1 },
    { total: 50, limit: 50, pages: 1 },
    { total: 51, limit: 50, pages: 2 },
    { total: 230, limit: 100, pages: 3 },
  ])('reads $total items in $pages page(s) of $limit', async ({ total, limit, pages }) => {
    const list = servedList(total, limit);
    const items = await allPages(list.fetchPage);
    expect(items).toEqual(Array.from({ length: total }, (_, i) => i));
    expect(list.asked.map((query) => query.page)).toEqual(Array.from({ length: pages }, (_, i) => i + 1));
  });

  it('gives up on a list that never ends', async () => {
    const endless = async (query: PageQuery): Promise<Page<number>> => ({
      items: [query.page],
      page: query.page,
      pageSize: 1,
      total: Number.MAX_SAFE_INTEGER,
      totalPages: Number.MAX_SAFE_INTEGER,
    });
    await expect(allPages(endless)).rejects.toThrow(ServiceContractError);
  });
});
