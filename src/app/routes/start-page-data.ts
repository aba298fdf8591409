import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { StaticDataRouteOption } from '@tanstack/react-router';
import i18next from 'i18next';
import { apiClient, type RequestOptions } from '@/lib/api-client';
import { warmUpIntlSoon } from '@/lib/i18n/warm-up-intl';

/** A page's first data: the query that reads it, and the GET that answers that query. */
export interface FirstRequest {
  queryKey: QueryKey;
  path: string;
  query?: RequestOptions['query'];
}

/** What a route's `staticData.firstRequests` is given of its match: its path's params and its search. */
export interface MatchForFirstRequests {
  params: Record<string, string>;
  search: unknown;
  staticData: StaticDataRouteOption;
}

/**
 * What a route's loader starts while the page's code loads, not awaited, so that the page does not ask for
 * it only after its code has arrived: its first data (the strings start earlier, `startNamespaces`).
 * Import a query's module inside `prefetch` (`import('@/api/…')`) when it is not on the first load already,
 * so that its schemas stay out of it, and name that import the route's `staticData.pageModules`. A
 * failure is left to the page's own request, which says what went wrong.
 */
export function startPageData(prefetch: () => Promise<unknown>): void {
  void prefetch().catch(() => undefined);
}

/**
 * Asks for a page's first data before the query module that reads it (and its schemas) has loaded: the
 * query's request for the same address takes the answer on its way (`apiClient.startGet`). Only when the
 * cache has nothing for `queryKey` and nothing is fetching it: otherwise the page shows what it has, and
 * this request would go unused. Settles true once answered with success, false otherwise; undefined when
 * nothing was sent.
 */
export function startFirstRequest(
  queryClient: QueryClient,
  { queryKey, path, query }: FirstRequest,
): Promise<boolean> | undefined {
  const state = queryClient.getQueryState(queryKey);
  if (state?.data !== undefined || state?.fetchStatus === 'fetching') return undefined;
  return apiClient.startGet(path, query ? { query } : {});
}

/**
 * Starts the first requests of the matched routes' pages (`staticData.firstRequests`), from the root
 * route's `beforeLoad`: beside the signed-in guard's check of the session rather than after it, which on
 * opening the console is a round trip. A visitor not signed in is answered 401, which is not kept.
 */
export function startFirstRequests(
  queryClient: QueryClient,
  matches: readonly MatchForFirstRequests[],
): void {
  for (const match of matches) {
    let requests: readonly FirstRequest[];
    try {
      requests = match.staticData.firstRequests?.(match) ?? [];
    } catch {
      // A search the route cannot read here: its loader and its page's own requests go on as without this.
      continue;
    }
    for (const request of requests) void startFirstRequest(queryClient, request);
  }
}

/**
 * Loads the strings of the matched routes' pages (`staticData.namespaces`), not awaited: from the root
 * route's `beforeLoad`, which runs first on every navigation and preload, before the signed-in guard waits
 * for the session. A page whose strings arrived after the shell was drawn was drawn twice, and React holds
 * a revealed part back for up to 300 ms.
 */
export function startNamespaces(staticData: readonly StaticDataRouteOption[]): void {
  const namespaces = namespacesOf(staticData);
  if (namespaces.length > 0) void i18next.loadNamespaces(namespaces);
}

/** The translation namespaces the matched routes' pages read (`staticData.namespaces`), in route order. */
export function namespacesOf(staticData: readonly StaticDataRouteOption[]) {
  return staticData.flatMap((data) => data.namespaces ?? []);
}

/**
 * Starts importing the code the matched routes' loaders and pages ask for besides the page's component
 * (`staticData.pageModules`), not awaited: on opening the console, the loaders run only once the session's
 * check has answered, and a page's own imports go out once its code has run, each one more round trip
 * before the page could show (the editor's heading waits for its loader's query, its canvas for the
 * draft's session). A failure is left to the loader's or the page's own import, which shows it.
 */
export function startPageModules(staticData: readonly StaticDataRouteOption[]): void {
  for (const data of staticData) void data.pageModules?.().catch(() => undefined);
}

/**
 * Loads the locale's number data when a matched route's page writes numbers (`staticData.writesNumbers`):
 * only those pages pay for it, and beside their code rather than inside their first render.
 */
export function startNumberData(staticData: readonly StaticDataRouteOption[]): void {
  if (staticData.some((data) => data.writesNumbers)) warmUpIntlSoon(i18next.language);
}

/**
 * Starts what the matched routes' pages download beside their code: their strings, their loaders' and
 * pages' other modules and their first requests. The root route's `beforeLoad` calls it on every navigation; on opening
 * the console it is called before React's first render as well (app.tsx), because the router starts
 * loading only after that render, which on a phone's CPU is a few hundred milliseconds the network would
 * otherwise sit idle. Called twice, each is asked for once: the strings' loader, the module map and the
 * early answers keep what is on its way.
 */
export function startPageDownloads(
  queryClient: QueryClient,
  matches: readonly MatchForFirstRequests[],
): void {
  const staticData = matches.map((match) => match.staticData);
  startNamespaces(staticData);
  startPageModules(staticData);
  startFirstRequests(queryClient, matches);
}
