import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IvrMenu } from '../../../core/ivr/ivr-menu';
import { generatePathTests, type PathInput } from '../../../core/ivr/simulator/path-tests';
import { runPathTest, type PathTestResult } from '../../../core/ivr/simulator/run-path-test';
import { outcomeText } from './outcome-text';

/**
 * One generated call per key of every node reachable from the root, run on the simulator: the coverage
 * says how many of those keys a passing test went through.
 */
export function PathTestsPanel({ menu, nameOf }: { menu: IvrMenu; nameOf: (nodeId: string) => string }) {
  const { t } = useTranslation('simulator');
  const suite = useMemo(() => generatePathTests(menu), [menu]);
  const [results, setResults] = useState<{ menu: IvrMenu; byKey: Map<string, PathTestResult> } | null>(null);
  const byKey = results?.menu === menu ? results.byKey : null;
  const runAll = () =>
    setResults({ menu, byKey: new Map(suite.tests.map((test) => [test.keyId, runPathTest(menu, test)])) });
  const keyCount = suite.tests.length + suite.uncoverable.length;
  const passed = byKey ? [...byKey.values()].filter((result) => result.passed).length : 0;
  const inputText = (input: PathInput) =>
    input === 'timeout' ? t('pathTests.timeout') : input === 'hangUp' ? t('pathTests.hangUp') : input;
  return (
    <Stack>
      <Group justify="space-between">
        <Text role="status">
          {byKey
            ? t('pathTests.coverage', { passed, tests: suite.tests.length, keys: keyCount })
            : t('pathTests.notRun', { tests: suite.tests.length, keys: keyCount })}
        </Text>
        <Button onClick={runAll} disabled={suite.tests.length === 0}>
          {t('pathTests.runAll')}
        </Button>
      </Group>
      {suite.uncoverable.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('pathTests.uncoverable', { count: suite.uncoverable.length })}
        </Text>
      )}
      <Table striped aria-label={t('pathTests.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('pathTests.node')}</Table.Th>
            <Table.Th scope="col">{t('pathTests.key')}</Table.Th>
            <Table.Th scope="col">{t('pathTests.walk')}</Table.Th>
            <Table.Th scope="col">{t('pathTests.expected')}</Table.Th>
            <Table.Th scope="col">{t('pathTests.result')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {suite.tests.map((test) => {
            const result = byKey?.get(test.keyId);
            return (
              <Table.Tr key={test.keyId}>
                <Table.Td>{nameOf(test.nodeId)}</Table.Td>
                <Table.Td>{test.key}</Table.Td>
                <Table.Td>
                  {test.walk.map((step) => `${nameOf(step.nodeId)}: ${inputText(step.input)}`).join(' → ')}
                </Table.Td>
                <Table.Td>{outcomeText(t, test.expected)}</Table.Td>
                <Table.Td>
                  {result === undefined ? (
                    <Text c="dimmed">{t('pathTests.pending')}</Text>
                  ) : (
                    <Badge color={result.passed ? 'green' : 'red'}>
                      {result.passed ? t('pathTests.passed') : t('pathTests.failed')}
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
