import { Alert, Group, Loader, NativeSelect, Stack, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { IvrVersionSummary } from '@/core/api/ivr-designer-versions';
import { diffMenus } from '@/core/ivr/diff/diff-menus';
import { useDescribeError } from '@/lib/use-describe-error';
import { DiffCanvas } from '../publish/diff-canvas';
import { DiffList } from '../publish/diff-list';
import { menuNodeNames } from '../publish/menu-names';
import { useSideMenu, type CompareSide } from './use-side-menu';

interface VersionCompareProps {
  treeId: string;
  versions: IvrVersionSummary[];
  from: CompareSide;
  to: CompareSide;
  onChange: (from: CompareSide, to: CompareSide) => void;
}

const sideOf = (value: string): CompareSide => (value === 'draft' ? 'draft' : Number(value));

/** What changed from one version (or the draft) to another, as a list and on the canvas. */
export function VersionCompare({ treeId, versions, from, to, onChange }: VersionCompareProps) {
  const { t } = useTranslation('ivr');
  const describeError = useDescribeError();
  const before = useSideMenu(treeId, from);
  const after = useSideMenu(treeId, to);
  const options = [
    { value: 'draft', label: t('versions.draft') },
    ...versions.map((version) => ({
      value: String(version.number),
      label: t('versions.name', { number: version.number }),
    })),
  ];
  const error = before.error ?? after.error;
  // Memoized: the canvas lays out again whenever the diff object changes.
  const diff = useMemo(
    () => (before.menu && after.menu ? diffMenus(before.menu, after.menu) : null),
    [before.menu, after.menu],
  );
  return (
    <Stack>
      <Title order={2}>{t('versions.compareTitle')}</Title>
      <Group grow>
        <NativeSelect
          label={t('versions.compareFrom')}
          data={options}
          value={String(from)}
          onChange={(event) => onChange(sideOf(event.currentTarget.value), to)}
        />
        <NativeSelect
          label={t('versions.compareTo')}
          data={options}
          value={String(to)}
          onChange={(event) => onChange(from, sideOf(event.currentTarget.value))}
        />
      </Group>
      {(before.pending || after.pending) && !error && (
        <Loader size="sm" role="progressbar" aria-label={t('versions.loading')} />
      )}
      {error !== null && error !== undefined && <Alert color="red">{describeError(error)}</Alert>}
      {before.menu && after.menu && diff && (
        <>
          <DiffList
            diff={diff}
            label={t('versions.differences')}
            nodeName={menuNodeNames(after.menu, before.menu)}
          />
          <DiffCanvas menu={after.menu} diff={diff} />
        </>
      )}
    </Stack>
  );
}
