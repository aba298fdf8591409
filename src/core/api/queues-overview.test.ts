import { describe, expect, test } from 'vitest';
import { queueOverviewQuerySchema } from './queues-overview';

describe('queueOverviewQuerySchema', () => {
  test('defaults: first page of 50, by queue id ascending', () => {
    expect(queueOverviewQuerySchema.parse({})).toEqual({
      page: 1,
      pageSize: 50,
      sort: 'queueId',
      order: 'asc',
    });
  });

  test.each([
    [{ page: '0' }],
    [{ pageSize: '101' }],
    [{ sort: 'name' }],
    [{ order: 'up' }],
    [{ unservedOnly: 'yes' }],
    [{ search: 'x'.repeat(65) }],
  ])('refuses %j', (query) => {
    expect(queueOverviewQuerySchema.safeParse(query).success).toBe(false);
  });

  test('query-string values are read as numbers and flags', () => {
    expect(
      queueOverviewQuerySchema.parse({ page: '2', pageSize: '10', unservedOnly: 'true', search: ' cskh ' }),
    ).toMatchObject({
      page: 2,
      pageSize: 10,
      unservedOnly: true,
      search: 'cskh',
    });
  });
});
