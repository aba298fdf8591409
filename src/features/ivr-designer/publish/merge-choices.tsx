import { SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { conflictId, type MergeConflict } from '@/core/ivr/merge/merge-menus';
import { keyLabelWith } from '../flow/use-key-label';

type Choice = 'mine' | 'theirs';

/** What one side holds for a conflict, as a person reads it. */
function describeSide(conflict: MergeConflict, side: 'theirs' | 'ours', deleted: string): string {
  const value = conflict[side];
  if (value === null) return deleted;
  if (typeof value === 'string') return value;
  if (conflict.field === null) return 'name' in value ? value.name : value.key;
  const field: unknown = (value as Record<string, unknown>)[conflict.field];
  return typeof field === 'string' ? field : JSON.stringify(field);
}

/** Each change made both in the draft and in the live tree, mine and theirs side by side, with a choice. */
export function MergeChoices({
  conflicts,
  choices,
  onChoose,
  nodeName,
}: {
  conflicts: MergeConflict[];
  choices: ReadonlyMap<string, Choice>;
  onChoose: (id: string, choice: Choice) => void;
  nodeName: (id: string) => string;
}) {
  const { t } = useTranslation('ivr');
  const deleted = t('publish.merge.deleted');
  return (
    <Stack gap="xs">
      <Text fw={500}>{t('publish.merge.conflicts', { count: conflicts.length })}</Text>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('publish.merge.what')}</Table.Th>
            <Table.Th>{t('publish.merge.mine')}</Table.Th>
            <Table.Th>{t('publish.merge.theirs')}</Table.Th>
            <Table.Th>{t('publish.merge.keep')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {conflicts.map((conflict) => {
            const id = conflictId(conflict);
            const what =
              conflict.kind === 'root'
                ? t('publish.merge.root')
                : conflict.kind === 'node'
                  ? nodeName(conflict.id)
                  : t('publish.merge.keyOf', {
                      key: keyLabelWith(t, conflict.base.key),
                      node: nodeName(conflict.base.nodeId),
                    });
            const field = conflict.field
              ? t(`publish.diff.fields.${conflict.field}` as 'publish.diff.fields.name')
              : null;
            const label = field ? `${what} · ${field}` : what;
            return (
              <Table.Tr key={id}>
                <Table.Td>{label}</Table.Td>
                <Table.Td>{describeSide(conflict, 'ours', deleted)}</Table.Td>
                <Table.Td>{describeSide(conflict, 'theirs', deleted)}</Table.Td>
                <Table.Td>
                  <SegmentedControl
                    size="xs"
                    aria-label={t('publish.merge.choiceFor', { what: label })}
                    value={choices.get(id) ?? 'mine'}
                    onChange={(value) => onChoose(id, value === 'theirs' ? 'theirs' : 'mine')}
                    data={[
                      { value: 'mine', label: t('publish.merge.keepMine') },
                      { value: 'theirs', label: t('publish.merge.takeTheirs') },
                    ]}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
