import { Badge, ColorSwatch, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LiveStatusBadge } from '../live/live-status-badge';
import type { DraftConnection, LiveStatus } from '../live/draft-connection';
import { type OtherEditor, useOtherEditors } from '../live/use-draft-presence';
import { EditorTitle } from './editor-title';

interface EditorHeaderProps {
  title: string;
  status: LiveStatus;
  /** The draft, whose other editors are named. */
  connection: DraftConnection;
  /** The signed-in user, whose other tabs are not named. */
  myId: string;
  readOnly: boolean;
  children?: ReactNode;
}

/** The tree's name, whether edits are reaching everyone, who else is in the draft, search and publish. */
export function EditorHeader({ title, status, connection, myId, readOnly, children }: EditorHeaderProps) {
  const { t } = useTranslation('ivr');
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Group gap="sm">
        <EditorTitle title={title} />
        {readOnly && <Badge color="gray">{t('editor.readOnly')}</Badge>}
        <LiveStatusBadge status={status} />
        <OthersEditing connection={connection} myId={myId} />
      </Group>
      <Group gap="xs">{children}</Group>
    </Group>
  );
}

/** What the header draws of the others: their pointers and selections move without it. */
const namesOf = (others: OtherEditor[]) => others.map(({ clientId, user }) => ({ clientId, user }));

/** Who else has the draft open, each with their colour. */
function OthersEditing({ connection, myId }: { connection: DraftConnection; myId: string }) {
  const { t } = useTranslation('ivr');
  const others = useOtherEditors(connection, myId, namesOf);
  if (others.length === 0) return null;
  return (
    <Group gap={6}>
      {others.map(({ clientId, user }) => (
        <ColorSwatch key={clientId} color={user.color} size={12} aria-hidden="true" />
      ))}
      <Text size="sm" c="orange.9" role="status">
        {t('editor.othersEditing', { names: others.map((other) => other.user.name).join(', ') })}
      </Text>
    </Group>
  );
}
