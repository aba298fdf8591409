import { Button, Code, List, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@/core/api/users';

type FieldChange = { before?: unknown; after?: unknown; secret?: string };

const shownValue = (value: unknown) =>
  value === null || value === undefined
    ? '—'
    : typeof value === 'string'
      ? `'${value}'`
      : JSON.stringify(value);

/** The changed fields of an entry, `field: before → after`; a secret reads "changed", never its value. */
export function changesOf(entry: AuditEntry): Array<{ field: string; text: string | null }> {
  const changes = entry.detail?.changes;
  if (typeof changes !== 'object' || changes === null) return [];
  return Object.entries(changes as Record<string, FieldChange>).map(([field, change]) => ({
    field,
    text: change.secret ? null : `${shownValue(change.before)} → ${shownValue(change.after)}`,
  }));
}

/** One line a person reads: the changes, or why the attempt was refused. */
export function AuditEntrySummary({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const changes = changesOf(entry);
  const reason = typeof entry.detail?.reason === 'string' ? entry.detail.reason : null;
  return (
    <Stack gap={2}>
      {changes.map(({ field, text }) => (
        <Text size="sm" key={field}>
          {field}: {text ?? t('audit.secretChanged')}
        </Text>
      ))}
      {reason && (
        <Text size="sm" c="red">
          {t('audit.reason', { reason })}
        </Text>
      )}
      <Button variant="subtle" size="compact-xs" w="fit-content" onClick={() => setOpen(true)}>
        {t('audit.showDetail')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('audit.detailTitle')} size="lg">
        <List size="sm" spacing={4}>
          <List.Item>
            {t('audit.columns.action')}: <Code>{entry.action}</Code>
          </List.Item>
          <List.Item>
            {t('audit.columns.target')}: {entry.targetName ?? '—'}{' '}
            {entry.target && <Code>{entry.target}</Code>}
          </List.Item>
          <List.Item>IP: {entry.ip ?? '—'}</List.Item>
        </List>
        <Code block mt="sm">
          {JSON.stringify(entry.detail, null, 2)}
        </Code>
      </Modal>
    </Stack>
  );
}
