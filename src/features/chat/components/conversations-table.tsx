import { Button, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChatConversation } from '@/core/api/chat';
import { formatChatTime } from './chat-time';

interface ConversationsTableProps {
  conversations: ChatConversation[];
  selected: string | undefined;
  onOpen: (conversationId: string) => void;
}

/** Conversations, newest first; opening one shows its thread beside the list. */
export function ConversationsTable({ conversations, selected, onOpen }: ConversationsTableProps) {
  const { t, i18n } = useTranslation('chat');
  // Scrolls inside its column rather than running under the thread beside it.
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table highlightOnHover aria-label={t('conversations.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('conversations.name')}</Table.Th>
            <Table.Th>{t('conversations.created')}</Table.Th>
            <Table.Th>{t('conversations.participants')}</Table.Th>
            <Table.Th>{t('conversations.messages')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {conversations.map((conversation) => {
            const name = conversation.displayName || conversation.name || conversation.id;
            return (
              <Table.Tr
                key={conversation.id}
                bg={conversation.id === selected ? 'var(--mantine-color-blue-light)' : undefined}
              >
                <Table.Td>
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    onClick={() => onOpen(conversation.id)}
                    aria-current={conversation.id === selected ? 'true' : undefined}
                    aria-label={t('conversations.open', { name })}
                  >
                    {name}
                  </Button>
                </Table.Td>
                <Table.Td>{formatChatTime(conversation.created, i18n.language)}</Table.Td>
                <Table.Td>
                  <Text size="sm" truncate maw={160} title={conversation.idFromUserIds}>
                    {conversation.idFromUserIds}
                  </Text>
                </Table.Td>
                <Table.Td>{conversation.lastSeq}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
