import { useMatches } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NotAllowedPage } from '../../components/not-allowed-page';
import { useSession } from '../../api/session/get-session';
import { canOpenArea } from './visible-areas';

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
    <NotAllowedPage pageName={t(`areas.${areaId}.label`)} roleName={t(`common:roles.${session.user.role}`)} />
  );
}
