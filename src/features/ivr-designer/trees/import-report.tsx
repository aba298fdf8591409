import { Alert, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { TreeImported } from '@/core/api/ivr-designer-trees';

type ImportIssue = TreeImported['report']['issues'][number];

/** What an import brought in and left out; the menu waits in the new tree's draft to be reviewed. */
export function ImportReport({ imported, onClose }: { imported: TreeImported; onClose: () => void }) {
  const { t } = useTranslation('ivr');
  const { issues } = imported.report;
  const sentence = (issue: ImportIssue) => {
    const what = t(`trees.import.items.${issue.item}`, {
      position: issue.index === undefined ? '' : issue.index + 1,
      id: issue.id ?? '',
    });
    return `${what}: ${t(`trees.import.reasons.${issue.reason}`, { field: issue.field ?? '' })}`;
  };
  const counts = { nodes: imported.report.imported.nodes, keys: imported.report.imported.keys };
  return (
    <Stack>
      <Title order={3}>{t('trees.import.reportTitle')}</Title>
      {issues.length === 0 ? (
        <Alert color="green" icon={<IconCircleCheck aria-hidden />}>
          {t('trees.import.allImported', counts)}
        </Alert>
      ) : (
        <Alert color="orange" title={t('trees.import.imported', counts)}>
          <List size="sm" aria-label={t('trees.import.skippedTitle', { count: issues.length })}>
            {issues.map((issue, index) => (
              <List.Item key={index}>{sentence(issue)}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Text>{t('trees.import.draftNote')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('trees.import.close')}
        </Button>
        <Button
          renderRoot={(props) => (
            <Link {...props} to="/ivr/$treeId" params={{ treeId: imported.treeId }} onClick={onClose} />
          )}
        >
          {t('trees.import.open')}
        </Button>
      </Group>
    </Stack>
  );
}
