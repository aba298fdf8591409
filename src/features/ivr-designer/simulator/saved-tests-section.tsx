import { Button, Table, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedCheck } from '@/core/ivr/simulator/check-menu-paths';
import type { PathTestResult } from '@/core/ivr/simulator/run-path-test';
import { DeleteTestModal } from './delete-test-modal';
import { inputsText } from './input-text';
import { outcomeText } from './outcome-text';
import type { SavedCase } from './saved-case';
import { TestResultCell } from './test-result-cell';

/** The supervisor's own tests of the tree, with their results once run and a delete that asks first. */
export function SavedTestsTable({
  treeId,
  checks,
  ran,
  nameOf,
  onShowPath,
}: {
  treeId: string;
  checks: readonly SavedCheck<SavedCase>[];
  ran: boolean;
  nameOf: (nodeId: string) => string;
  onShowPath: (name: string, result: PathTestResult) => void;
}) {
  const { t } = useTranslation('simulator');
  const [deleting, setDeleting] = useState<SavedCase | null>(null);
  if (checks.length === 0) return <Text c="dimmed">{t('savedTests.empty')}</Text>;
  return (
    <>
      <Table striped aria-label={t('savedTests.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('savedTests.name')}</Table.Th>
            <Table.Th scope="col">{t('savedTests.inputs')}</Table.Th>
            <Table.Th scope="col">{t('pathTests.expected')}</Table.Th>
            <Table.Th scope="col">{t('pathTests.result')}</Table.Th>
            <Table.Th scope="col">{t('savedTests.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {checks.map(({ test, result }) => (
            <Table.Tr key={test.id}>
              <Table.Th scope="row" fw={500}>
                {test.name}
              </Table.Th>
              <Table.Td>{inputsText(t, test.inputs)}</Table.Td>
              <Table.Td>{outcomeText(t, test.expected)}</Table.Td>
              <Table.Td>
                <TestResultCell result={ran ? result : undefined} nameOf={nameOf} />
              </Table.Td>
              <Table.Td>
                <Button
                  variant="subtle"
                  size="compact-sm"
                  aria-label={t('pathTests.showPathOf', { name: test.name })}
                  onClick={() => onShowPath(test.name, result)}
                >
                  {t('pathTests.showPath')}
                </Button>
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  leftSection={<IconTrash size={14} aria-hidden />}
                  aria-label={t('savedTests.deleteNamed', { name: test.name })}
                  onClick={() => setDeleting(test)}
                >
                  {t('savedTests.delete')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {deleting && <DeleteTestModal treeId={treeId} test={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}
