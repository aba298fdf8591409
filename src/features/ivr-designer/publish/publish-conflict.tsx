import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconGitMerge } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IvrDraft } from '@/core/api/ivr-designer-drafts';
import { diffMenus, isEmptyDiff } from '@/core/ivr/diff/diff-menus';
import { menuOfGraph } from '@/core/ivr/ivr-menu';
import { mergeMenus } from '@/core/ivr/merge/merge-menus';
import { useDescribeError } from '@/lib/use-describe-error';
import { treeGraphQueryOptions } from '@/api/ivr-trees/get-tree-graph';
import { useMergeLiveIntoDraft } from '../api/merge-live-into-draft';
import { DiffList } from './diff-list';
import { MergeCanvases } from './merge-canvases';
import { MergeChoices } from './merge-choices';
import { menuNodeNames } from './menu-names';

interface PublishConflictProps {
  treeId: string;
  /** The draft as reviewed: its menu and the live menu it started from (its base). */
  draft: IvrDraft;
  /** The BFF's own words for the refusal, shown when the live tree itself did not move. */
  detail: string | null;
  onClose: () => void;
  /** The live changes are in the draft now: review and publish again. */
  onMerged: () => void;
}

/**
 * The live tree changed elsewhere after the draft began: nothing was sent. Shows what changed there
 * (base → live now) and merges it into the draft: changes that do not overlap at once, overlapping ones
 * side by side with keep mine / take theirs. Then the person reviews and publishes again.
 */
export function PublishConflict({ treeId, draft, detail, onClose, onMerged }: PublishConflictProps) {
  const { t } = useTranslation('ivr');
  const describeError = useDescribeError();
  const live = useQuery({ ...treeGraphQueryOptions(treeId), staleTime: 0 });
  // Memoised: the side-by-side canvases lay a menu out again whenever they get a new one.
  const liveMenu = useMemo(() => (live.data ? menuOfGraph(live.data) : null), [live.data]);
  const { base } = draft;
  const [choices, setChoices] = useState<ReadonlyMap<string, 'mine' | 'theirs'>>(new Map());
  const merging = useMergeLiveIntoDraft();
  // The same merge the BFF makes, to show what a person must settle before it is made.
  const conflicts = useMemo(
    () => (liveMenu ? mergeMenus(base, liveMenu, draft.menu).conflicts : []),
    [base, liveMenu, draft.menu],
  );
  const merge = () => merging.mutate({ treeId, choices }, { onSuccess: onMerged });
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
      {liveMenu && conflicts.length === 0 && <Text>{t('publish.merge.clean')}</Text>}
      {liveMenu && conflicts.length > 0 && (
        <MergeCanvases mine={draft.menu} theirs={liveMenu} conflicts={conflicts} />
      )}
      {liveMenu && conflicts.length > 0 && (
        <MergeChoices
          conflicts={conflicts}
          choices={choices}
          onChoose={(id, choice) => setChoices(new Map(choices).set(id, choice))}
          nodeName={menuNodeNames(liveMenu, base)}
        />
      )}
      {merging.isError && <Alert color="red">{describeError(merging.error)}</Alert>}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('publish.close')}
        </Button>
        <Button onClick={merge} disabled={!liveMenu} loading={merging.isPending}>
          {t('publish.merge.apply')}
        </Button>
      </Group>
    </Stack>
  );
}
