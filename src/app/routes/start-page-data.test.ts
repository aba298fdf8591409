import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpIntlSoon } from '@/lib/i18n/warm-up-intl';
import { apiClient } from '@/lib/api-client';
import {
  startFirstRequests,
  startPageModules,
  startNumberData,
  type MatchForFirstRequests,
} from './start-page-data';

vi.mock('@/lib/i18n/warm-up-intl', () => ({ warmUpIntlSoon: vi.fn() }));

const match = (
  firstRequests: MatchForFirstRequests['staticData']['firstRequests'],
): MatchForFirstRequests => ({
  params: {},
  search: {},
  staticData: { firstRequests },
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(warmUpIntlSoon).mockClear();
});

describe("the matched routes' first requests", () => {
  it('are sent for every match that names some, unless the cache has the data already', () => {
    const startGet = vi.spyOn(apiClient, 'startGet').mockResolvedValue(true);
    const queryClient = new QueryClient();
    queryClient.setQueryData(['cached'], { items: [] });
    startFirstRequests(queryClient, [
      match(undefined),
      match(() => [
        { queryKey: ['things'], path: '/things', query: { page: 1 } },
        { queryKey: ['cached'], path: '/cached' },
      ]),
    ]);
    expect(startGet.mock.calls).toEqual([['/things', { query: { page: 1 } }]]);
  });

  it("skip a route whose search cannot be read, and still send the others'", () => {
    const startGet = vi.spyOn(apiClient, 'startGet').mockResolvedValue(true);
    startFirstRequests(new QueryClient(), [
      match(() => {
        throw new Error('not a search this route reads');
      }),
      match(() => [{ queryKey: ['other'], path: '/other' }]),
    ]);
    expect(startGet.mock.calls).toEqual([['/other', {}]]);
  });
});

describe("the matched routes' page modules", () => {
  it('are imported for every match that names some, and a failed import is left to the loader', async () => {
    const tree = vi.fn().mockResolvedValue({});
    const failing = vi.fn().mockRejectedValue(new Error('chunk gone after a deploy'));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    startPageModules([{}, { pageModules: tree }, { areaId: 'agents', pageModules: failing }]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(tree).toHaveBeenCalledTimes(1);
    expect(failing).toHaveBeenCalledTimes(1);
    expect(unhandled).not.toHaveBeenCalled();
  });
});

describe("the locale's number data", () => {
  it('loads only when a matched route writes numbers', () => {
    startNumberData([{ areaId: 'agents' }, {}]);
    expect(warmUpIntlSoon).not.toHaveBeenCalled();
    startNumberData([{}, { areaId: 'callLog', writesNumbers: true }]);
    expect(warmUpIntlSoon).toHaveBeenCalledTimes(1);
  });
});
