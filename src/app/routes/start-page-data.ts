import i18next from 'i18next';

/**
 * What a route's loader starts while the page's code loads, not awaited, so that the page does not ask for
 * it only after its code has arrived: the strings of the page's namespaces and, if given, its first data.
 * Import a query's module inside `prefetch` (`import('@/api/…')`) when it is not on the first load already,
 * so that its schemas stay out of it. A failure is left to the page's own request, which says what went
 * wrong.
 */
export function startPageData(namespaces: string | string[], prefetch?: () => Promise<unknown>): void {
  void i18next.loadNamespaces(namespaces);
  void prefetch?.().catch(() => undefined);
}
