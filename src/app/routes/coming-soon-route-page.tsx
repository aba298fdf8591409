import { useMatches } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../components/coming-soon-page';
import { NotFoundPage } from '../../components/not-found-page';

/** Names the coming-soon page after the area whose route is showing it. */
export function ComingSoonRoutePage() {
  const { t } = useTranslation('shell');
  const areaId = useMatches({ select: (matches) => matches.at(-1)?.staticData.areaId });
  if (!areaId) return <NotFoundPage />;
  return (
    <ComingSoonPage pageName={t(`areas.${areaId}.label`)} description={t(`areas.${areaId}.description`)} />
  );
}
