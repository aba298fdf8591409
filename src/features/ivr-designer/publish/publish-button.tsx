import { lazy, memo, Suspense, useTransition } from 'react';
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconRocket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/components/resource/use-can';

/**
 * The dialog (the review and its difference canvas, the progress, the conflict) loads when first wanted:
 * its code was a third of the editor workspace's start-up work (53 of 150 ms with the CPU slowed four
 * times), for a button most openings of the editor never press. Pointing at the button or focusing it
 * starts the download, so that a click seldom waits; when it does, the button shows it is working.
 */
const loadDialog = () => import('./publish-dialog');
const PublishDialog = lazy(() => loadDialog().then((module) => ({ default: module.PublishDialog })));
const prefetchDialog = () => void loadDialog().catch(() => undefined);

/** Opens the publish dialog for the tree's draft (difference, progress, journal, conflicts). */
export const PublishButton = memo(function PublishButton({ treeId }: { treeId: string }) {
  const { t } = useTranslation('ivr');
  const canPublish = useCan('ivr:publish');
  const [opened, dialog] = useDisclosure(false);
  const [loading, startLoading] = useTransition();
  if (!canPublish) return null;
  return (
    <>
      <Button
        leftSection={<IconRocket size={18} aria-hidden />}
        loading={loading}
        aria-busy={loading}
        onPointerEnter={prefetchDialog}
        onFocus={prefetchDialog}
        // In a transition, the boundary below (already shown, empty) keeps the page as it is while the
        // dialog's code arrives, rather than showing nothing in its place.
        onClick={() => startLoading(dialog.open)}
      >
        {t('publish.open')}
      </Button>
      <Suspense fallback={null}>
        {opened && <PublishDialog treeId={treeId} onClose={dialog.close} />}
      </Suspense>
    </>
  );
});
