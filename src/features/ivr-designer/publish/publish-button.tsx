import { memo } from 'react';
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconRocket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { lazyDialog } from '@/components/resource/lazy-dialog';
import { useCan } from '@/components/resource/use-can';

/**
 * The dialog (the review and its difference canvas, the progress, the conflict) loads when first wanted:
 * its code was a third of the editor workspace's start-up work (53 of 150 ms with the CPU slowed four
 * times), for a button most openings of the editor never press. Pointing at the button or focusing it
 * starts the download, so that a press seldom waits; when it does, a spinner says the dialog is coming, and
 * offline a message says it cannot come, and the next press tries again (lazyDialog).
 */
const PublishDialog = lazyDialog(() => import('./publish-dialog').then((module) => module.PublishDialog));

/** Opens the publish dialog for the tree's draft (difference, progress, journal, conflicts). */
export const PublishButton = memo(function PublishButton({ treeId }: { treeId: string }) {
  const { t } = useTranslation('ivr');
  const canPublish = useCan('ivr:publish');
  const [opened, dialog] = useDisclosure(false);
  if (!canPublish) return null;
  return (
    <>
      <Button
        leftSection={<IconRocket size={18} aria-hidden />}
        onPointerEnter={PublishDialog.prefetch}
        onFocus={PublishDialog.prefetch}
        onClick={dialog.open}
      >
        {t('publish.open')}
      </Button>
      {opened && <PublishDialog treeId={treeId} onClose={dialog.close} />}
    </>
  );
});
