import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TreeListRow } from '@/api/ivr-trees/get-trees';
import { PublishedCell } from './published-cell';
import { TreeEditorLink } from './tree-editor-link';
import { TreeRowActions, type TreeAction } from './tree-row-actions';

interface TreesTableProps {
  trees: TreeListRow[];
  canWrite: boolean;
  onChoose: (action: TreeAction, tree: TreeListRow) => void;
}

/** One row per tree: what a caller enters, how big it is, when it went live, and who is editing it. */
export function TreesTable({ trees, canWrite, onChoose }: TreesTableProps) {
  const { t } = useTranslation('ivr');
  const none = <Text c="dimmed">—</Text>;
  return (
    <>
      <Table.ScrollContainer minWidth={720}>
        <Table striped highlightOnHover captionSide="top">
          <Table.Caption>{t('trees.tableCaption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('trees.columns.name')}</Table.Th>
              <Table.Th scope="col">{t('trees.columns.root')}</Table.Th>
              <Table.Th scope="col">{t('trees.columns.nodes')}</Table.Th>
              <Table.Th scope="col">{t('trees.columns.published')}</Table.Th>
              <Table.Th scope="col">{t('trees.columns.editing')}</Table.Th>
              <Table.Th scope="col">{t('trees.columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {trees.map((tree) => (
              <Table.Tr key={tree.id}>
                <Table.Th scope="row">
                  <TreeEditorLink treeId={tree.id} name={tree.name} />
                </Table.Th>
                <Table.Td>{tree.rootNodeName ?? none}</Table.Td>
                <Table.Td>{tree.nodeCount ?? none}</Table.Td>
                <Table.Td>
                  <PublishedCell published={tree.lastPublished} hasDraft={tree.hasDraft} />
                </Table.Td>
                <Table.Td>
                  {tree.editors.length > 0
                    ? tree.editors.map((editor) => editor.displayName).join(', ')
                    : none}
                </Table.Td>
                <Table.Td>
                  <TreeRowActions
                    treeName={tree.name}
                    canWrite={canWrite}
                    onChoose={(action) => onChoose(action, tree)}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {trees.length === 0 && <Text c="dimmed">{t('trees.empty')}</Text>}
    </>
  );
}
