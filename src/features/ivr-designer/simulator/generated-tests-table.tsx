import { Button, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GeneratedCheck } from '@/core/ivr/simulator/check-menu-paths';
import type { PathTestResult } from '@/core/ivr/simulator/run-path-test';
import { walkText } from './input-text';
import { outcomeText } from './outcome-text';
import { pathTimeText } from './path-time';
import { TestResultCell } from './test-result-cell';

/** The generated tests: one call per reachable key, its path, depth and time, and its result once run. */
export function GeneratedTestsTable({
  checks,
  ran,
  nameOf,
  onShowPath,
}: {
  checks: readonly GeneratedCheck[];
  ran: boolean;
  nameOf: (nodeId: string) => string;
  onShowPath: (name: string, result: PathTestResult) => void;
}) {
  const { t } = useTranslation('simulator');
  return (
    <Table striped aria-label={t('pathTests.label')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('pathTests.node')}</Table.Th>
          <Table.Th scope="col">{t('pathTests.key')}</Table.Th>
          <Table.Th scope="col">{t('pathTests.walk')}</Table.Th>
          <Table.Th scope="col">{t('pathTests.expected')}</Table.Th>
          <Table.Th scope="col">{t('pathTests.depth')}</Table.Th>
          <Table.Th scope="col">{t('pathTests.time')}</Table.Th>
          <Table.Th scope="col">{t('pathTests.result')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {checks.map(({ test, result, deadEnd, depth, ms, exact }) => {
          const walk = walkText(t, nameOf, test.walk);
          return (
            <Table.Tr key={test.keyId}>
              <Table.Td>{nameOf(test.nodeId)}</Table.Td>
              <Table.Td>{test.key}</Table.Td>
              <Table.Td>
                {walk}
                <Button
                  variant="subtle"
                  size="compact-xs"
                  ml="xs"
                  aria-label={t('pathTests.showPathOf', { name: walk })}
                  onClick={() => onShowPath(walk, result)}
                >
                  {t('pathTests.showPath')}
                </Button>
              </Table.Td>
              <Table.Td>{outcomeText(t, test.expected)}</Table.Td>
              <Table.Td>{depth}</Table.Td>
              <Table.Td>{pathTimeText(t, ms, exact)}</Table.Td>
              <Table.Td>
                <TestResultCell result={ran ? result : undefined} deadEnd={deadEnd} nameOf={nameOf} />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
