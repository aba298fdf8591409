import { Alert, Loader, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDescribeError } from '@/lib/use-describe-error';
import { DiffCanvas } from '../publish/diff-canvas';
import { useVersion } from '@/api/ivr-versions/get-version';

/** One version as it was published, read-only on the canvas. */
export function VersionView({ treeId, number }: { treeId: string; number: number }) {
  const { t } = useTranslation('ivr');
  const describeError = useDescribeError();
  const version = useVersion(treeId, number);
  return (
    <Stack>
      <Title order={2}>{t('versions.viewTitle', { number })}</Title>
      {version.isPending && <Loader size="sm" role="progressbar" aria-label={t('versions.loading')} />}
      {version.isError && <Alert color="red">{describeError(version.error)}</Alert>}
      {version.data && <DiffCanvas menu={version.data.menu} />}
    </Stack>
  );
}
