import { Button, Table, Text, Title, Stack } from '@mantine/core';
import { RouterAnchor } from '@/components/router-anchor';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardRunningCall } from '@/core/board/board-snapshot';
import { liveDurationMs } from '@/core/board/running-calls';
import { levelOver, type BoardThresholds } from '@/core/board/thresholds';
import { callLogLinks } from '../call-log-links';
import { formatDuration } from '../format';
import classes from './board.module.css';
import { ListenInDialog } from './listen-in-dialog';

const party = (name: string | null, number: string) => (name ? `${name} (${number})` : number);

/** Calls running now, their live duration, and "listen in" for roles that may add a user to a call. */
export function RunningCallsTable({
  calls,
  now,
  thresholds,
  canListen,
  canReadCallLog,
  username,
  wall,
}: {
  calls: BoardRunningCall[];
  now: number;
  thresholds: BoardThresholds;
  canListen: boolean;
  canReadCallLog: boolean;
  username: string;
  wall: boolean;
}) {
  const { t } = useTranslation('board');
  const [listening, setListening] = useState<BoardRunningCall | null>(null);
  return (
    <Stack gap="sm">
      <Title order={2}>{t('calls.title', { count: calls.length })}</Title>
      {canReadCallLog && !wall && (
        <RouterAnchor to="/call-log" search={callLogLinks.running()} size="sm">
          {t('calls.inCallLog')}
        </RouterAnchor>
      )}
      {calls.length === 0 ? (
        <Text className={classes.wallText}>{t('calls.none')}</Text>
      ) : (
        <Table className={classes.wallText} aria-label={t('calls.tableLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('calls.from')}</Table.Th>
              <Table.Th>{t('calls.to')}</Table.Th>
              <Table.Th>{t('calls.duration')}</Table.Th>
              <Table.Th>{t('calls.listeners')}</Table.Th>
              {canListen && !wall && <Table.Th>{t('calls.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {calls.map((call) => {
              const waitingSeconds = call.answerTime === null ? (now - call.startTime) / 1000 : null;
              const level = levelOver(waitingSeconds, thresholds.callWaitingSeconds);
              return (
                <Table.Tr key={call.id} data-level={level} className={classes.tile}>
                  <Table.Td>{party(call.fromName, call.fromNumber)}</Table.Td>
                  <Table.Td>{party(call.toName, call.toNumber)}</Table.Td>
                  <Table.Td className={classes.duration}>
                    {formatDuration(liveDurationMs(call, now))}
                    {call.answerTime === null && ` (${t('calls.ringing')})`}
                  </Table.Td>
                  <Table.Td>{call.listeners}</Table.Td>
                  {canListen && !wall && (
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => setListening(call)}
                        aria-label={t('calls.listenInTo', { from: party(call.fromName, call.fromNumber) })}
                      >
                        {t('calls.listenIn')}
                      </Button>
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      {listening && (
        <ListenInDialog call={listening} username={username} onClose={() => setListening(null)} />
      )}
    </Stack>
  );
}
