import { Alert, Button, Group, Loader, Stack } from '@mantine/core';
import { IconGitMerge } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { diffMenus, isEmptyDiff } from '../../../../core/ivr/diff/diff-menus';
import { menuOfGraph, type IvrMenu } from '../../../../core/ivr/ivr-menu';
import { useDescribeError } from '../../../../lib/use-describe-error';
import { treeGraphQueryOptions } from '../../trees/api/get-tree-graph';
import { DiffList } from './diff-list';
import { menuNodeNames } from './menu-names';

interface PublishConflictProps {
  treeId: string;
  /** The live menu the draft started from. */
  base: IvrMenu;
  /** The BFF's own words for the refusal, shown when the live tree itself did not move. */
  detail: string | null;
  onClose: () => void;
}

/**
 * The live tree changed elsewhere after the draft began: nothing was sent. Shows what changed there
 * (base → live now), so the person can take it into the draft instead of overwriting it.
 */
export function PublishConflict({ treeId, base, detail, onClose }: PublishConflictProps) {
  const { t } = useTranslation('ivr');
  const describeError = useDescribeError();
  const live = useQuery({ ...treeGraphQueryOptions(treeId), staleTime: 0 });
  const liveMenu = live.data ? menuOfGraph(live.data) : null;
  return (
    <Stack>
      <Alert color="orange" icon={<IconGitMerge aria-hidden />} title={t('publish.conflict.title')}>
        {t('publish.conflict.explanation')}
      </Alert>
      {live.isPending && <Loader size="sm" role="progressbar" aria-label={t('publish.conflict.loading')} />}
      {live.isError && <Alert color="red">{describeError(live.error)}</Alert>}
      {liveMenu && isEmptyDiff(diffMenus(base, liveMenu)) && detail && <Alert color="orange">{detail}</Alert>}
      {liveMenu && (
        <DiffList
          diff={diffMenus(base, liveMenu)}
          label={t('publish.conflict.listLabel')}
          nodeName={menuNodeNames(liveMenu, base)}
        />
      )}
      <Group justify="flex-end">
        <Button onClick={onClose}>{t('publish.close')}</Button>
      </Group>
    </Stack>
  );
}
