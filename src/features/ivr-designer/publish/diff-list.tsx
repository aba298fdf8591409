import { List, Text, ThemeIcon } from '@mantine/core';
import { IconMinus, IconPencil, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MenuDiff } from '@/core/ivr/diff/diff-menus';
import { isEmptyDiff } from '@/core/ivr/diff/diff-menus';
import { ChangeDetailList } from './change-detail-list';
import { diffSentences, type DiffSentence } from './diff-sentences';

const ICONS = { added: IconPlus, changed: IconPencil, removed: IconMinus } as const;

/** The kind of change drawn beside its sentence, which already says it in words; the text stays readable. */
function KindIcon({ kind }: { kind: DiffSentence['kind'] }) {
  const Icon = ICONS[kind];
  const color = { added: 'green', changed: 'yellow', removed: 'red' }[kind];
  return (
    <ThemeIcon color={color} variant="light" size={18} radius="xl" aria-hidden>
      <Icon size={12} />
    </ThemeIcon>
  );
}

interface DiffListProps {
  diff: MenuDiff;
  /** How the list is announced, e.g. "Changes to publish". */
  label: string;
  nodeName: (nodeId: string) => string;
}

/**
 * What changed between two menus, one sentence per node or key added, changed or removed; under a
 * changed one, each field's old and new value.
 */
export function DiffList({ diff, label, nodeName }: DiffListProps) {
  const { t } = useTranslation('ivr');
  if (isEmptyDiff(diff)) return <Text c="dimmed">{t('publish.diff.none')}</Text>;
  const items = diffSentences(t, diff, nodeName);
  return (
    <List aria-label={label} spacing={4} size="sm">
      {items.map((item) => (
        <List.Item key={item.id} icon={<KindIcon kind={item.kind} />}>
          <Text span size="sm">
            {item.text}
          </Text>
          {item.details && item.details.length > 0 && (
            <ChangeDetailList
              details={item.details}
              label={t('publish.diff.detailsOf', { change: item.text })}
            />
          )}
        </List.Item>
      ))}
    </List>
  );
}
