import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useTrees } from '@/api/ivr-trees/get-trees';

const comparable = (name: string) => name.trim().toLocaleLowerCase('vi');

/**
 * Says so when another tree already has the name typed: the service allows two trees of one name, but
 * a supervisor picking a menu by name would not tell them apart. A warning, not a refusal.
 */
export function NameInUseWarning({ name, exceptTreeId }: { name: string; exceptTreeId?: string }) {
  const { t } = useTranslation('ivr');
  const { data: trees } = useTrees();
  const typed = comparable(name);
  const taken =
    typed !== '' && (trees ?? []).some((tree) => tree.id !== exceptTreeId && comparable(tree.name) === typed);
  if (!taken) return null;
  return (
    <Alert color="yellow" role="status" icon={<IconAlertTriangle aria-hidden />}>
      {t('trees.form.nameInUse', { name: name.trim() })}
    </Alert>
  );
}
