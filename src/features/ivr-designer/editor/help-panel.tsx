import { Kbd, Modal, Table } from '@mantine/core';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';

const SHORTCUTS = [
  ['Delete', 'delete'],
  ['Ctrl + Z', 'undo'],
  ['Ctrl + Shift + Z', 'redo'],
  ['Ctrl + C', 'copy'],
  ['Ctrl + V', 'paste'],
  ['Ctrl + F', 'search'],
  ['Tab', 'tab'],
  ['← → ↑ ↓', 'move'],
  ['Enter', 'open'],
  ['Esc', 'escape'],
  ['C', 'connect'],
  ['Shift + S', 'subTree'],
  ['N', 'newNode'],
  ['F', 'focus'],
  ['Shift + click', 'multiSelect'],
  ['?', 'help'],
] as const;

interface HelpPanelProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The keyboard shortcuts of the editor. Mantine's modal takes a moment to mount even while closed (83 ms of
 * the editor's opening with the CPU slowed four times): it is mounted when first opened, then kept for its
 * closing transition.
 */
export const HelpPanel = memo(function HelpPanel({ opened, onClose }: HelpPanelProps) {
  const [wanted, setWanted] = useState(opened);
  if (opened && !wanted) setWanted(true);
  return wanted ? <ShortcutsModal opened={opened} onClose={onClose} /> : null;
});

function ShortcutsModal({ opened, onClose }: HelpPanelProps) {
  const { t } = useTranslation('ivr');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('editor.help.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('publish.close') }}
    >
      <Table>
        <Table.Caption>{t('editor.help.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('editor.help.keys')}</Table.Th>
            <Table.Th scope="col">{t('editor.help.does')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {SHORTCUTS.map(([keys, action]) => (
            <Table.Tr key={action}>
              <Table.Td>
                <Kbd>{keys}</Kbd>
              </Table.Td>
              <Table.Td>{t(`editor.help.actions.${action}`)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
