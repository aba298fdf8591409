import { useTranslation } from 'react-i18next';
import { ConfirmDeleteModal } from '@/components/resource/confirm-delete-modal';
import type { GreetingFileWithPreview } from '@/core/api/greeting-files';
import { useDescribeError } from '@/lib/use-describe-error';
import { useGreetingFileUsage } from '@/api/greetings/get-greeting-usage';
import { useDeleteGreeting } from '../api/delete-greeting';
import { describeNodes } from './greeting-users';

/**
 * Asks before deleting a greeting file, naming the IVR nodes that play it as the service has them now, not
 * as the table's column (read from the BFF's copy) may still show them: the service deletes a file a node
 * plays without a word, so this warning is the last chance to see it.
 */
export function DeleteGreetingModal({
  file,
  canReadIvr,
  onClose,
}: {
  file: GreetingFileWithPreview;
  /** Roles that may not read menus are not told which nodes play the file. */
  canReadIvr: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('greetings');
  const describeError = useDescribeError();
  const remove = useDeleteGreeting();
  const usage = useGreetingFileUsage(file.id, canReadIvr);
  const users = usage.data?.nodes;
  const warning = !canReadIvr
    ? undefined
    : usage.isPending
      ? t('delete.checking')
      : usage.isError
        ? t('delete.uncheckable', { reason: describeError(usage.error) })
        : users && users.length > 0
          ? t('delete.inUse', { count: users.length, nodes: describeNodes(users) })
          : undefined;
  return (
    <ConfirmDeleteModal
      name={t('delete.name', { filename: file.filename })}
      warning={warning}
      holdConfirm={canReadIvr && usage.isPending}
      remove={() => remove.mutateAsync(file.id)}
      onClose={onClose}
    />
  );
}
