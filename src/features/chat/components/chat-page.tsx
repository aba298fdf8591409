import { Alert, Grid, Group, Pagination, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DateTimeRangeInput } from '@/components/date-time-range-input';
import { PageLoader } from '@/components/page-loader';
import { useDescribeError } from '@/lib/use-describe-error';
import { useConversations } from '@/api/chat/get-conversations';
import { chatSearchSchema, CONVERSATIONS_PAGE_SIZE, type ChatSearch } from '../chat-search';
import { ConversationsTable } from './conversations-table';
import { MessageThread } from './message-thread';
import { MessagesInRange } from './messages-in-range';

/**
 * Chat: conversations paged and filtered by creation day with the thread of the one opened; or the messages
 * of every conversation sent within a time range.
 */
export function ChatPage() {
  const { t } = useTranslation(['chat', 'common']);
  const describeError = useDescribeError();
  const search = chatSearchSchema.parse(useSearch({ strict: false }));
  const navigate = useNavigate();
  const go = (next: ChatSearch) => void navigate({ to: '/chat', search: next });
  const page = search.page ?? 1;
  const conversations = useConversations({
    page,
    pageSize: CONVERSATIONS_PAGE_SIZE,
    createdFrom: search.createdFrom,
    createdTo: search.createdTo,
  });
  useDocumentTitle(`${t('title')} · ${t('common:appName')}`);
  const setRange = ({ from, to }: { from?: number; to?: number }) => go({ createdFrom: from, createdTo: to });

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </Stack>
      <Tabs
        value={search.view ?? 'conversations'}
        onChange={(view) => go({ ...search, view: view === 'messages' ? 'messages' : undefined })}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('tabs.label')} mb="md">
          <Tabs.Tab value="conversations">{t('tabs.conversations')}</Tabs.Tab>
          <Tabs.Tab value="messages">{t('tabs.messages')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="conversations">
          <Stack gap="lg">
            <DateTimeRangeInput
              w={360}
              label={t('filters.created')}
              value={{ from: search.createdFrom, to: search.createdTo }}
              onChange={setRange}
            />
            <Grid gap="lg">
              {/* The list gets the wider share: at 6/6 its last column (Messages) ran under the thread. */}
              <Grid.Col span={{ base: 12, lg: 7 }}>
                {conversations.isPending && <PageLoader />}
                {conversations.isError && (
                  <Alert color="red">
                    {t('conversations.loadFailed', { reason: describeError(conversations.error) })}
                  </Alert>
                )}
                {conversations.data && (
                  <Stack gap="sm">
                    {conversations.data.items.length === 0 ? (
                      <Text c="dimmed">{t('conversations.empty')}</Text>
                    ) : (
                      <ConversationsTable
                        conversations={conversations.data.items}
                        selected={search.conversation}
                        onOpen={(conversation) => go({ ...search, conversation })}
                      />
                    )}
                    <Group justify="space-between">
                      <Text size="sm" c="dimmed">
                        {t('conversations.total', { count: conversations.data.total })}
                      </Text>
                      {conversations.data.totalPages > 1 && (
                        <nav aria-label={t('conversations.pagination')}>
                          <Pagination
                            total={conversations.data.totalPages}
                            value={page}
                            onChange={(next) => go({ ...search, page: next })}
                            getItemProps={(item) => ({
                              'aria-label': t('conversations.page', { page: item }),
                            })}
                            getControlProps={(control) => ({
                              'aria-label': t(`conversations.${control}Page`),
                            })}
                          />
                        </nav>
                      )}
                    </Group>
                  </Stack>
                )}
              </Grid.Col>
              <Grid.Col span={{ base: 12, lg: 5 }}>
                {search.conversation ? (
                  <MessageThread key={search.conversation} conversationId={search.conversation} />
                ) : (
                  <Text c="dimmed">{t('thread.pick')}</Text>
                )}
              </Grid.Col>
            </Grid>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="messages">
          <MessagesInRange search={search} go={go} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
