import { Outlet, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/page-loader';
import type { Namespace } from '../router';
import { namespacesOf } from '../routes/start-page-data';

/**
 * The page, once the strings of its route (`staticData.namespaces`) are in. A page that reads strings still
 * on their way suspends, and React then holds its reveal back until 300 ms after the loader it showed (its
 * fallback throttle): on opening the call log or the agents, that was a third of the wait for the page's
 * first lines. Waiting here without suspending shows the page in the render that follows the strings'
 * arrival. A language switch does not bring the loader back: i18next loads the new language's strings
 * before it switches, so a page shown stays mounted with what it holds.
 */
export function PageOnceStringsAreIn() {
  // Structural sharing keeps the list equal across router updates, so the gate renders only when it changes.
  const namespaces = useRouterState({
    select: (state) => namespacesOf(state.matches.map((match) => match.staticData)),
    structuralSharing: true,
  });
  const wanted: Namespace[] = ['common', ...namespaces];
  const { ready } = useTranslation(wanted, { useSuspense: false });
  return ready ? <Outlet /> : <PageLoader />;
}
