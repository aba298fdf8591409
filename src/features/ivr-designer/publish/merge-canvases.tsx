import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { IvrMenu } from '@/core/ivr/ivr-menu';
import type { MergeConflict } from '@/core/ivr/merge/merge-menus';
import { DiffCanvas } from './diff-canvas';

/** The nodes and keys a conflict is about on one side (the root's conflict: that side's root node). */
function conflictElements(conflicts: readonly MergeConflict[], side: 'ours' | 'theirs'): Set<string> {
  const ids = new Set<string>();
  for (const conflict of conflicts) {
    if (conflict.kind !== 'root') ids.add(conflict.id);
    else if (conflict[side] !== null) ids.add(conflict[side]);
  }
  return ids;
}

/**
 * The draft and the live tree side by side, each with the places both sides changed marked, so a
 * person sees where the overlap sits in the menu before choosing field by field.
 */
export function MergeCanvases({
  mine,
  theirs,
  conflicts,
}: {
  mine: IvrMenu;
  theirs: IvrMenu;
  conflicts: readonly MergeConflict[];
}) {
  const { t } = useTranslation('ivr');
  const ours = useMemo(() => conflictElements(conflicts, 'ours'), [conflicts]);
  const live = useMemo(() => conflictElements(conflicts, 'theirs'), [conflicts]);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} role="group" aria-label={t('publish.merge.canvases')}>
      <Stack gap={4} role="region" aria-label={t('publish.merge.mine')}>
        <Text size="sm" fw={500}>
          {t('publish.merge.mine')}
        </Text>
        <DiffCanvas menu={mine} conflicts={ours} height={260} />
      </Stack>
      <Stack gap={4} role="region" aria-label={t('publish.merge.theirs')}>
        <Text size="sm" fw={500}>
          {t('publish.merge.theirs')}
        </Text>
        <DiffCanvas menu={theirs} conflicts={live} height={260} />
      </Stack>
    </SimpleGrid>
  );
}
