import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { can } from '@/core/permissions';
import type { Role } from '@/core/roles';
import { DEFAULT_THRESHOLDS, type BoardThresholds } from '@/core/board/thresholds';
import type { BoardStream } from '@/api/board/use-board-stream';
import { freshnessOf } from '../board-health';
import { callLogLinks } from '../call-log-links';
import { useNow } from '../use-now';
import { AgentGrid } from './agent-grid';
import { ChatPanel } from './chat-panel';
import { FigureTile } from './figure-tile';
import { FreshnessBanner } from './freshness-banner';
import { RunningCallsTable } from './running-calls-table';
import { TodayPanel } from './today-panel';
import { useRedAlertSound } from './use-red-alert-sound';

/** The board's content, on a page of the console or on the wall (bigger, no controls). */
export function BoardView({
  stream,
  thresholds = DEFAULT_THRESHOLDS,
  role,
  username,
  wall,
}: {
  stream: BoardStream;
  thresholds?: BoardThresholds;
  role: Role;
  username: string;
  wall: boolean;
}) {
  const { t } = useTranslation('board');
  const now = useNow(stream.clockSkewMs);
  const { snapshot, history } = stream;
  const freshness = freshnessOf(snapshot, now);
  const canReadCallLog = can(role, 'calllog:read');
  useRedAlertSound(snapshot, thresholds, now);
  const inCall = snapshot?.agents.filter((agent) => agent.state === 'in_call').length ?? 0;
  return (
    <Stack gap="lg">
      <FreshnessBanner freshness={freshness} reconnecting={stream.status === 'reconnecting'} />
      {snapshot && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <FigureTile
              label={t('figures.agentsInCall')}
              value={inCall}
              figure="agentsInCall"
              history={history}
            />
            <FigureTile
              label={t('figures.agentsNotInCall')}
              value={snapshot.agents.length - inCall}
              figure="agentsNotInCall"
              history={history}
            />
            <FigureTile
              label={t('figures.runningCalls')}
              value={snapshot.runningCalls.length}
              figure="runningCalls"
              history={history}
              link={canReadCallLog && !wall ? callLogLinks.running() : null}
              linkLabel={t('calls.inCallLog')}
            />
          </SimpleGrid>
          <RunningCallsTable
            calls={snapshot.runningCalls}
            now={now}
            thresholds={thresholds}
            canListen={can(role, 'calls:adduser')}
            canReadCallLog={canReadCallLog}
            username={username}
            wall={wall}
          />
          <TodayPanel
            today={snapshot.today}
            history={history}
            thresholds={thresholds}
            now={now}
            canReadCallLog={canReadCallLog}
            wall={wall}
          />
          <ChatPanel chat={snapshot.chat} history={history} thresholds={thresholds} now={now} />
          <AgentGrid
            agents={snapshot.agents}
            groups={snapshot.groups}
            thresholds={thresholds}
            now={now}
            wall={wall}
          />
        </>
      )}
    </Stack>
  );
}
