import { memo } from 'react';
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconRocket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/components/resource/use-can';
import { PublishDialog } from './publish-dialog';

/** Opens the publish dialog for the tree's draft (difference, progress, journal, conflicts). */
export const PublishButton = memo(function PublishButton({ treeId }: { treeId: string }) {
  const { t } = useTranslation('ivr');
  const canPublish = useCan('ivr:publish');
  const [opened, dialog] = useDisclosure(false);
  if (!canPublish) return null;
  return (
    <>
      <Button leftSection={<IconRocket size={18} aria-hidden />} onClick={dialog.open}>
        {t('publish.open')}
      </Button>
      {opened && <PublishDialog treeId={treeId} onClose={dialog.close} />}
    </>
  );
});
