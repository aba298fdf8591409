import { useMatches } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/page-loader';
import { useSession } from '../../api/session/get-session';
import { canOpenArea } from './visible-areas';

// Few ever see it, so it is fetched when shown rather than with every signed-in page.
const NotAllowedPage = lazy(() =>
  import('../../components/not-allowed-page').then((module) => ({ default: module.NotAllowedPage })),
);

/**
 * Shows the page of the matched area only to a role that may open it; a direct visit by anyone else
 * gets the not-allowed page. Every route that names its area in `staticData.areaId` is covered.
 */
export function AreaAccessGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation(['shell', 'common']);
  const { data: session } = useSession();
  const areaId = useMatches({ select: (matches) => matches.at(-1)?.staticData.areaId });
  if (!session || !areaId || canOpenArea(session.user.role, areaId)) return children;
  return (
    <Suspense fallback={<PageLoader />}>
      <NotAllowedPage
        pageName={t(`areas.${areaId}.label`)}
        roleName={t(`common:roles.${session.user.role}`)}
      />
    </Suspense>
  );
}
