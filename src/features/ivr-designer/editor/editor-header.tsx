import { Anchor, Badge, Button, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { IvrEditor } from '../../../core/api/ivr-designer-drafts';
import { useDescribeError } from '../../../lib/use-describe-error';
import type { SaveStatus } from './use-autosave';

interface EditorHeaderProps {
  title: string;
  status: SaveStatus;
  onRetry: () => void;
  /** Everyone with the tree open; this person is left out by userId. */
  editors: IvrEditor[];
  myUserId: string;
  readOnly: boolean;
  children?: ReactNode;
}

function SaveState({ status, onRetry }: { status: SaveStatus; onRetry: () => void }) {
  const { t } = useTranslation('ivr');
  const describeError = useDescribeError();
  switch (status.kind) {
    case 'saved':
      return (
        <Badge color="green" variant="light">
          {t('editor.save.saved')}
        </Badge>
      );
    case 'pending':
    case 'saving':
      return (
        <Badge color="blue" variant="light">
          {t('editor.save.saving')}
        </Badge>
      );
    case 'conflict':
      return <Badge color="orange">{t('editor.save.conflict')}</Badge>;
    case 'failed':
      return (
        <Group gap={4}>
          <Badge color="red">{t('editor.save.failed', { reason: describeError(status.error) })}</Badge>
          <Button size="compact-xs" variant="subtle" onClick={onRetry}>
            {t('editor.save.retry')}
          </Button>
        </Group>
      );
  }
}

/** The tree's name, its save state, who else has it open, search and publish. */
export function EditorHeader({
  title,
  status,
  onRetry,
  editors,
  myUserId,
  readOnly,
  children,
}: EditorHeaderProps) {
  const { t } = useTranslation('ivr');
  const others = editors.filter((editor) => editor.userId !== myUserId);
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Group gap="sm">
        <Anchor href="/ivr" size="sm">
          {t('editor.back')}
        </Anchor>
        <Title order={1} size="h3">
          {title}
        </Title>
        {readOnly ? (
          <Badge color="gray">{t('editor.readOnly')}</Badge>
        ) : (
          <SaveState status={status} onRetry={onRetry} />
        )}
        {others.length > 0 && (
          <Text size="sm" c="orange" role="status">
            {t('editor.othersEditing', { names: others.map((editor) => editor.displayName).join(', ') })}
          </Text>
        )}
      </Group>
      <Group gap="xs">{children}</Group>
    </Group>
  );
}
