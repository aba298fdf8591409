import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertCircle, IconFileImport, IconPlus } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/page-loader';
import { useCan } from '@/components/resource/use-can';
import { useDescribeError } from '@/lib/use-describe-error';
import { useExportTree } from '../api/export-tree';
import { useTrees, type TreeListRow } from '@/api/ivr-trees/get-trees';
import { TreeDialogs, type OpenTreeDialog } from './tree-dialogs';
import type { TreeAction } from './tree-row-actions';
import { TreesTable } from './trees-table';

/** The IVR designer's home: every menu of the project, with what can be done to a whole tree. */
export function TreeListPage() {
  const { t } = useTranslation(['ivr', 'common']);
  const describeError = useDescribeError();
  const canWrite = useCan('ivr:write');
  const trees = useTrees();
  const [open, setOpen] = useState<OpenTreeDialog>(null);
  const navigate = useNavigate();
  const exportTree = useExportTree();
  const choose = (action: TreeAction, tree: TreeListRow) => {
    if (action === 'versions')
      return void navigate({ to: '/ivr/$treeId/versions', params: { treeId: tree.id } });
    if (action === 'export')
      return exportTree.mutate(
        { treeId: tree.id, treeName: tree.name },
        {
          onSuccess: (file) =>
            notifications.show({ color: 'green', message: t('trees.export.done', { file }) }),
          onError: (error) =>
            notifications.show({
              color: 'red',
              message: t('trees.export.failed', { reason: describeError(error) }),
            }),
        },
      );
    setOpen({ action, tree });
  };
  useDocumentTitle(`${t('trees.title')} · ${t('common:appName')}`);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>{t('trees.title')}</Title>
          <Text c="dimmed">{t('trees.intro')}</Text>
        </Stack>
        {canWrite && (
          <Group>
            <Button
              variant="default"
              leftSection={<IconFileImport size={18} aria-hidden />}
              onClick={() => setOpen({ action: 'import' })}
            >
              {t('trees.import.action')}
            </Button>
            <Button
              leftSection={<IconPlus size={18} aria-hidden />}
              onClick={() => setOpen({ action: 'create' })}
            >
              {t('trees.create.action')}
            </Button>
          </Group>
        )}
      </Group>
      {trees.isPending && <PageLoader />}
      {trees.isError && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
          {t('trees.loadFailed', { reason: describeError(trees.error) })}
        </Alert>
      )}
      {trees.data && <TreesTable trees={trees.data} canWrite={canWrite} onChoose={choose} />}
      <TreeDialogs open={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
