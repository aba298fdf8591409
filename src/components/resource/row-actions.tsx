import { ActionIcon, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HoverHint } from '../hover-hint';

interface RowActionsProps {
  /** How the row is named to a person, e.g. the agent's name. */
  name: string;
  onEdit?: () => void;
  onDelete?: () => void;
  /** False when the role may not change this kind of object: the buttons are not offered. */
  canWrite: boolean;
}

/**
 * Edit and delete buttons of one row, named after the row for screen readers and tests. Their hints are
 * HoverHints: a list's first load need not bring the tooltip's positioning code.
 */
export function RowActions({ name, onEdit, onDelete, canWrite }: RowActionsProps) {
  const { t } = useTranslation('resources');
  if (!canWrite) return null;
  return (
    <Group gap={4} wrap="nowrap">
      {onEdit && (
        <HoverHint label={t('actions.edit')}>
          <ActionIcon variant="subtle" aria-label={t('actions.editNamed', { name })} onClick={onEdit}>
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
        </HoverHint>
      )}
      {onDelete && (
        <HoverHint label={t('actions.delete')}>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('actions.deleteNamed', { name })}
            onClick={onDelete}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </HoverHint>
      )}
    </Group>
  );
}
