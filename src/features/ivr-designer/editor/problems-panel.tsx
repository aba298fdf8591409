import { memo } from 'react';
import { Badge, Group, ScrollArea, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MenuProblem } from '@/core/ivr/validation/menu-problem';
import { problemText } from '../flow/problem-text';
import { useEditorStore } from '../store/editor-store';
import { elementOfProblem } from './use-menu-problems';

/** Enough for a screen; the count says how many there are in all. */
const SHOWN_MAX = 200;

/** Every problem of the menu in words; clicking one selects its node or key and centres it. */
export const ProblemsPanel = memo(function ProblemsPanel({
  problems,
  onShow,
}: {
  problems: MenuProblem[];
  onShow: (id: string) => void;
}) {
  const { t } = useTranslation('ivr');
  const nodes = useEditorStore((state) => state.menu.nodes);
  const nameOf = (nodeId: string | undefined) => nodes.find((node) => node.id === nodeId)?.name;
  const errors = problems.filter((found) => found.severity === 'error').length;
  return (
    <Stack gap={4} component="section" aria-labelledby="ivr-problems-title">
      <Group justify="space-between">
        <Title order={2} size="h5" id="ivr-problems-title">
          {t('problems.title')}
        </Title>
        <Text size="xs" c="dimmed">
          {t('problems.count', { errors, warnings: problems.length - errors })}
        </Text>
      </Group>
      {problems.length === 0 && <Text size="sm">{t('problems.none')}</Text>}
      <ScrollArea.Autosize mah={220}>
        <ul className="ivr-problems">
          {problems.slice(0, SHOWN_MAX).map((found, index) => {
            const id = elementOfProblem(found);
            const where = nameOf(found.nodeId);
            const text = problemText(t, found);
            return (
              <li key={`${found.code}:${id ?? ''}:${index}`}>
                <UnstyledButton
                  disabled={!id}
                  onClick={() => id && onShow(id)}
                  className="ivr-problems__item"
                >
                  <Badge size="xs" color={found.severity === 'error' ? 'red' : 'yellow'} mr={6}>
                    {t(`canvas.problem.${found.severity}`)}
                  </Badge>
                  {where && <strong>{where}: </strong>}
                  {text}
                </UnstyledButton>
              </li>
            );
          })}
        </ul>
      </ScrollArea.Autosize>
    </Stack>
  );
});
