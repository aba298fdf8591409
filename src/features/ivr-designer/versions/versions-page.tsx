import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IvrVersionSummary } from '@/core/api/ivr-designer-versions';
import { PageLoader } from '@/components/page-loader';
import { useDescribeError } from '@/lib/use-describe-error';
import { useTree } from '@/api/ivr-trees/get-tree';
import { useCan } from '@/components/resource/use-can';
import { useVersions } from '@/api/ivr-versions/get-versions';
import { RestoreVersionModal } from './restore-version-modal';
import type { CompareSide } from './use-side-menu';
import { VersionCompare } from './version-compare';
import { VersionView } from './version-view';
import { VersionsTable } from './versions-table';

type Shown =
  { kind: 'view'; number: number } | { kind: 'compare'; from: CompareSide; to: CompareSide } | null;

/** A tree's published versions: list, view one, compare two (or one with the draft), restore one. */
export function VersionsPage() {
  const { t } = useTranslation(['ivr', 'common']);
  const describeError = useDescribeError();
  const { treeId = '' } = useParams({ strict: false });
  const canRestore = useCan('ivr:write');
  const tree = useTree(treeId);
  const versions = useVersions(treeId);
  const [shown, setShown] = useState<Shown>(null);
  const [restoring, setRestoring] = useState<IvrVersionSummary | null>(null);
  const treeName = tree.data?.name ?? treeId;
  useDocumentTitle(`${t('versions.title', { name: treeName })} · ${t('common:appName')}`);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Anchor component={Link} to="/ivr" size="sm">
          {t('versions.backToTrees')}
        </Anchor>
        <Title order={1}>{t('versions.title', { name: treeName })}</Title>
        <Text c="dimmed">{t('versions.intro')}</Text>
      </Stack>
      {versions.isPending && <PageLoader />}
      {versions.isError && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
          {t('versions.loadFailed', { reason: describeError(versions.error) })}
        </Alert>
      )}
      {versions.data && (
        <VersionsTable
          versions={versions.data.items}
          canRestore={canRestore}
          onView={(number) => setShown({ kind: 'view', number })}
          onCompareWithDraft={(number) => setShown({ kind: 'compare', from: number, to: 'draft' })}
          onRestore={setRestoring}
        />
      )}
      {shown?.kind === 'view' && <VersionView treeId={treeId} number={shown.number} />}
      {shown?.kind === 'compare' && versions.data && (
        <VersionCompare
          treeId={treeId}
          versions={versions.data.items}
          from={shown.from}
          to={shown.to}
          onChange={(from, to) => setShown({ kind: 'compare', from, to })}
        />
      )}
      {restoring && (
        <RestoreVersionModal treeId={treeId} version={restoring} onClose={() => setRestoring(null)} />
      )}
    </Stack>
  );
}
