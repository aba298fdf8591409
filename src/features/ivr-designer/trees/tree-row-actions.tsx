import { ActionIcon, Menu } from '@mantine/core';
import { IconCopy, IconDots, IconDownload, IconHistory, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type TreeAction = 'versions' | 'rename' | 'duplicate' | 'export' | 'delete';

interface TreeRowActionsProps {
  treeName: string;
  /** Without ivr:write only the export is offered. */
  canWrite: boolean;
  onChoose: (action: TreeAction) => void;
}

export function TreeRowActions({ treeName, canWrite, onChoose }: TreeRowActionsProps) {
  const { t } = useTranslation('ivr');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={t('trees.actionsFor', { name: treeName })}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconHistory size={16} aria-hidden />} onClick={() => onChoose('versions')}>
          {t('trees.versions.action')}
        </Menu.Item>
        {canWrite && (
          <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => onChoose('rename')}>
            {t('trees.rename.action')}
          </Menu.Item>
        )}
        {canWrite && (
          <Menu.Item leftSection={<IconCopy size={16} aria-hidden />} onClick={() => onChoose('duplicate')}>
            {t('trees.duplicate.action')}
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconDownload size={16} aria-hidden />} onClick={() => onChoose('export')}>
          {t('trees.export.action')}
        </Menu.Item>
        {canWrite && (
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => onChoose('delete')}
          >
            {t('trees.delete.action')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
