import { Alert, Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/page-loader';
import type { ChatMessage } from '@/core/api/chat';
import { useDescribeError } from '@/lib/use-describe-error';
import { useMessages } from '@/api/chat/get-messages';
import { messageText } from '../chat-search';
import { formatChatTime } from './chat-time';
import { FullTextBadge } from '@/components/full-text-badge';

function MessageBubble({ message }: { message: ChatMessage }) {
  const { t, i18n } = useTranslation('chat');
  const text = messageText(message);
  return (
    <Paper withBorder p="sm" component="li" aria-label={t('thread.messageBy', { user: message.user })}>
      <Group gap="xs" mb={4}>
        <Text fw={600} size="sm">
          {message.user}
        </Text>
        <Text size="xs" c="dimmed">
          {formatChatTime(message.created, i18n.language)}
        </Text>
        <FullTextBadge size="xs" variant="light">
          {t('thread.status', { status: message.status })}
        </FullTextBadge>
      </Group>
      {text === null ? (
        <Code block>{JSON.stringify(message.contentJson, null, 2)}</Code>
      ) : (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {text}
        </Text>
      )}
    </Paper>
  );
}

/** One conversation, oldest at the top; earlier messages are fetched a page at a time. */
export function MessageThread({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation('chat');
  const describeError = useDescribeError();
  const thread = useMessages(conversationId);
  const messages = useMemo(
    () =>
      (thread.data?.pages.flatMap((page) => page.items) ?? []).toSorted(
        (a, b) => a.seq - b.seq || a.created - b.created,
      ),
    [thread.data],
  );
  if (thread.isPending) return <PageLoader />;
  if (thread.isError)
    return <Alert color="red">{t('thread.loadFailed', { reason: describeError(thread.error) })}</Alert>;
  const total = thread.data.pages[0]?.total ?? 0;
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('thread.title')}
      </Title>
      <Text size="sm" c="dimmed" role="status">
        {t('thread.shown', { shown: messages.length, total })}
      </Text>
      {thread.hasNextPage && (
        <Button
          variant="default"
          loading={thread.isFetchingNextPage}
          onClick={() => void thread.fetchNextPage()}
        >
          {t('thread.older')}
        </Button>
      )}
      {messages.length === 0 ? (
        <Text c="dimmed">{t('thread.empty')}</Text>
      ) : (
        <Stack
          component="ol"
          gap="xs"
          aria-label={t('thread.label')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {messages.map((message) => (
            <MessageBubble key={message.id} message={message} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
