import { Kbd, Modal, Table } from '@mantine/core';
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

/** The keyboard shortcuts of the editor. */
export function HelpPanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
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
