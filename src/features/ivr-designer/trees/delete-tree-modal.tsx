import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDescribeError } from '@/lib/use-describe-error';
import { useDeleteTree } from '../api/delete-tree';
import { useTreeGraph } from '@/api/ivr-trees/get-tree-graph';

interface DeleteTreeModalProps {
  tree: { id: string; name: string };
  onClose: () => void;
}

/** Says exactly what a delete loses (nodes, keys, the callers on this menu) before doing it. */
export function DeleteTreeModal({ tree, onClose }: DeleteTreeModalProps) {
  const { t } = useTranslation('ivr');
  const describeError = useDescribeError();
  const graph = useTreeGraph(tree.id);
  const remove = useDeleteTree();

  const confirm = () =>
    remove.mutate(tree.id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('trees.delete.done', { name: tree.name }) });
        onClose();
      },
    });

  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('publish.close') }}
      title={t('trees.delete.title', { name: tree.name })}
    >
      <Stack>
        {remove.isError && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
            {t('trees.delete.failed', { reason: describeError(remove.error) })}
          </Alert>
        )}
        {graph.isPending && <Loader size="sm" role="progressbar" aria-label={t('trees.delete.counting')} />}
        {graph.isError && <Text>{t('trees.delete.lossUnknown')}</Text>}
        {graph.data && (
          <Text>
            {t('trees.delete.loss', { nodes: graph.data.nodes.length, keys: graph.data.keys.length })}
          </Text>
        )}
        <Alert color="orange" icon={<IconAlertTriangle aria-hidden />}>
          {t('trees.delete.callers')}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('trees.form.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending} disabled={graph.isPending}>
            {t('trees.delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
