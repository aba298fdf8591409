import { Alert, Button, Group, Pagination, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateTimeRangeInput } from '@/components/date-time-range-input';
import { PageLoader } from '@/components/page-loader';
import { useDescribeError } from '@/lib/use-describe-error';
import { useMessagesInRange } from '@/api/chat/get-messages-in-range';
import { MESSAGES_IN_RANGE_PAGE_SIZE, messageText, type ChatSearch } from '../chat-search';
import { formatChatTime } from './chat-time';

interface MessagesInRangeProps {
  search: ChatSearch;
  go: (next: ChatSearch) => void;
}

/** The messages of every conversation sent within a chosen time range, newest first, a page at a time. */
export function MessagesInRange({ search, go }: MessagesInRangeProps) {
  const { t, i18n } = useTranslation('chat');
  const describeError = useDescribeError();
  const page = search.messagesPage ?? 1;
  const messages = useMessagesInRange({
    page,
    pageSize: MESSAGES_IN_RANGE_PAGE_SIZE,
    createdFrom: search.sentFrom,
    createdTo: search.sentTo,
  });
  const rangeChosen = search.sentFrom !== undefined && search.sentTo !== undefined;

  return (
    <Stack gap="md">
      <DateTimeRangeInput
        w={360}
        label={t('byTime.range')}
        value={{ from: search.sentFrom, to: search.sentTo }}
        onChange={({ from, to }) => go({ ...search, sentFrom: from, sentTo: to, messagesPage: undefined })}
      />
      {!rangeChosen && <Text c="dimmed">{t('byTime.pick')}</Text>}
      {rangeChosen && messages.isPending && <PageLoader />}
      {messages.isError && (
        <Alert color="red">{t('byTime.loadFailed', { reason: describeError(messages.error) })}</Alert>
      )}
      {rangeChosen && messages.data && (
        <Stack gap="sm">
          {messages.data.items.length === 0 ? (
            <Text c="dimmed">{t('byTime.empty')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table aria-label={t('byTime.label')} highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('byTime.sent')}</Table.Th>
                    <Table.Th scope="col">{t('byTime.conversation')}</Table.Th>
                    <Table.Th scope="col">{t('byTime.user')}</Table.Th>
                    <Table.Th scope="col">{t('byTime.text')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {messages.data.items.map((message) => (
                    <Table.Tr key={message.id}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {formatChatTime(message.created, i18n.language)}
                      </Table.Td>
                      <Table.Td>
                        <Button
                          variant="subtle"
                          size="compact-sm"
                          aria-label={t('byTime.openConversation', { id: message.conversationId })}
                          onClick={() => go({ conversation: message.conversationId })}
                        >
                          {message.conversationId}
                        </Button>
                      </Table.Td>
                      <Table.Td>{message.user}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'pre-wrap' }}>
                        {messageText(message) ?? JSON.stringify(message.contentJson)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <Group justify="space-between">
            <Text size="sm" c="dimmed" role="status">
              {t('byTime.total', { count: messages.data.total })}
            </Text>
            {messages.data.totalPages > 1 && (
              <nav aria-label={t('byTime.pagination')}>
                <Pagination
                  total={messages.data.totalPages}
                  value={page}
                  onChange={(next) => go({ ...search, messagesPage: next })}
                  getItemProps={(item) => ({ 'aria-label': t('conversations.page', { page: item }) })}
                  getControlProps={(control) => ({ 'aria-label': t(`conversations.${control}Page`) })}
                />
              </nav>
            )}
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
