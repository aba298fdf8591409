import { Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardAgent, BoardGroup } from '@/core/board/board-snapshot';
import { agentsByGroup } from '@/core/board/grouping';
import { groupLevelOf } from '@/core/board/red-thresholds';
import type { BoardThresholds } from '@/core/board/thresholds';
import { formatDuration } from '../format';
import classes from './board.module.css';

type StateFilter = 'all' | 'in_call' | 'not_in_call';

function AgentTile({ agent, now }: { agent: BoardAgent; now: number }) {
  const { t } = useTranslation('board');
  return (
    <Paper withBorder p="sm" className={classes.agentTile} data-state={agent.state} aria-label={agent.name}>
      <Text className={classes.agentName}>{agent.name}</Text>
      <Text className={classes.agentState}>
        {t(`agents.state.${agent.state}`)}
        {agent.since !== null && (
          <span className={classes.duration}> · {formatDuration(now - agent.since)}</span>
        )}
      </Text>
      {agent.since === null && <Text className={classes.figureNote}>{t('agents.sinceUnknown')}</Text>}
      {agent.manualStatus && (
        <Text className={classes.figureNote}>{t('agents.manualStatus', { status: agent.manualStatus })}</Text>
      )}
      <Text className={classes.figureNote}>{t('agents.deviceStatus', { code: agent.deviceStatus })}</Text>
    </Paper>
  );
}

/** Agents as tiles, sectioned by the groups a lead assigned them, with a name and state filter. */
export function AgentGrid({
  agents,
  groups,
  thresholds,
  now,
  wall,
}: {
  agents: BoardAgent[];
  groups: BoardGroup[];
  thresholds: BoardThresholds;
  now: number;
  wall: boolean;
}) {
  const { t } = useTranslation('board');
  const [text, setText] = useState('');
  const [state, setState] = useState<StateFilter>('all');
  const sections = useMemo(() => {
    const needle = text.trim().toLocaleLowerCase();
    const shown = agents.filter(
      (agent) =>
        (state === 'all' || agent.state === state) &&
        (needle === '' || agent.name.toLocaleLowerCase().includes(needle)),
    );
    return agentsByGroup(shown, groups, thresholds.groupMembers);
  }, [agents, groups, thresholds.groupMembers, text, state]);

  return (
    <Stack gap="sm">
      <Title order={2}>{t('agents.title')}</Title>
      {!wall && (
        <Group>
          <TextInput
            label={t('agents.filter')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="board-state-filter">
              {t('agents.stateFilter')}
            </Text>
            <SegmentedControl
              aria-labelledby="board-state-filter"
              value={state}
              onChange={(value) => setState(value)}
              data={[
                { value: 'all', label: t('agents.all') },
                { value: 'in_call', label: t('agents.state.in_call') },
                { value: 'not_in_call', label: t('agents.state.not_in_call') },
              ]}
            />
          </Stack>
        </Group>
      )}
      <Text className={classes.figureNote}>{t('agents.groupsNote')}</Text>
      {sections.map(({ group, agents: members }) => {
        const level = group ? groupLevelOf(group.id, agents, thresholds) : 'ok';
        return (
          <Paper
            key={group?.id ?? 'none'}
            p="sm"
            withBorder
            className={classes.tile}
            data-level={level}
            component="section"
            aria-label={group?.name ?? t('agents.noGroup')}
          >
            <Text fw={700} className={classes.wallText}>
              {group?.name ?? t('agents.noGroup')}
              {level !== 'ok' && ` — ${t('agents.noneAvailable')}`}
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2, md: wall ? 5 : 4 }} spacing="sm" mt="xs">
              {members.map((agent) => (
                <AgentTile key={agent.id} agent={agent} now={now} />
              ))}
            </SimpleGrid>
          </Paper>
        );
      })}
      {sections.length === 0 && <Text>{t('agents.none')}</Text>}
    </Stack>
  );
}
