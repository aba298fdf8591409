import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BoardHistory, ChatNow } from '@/core/board/board-snapshot';
import { levelOver, type BoardThresholds } from '@/core/board/thresholds';
import { formatDuration } from '../format';
import classes from './board.module.css';
import { FigureTile } from './figure-tile';

/** Chat now: open and waiting conversations, the longest wait, and the undocumented codes shown raw. */
export function ChatPanel({
  chat,
  history,
  thresholds,
  now,
}: {
  chat: ChatNow | null;
  history: BoardHistory | null;
  thresholds: BoardThresholds;
  now: number;
}) {
  const { t } = useTranslation('board');
  if (!chat) {
    return (
      <Stack gap="sm">
        <Title order={2}>{t('chat.title')}</Title>
        <Text className={classes.wallText}>{t('chat.notYet')}</Text>
      </Stack>
    );
  }
  const longestMs = chat.oldestWaitingSince === null ? null : now - chat.oldestWaitingSince;
  const codes = (name: string, list: ChatNow['chatStatusCodes']) =>
    list.map(({ code, count }) => t('chat.rawCode', { name, code, count })).join(' · ');
  return (
    <Stack gap="sm">
      <Title order={2}>{t('chat.title')}</Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <FigureTile label={t('chat.open')} value={chat.open} history={history} />
        <FigureTile label={t('chat.waiting')} value={chat.waiting} figure="chatWaiting" history={history} />
        <FigureTile
          label={t('chat.longestWaiting')}
          value={longestMs === null ? t('chat.nobodyWaiting') : formatDuration(longestMs)}
          level={levelOver(longestMs === null ? null : longestMs / 1000, thresholds.chatWaitingSeconds)}
          history={history}
        />
      </SimpleGrid>
      <Text className={classes.figureNote}>{t('chat.window')}</Text>
      {chat.chatStatusCodes.length > 0 && (
        <Text className={classes.figureNote}>
          {codes('chatStatus', chat.chatStatusCodes)} — {t('chat.meaningUnknown')}
        </Text>
      )}
      {chat.resolvedCodes.length > 0 && (
        <Text className={classes.figureNote}>
          {codes('resolved', chat.resolvedCodes)} — {t('chat.meaningUnknown')}
        </Text>
      )}
    </Stack>
  );
}
