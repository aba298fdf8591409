import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SortDirection } from './list-search';

interface SortableHeaderProps {
  label: string;
  /** The direction this column is sorted in, or undefined when another column (or none) is. */
  direction: SortDirection | undefined;
  onSort: () => void;
}

/** A column header that sorts on click, announcing its state with aria-sort. */
export function SortableHeader({ label, direction, onSort }: SortableHeaderProps) {
  const { t } = useTranslation('resources');
  const Icon =
    direction === 'asc' ? IconSortAscending : direction === 'desc' ? IconSortDescending : IconArrowsSort;
  const ariaSort = direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none';
  return (
    <Table.Th scope="col" aria-sort={ariaSort}>
      <UnstyledButton onClick={onSort} title={t('table.sortBy', { column: label })} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap">
          {label}
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
