import { Alert, List, Stack } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MenuProblem } from '@/core/ivr/validation/menu-problem';
import { problemText } from '../flow/problem-text';

interface ProblemListProps {
  problems: readonly MenuProblem[];
  nodeName: (nodeId: string) => string;
}

/** Errors (which block publishing) and warnings of the draft, in words. */
export function ProblemList({ problems, nodeName }: ProblemListProps) {
  const { t } = useTranslation('ivr');
  const errors = problems.filter((found) => found.severity === 'error');
  const warnings = problems.filter((found) => found.severity === 'warning');
  const sentence = (found: MenuProblem) => {
    const where = found.nodeId ? t('publish.problems.at', { name: nodeName(found.nodeId) }) : '';
    // The same wording as the editor's problems panel, after the node's name.
    return `${where}${problemText(t, found, { name: found.nodeId ? nodeName(found.nodeId) : '' })}`;
  };
  return (
    <Stack gap="sm">
      {errors.length > 0 && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('publish.problems.errorsTitle')}>
          <List size="sm" aria-label={t('publish.problems.errorsTitle')}>
            {errors.map((found, index) => (
              <List.Item key={`${found.code}-${found.nodeId ?? ''}-${found.keyId ?? ''}-${index}`}>
                {sentence(found)}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {warnings.length > 0 && (
        <Alert
          color="orange"
          icon={<IconAlertTriangle aria-hidden />}
          title={t('publish.problems.warningsTitle')}
        >
          <List size="sm" aria-label={t('publish.problems.warningsTitle')}>
            {warnings.map((found, index) => (
              <List.Item key={`${found.code}-${found.nodeId ?? ''}-${found.keyId ?? ''}-${index}`}>
                {sentence(found)}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
