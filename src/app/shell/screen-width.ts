import { useMediaQuery } from '@mantine/hooks';

/** The navigation stands beside the page from Mantine's `sm` breakpoint (app-shell-layout.module.css). */
export const NAVIGATION_BESIDE_PAGE = '(min-width: 48em)';
/** The language and colour switches stand in the header from Mantine's `md` breakpoint (`visibleFrom="md"`). */
export const SWITCHES_IN_HEADER = '(min-width: 62em)';

/** Whether the screen matches `query`, known in the first render (not one render later) and kept current. */
export const useScreenMatches = (query: string): boolean =>
  useMediaQuery(query, undefined, { getInitialValueInEffect: false });
