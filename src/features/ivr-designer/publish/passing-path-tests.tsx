import { Button, Collapse, List } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PathTestLine } from './path-test-lines';

/** The tests that passed, folded away: the failures are what the review is about. */
export function PassingPathTests({
  lines,
  sentence,
}: {
  lines: readonly PathTestLine[];
  sentence: (line: PathTestLine) => string;
}) {
  const { t } = useTranslation('ivr');
  const [expanded, { toggle }] = useDisclosure(false);
  const listId = useId();
  if (lines.length === 0) return null;
  return (
    <div>
      <Button
        variant="subtle"
        size="compact-sm"
        onClick={toggle}
        aria-expanded={expanded}
        aria-controls={listId}
      >
        {expanded
          ? t('publish.pathTests.hidePassing')
          : t('publish.pathTests.showPassing', { count: lines.length })}
      </Button>
      <Collapse expanded={expanded} id={listId}>
        <List size="sm" aria-label={t('publish.pathTests.passingLabel')}>
          {lines.map((line) => (
            <List.Item key={line.id}>{sentence(line)}</List.Item>
          ))}
        </List>
      </Collapse>
    </div>
  );
}
