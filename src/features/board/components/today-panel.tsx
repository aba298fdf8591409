import { SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { RouterAnchor } from '@/components/router-anchor';
import { useTranslation } from 'react-i18next';
import type { BoardHistory, TodayFigures } from '@/core/board/board-snapshot';
import { utcOffsetLabel } from '@/core/board/contact-center-day';
import { levelBelow, type BoardThresholds } from '@/core/board/thresholds';
import { callLogLinks } from '../call-log-links';
import { formatDuration } from '../format';
import classes from './board.module.css';
import { FigureTile } from './figure-tile';

/** Today so far on the contact center's day, labelled with its offset; each figure links to its calls. */
export function TodayPanel({
  today,
  history,
  thresholds,
  now,
  canReadCallLog,
  wall,
}: {
  today: TodayFigures | null;
  history: BoardHistory | null;
  thresholds: BoardThresholds;
  now: number;
  canReadCallLog: boolean;
  wall: boolean;
}) {
  const { t } = useTranslation('board');
  if (!today) {
    return (
      <Stack gap="sm">
        <Title order={2}>{t('today.title')}</Title>
        <Text className={classes.wallText}>{t('today.notYet')}</Text>
      </Stack>
    );
  }
  const link = canReadCallLog && !wall;
  const none = t('today.none');
  return (
    <Stack gap="sm">
      <Title order={2}>
        {t('today.titleWithDay', {
          date: today.day.date,
          offset: utcOffsetLabel(today.day.utcOffsetMinutes),
        })}
      </Title>
      {!today.complete && <Text className={classes.figureNote}>{t('today.counting')}</Text>}
      <SimpleGrid cols={{ base: 2, md: 3, lg: 6 }} spacing="sm">
        <FigureTile
          label={t('today.calls')}
          value={today.calls}
          figure="todayCalls"
          history={history}
          link={link ? callLogLinks.today(today.day, now) : null}
          linkLabel={t('today.showCalls')}
        />
        <FigureTile
          label={t('today.answeredPercent')}
          value={today.answeredPercent === null ? none : `${today.answeredPercent}%`}
          note={t('today.answeredOf', { answered: today.answered, calls: today.calls })}
          level={levelBelow(today.answeredPercent, thresholds.answeredPercent)}
          figure="answeredPercent"
          history={history}
          link={link ? callLogLinks.answered(today.day, now) : null}
          linkLabel={t('today.showAnswered')}
        />
        <FigureTile
          label={t('today.unanswered')}
          value={today.unanswered}
          history={history}
          link={link ? callLogLinks.unanswered(today.day, now) : null}
          linkLabel={t('today.showUnanswered')}
        />
        <FigureTile
          label={t('today.averageTalk')}
          value={today.averageTalkSeconds === null ? none : formatDuration(today.averageTalkSeconds * 1000)}
          history={history}
        />
        <FigureTile
          label={t('today.longestTalk')}
          value={today.longestTalkSeconds === null ? none : formatDuration(today.longestTalkSeconds * 1000)}
          history={history}
        />
        <FigureTile
          label={t('today.busiestHour')}
          value={today.busiestHour === null ? none : `${String(today.busiestHour.hour).padStart(2, '0')}:00`}
          note={
            today.busiestHour ? t('today.busiestHourCalls', { count: today.busiestHour.calls }) : undefined
          }
          history={history}
        />
      </SimpleGrid>
      {today.hotlines.length > 0 && (
        <Table aria-label={t('today.hotlines')} className={classes.wallText}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('today.hotline')}</Table.Th>
              <Table.Th>{t('today.calls')}</Table.Th>
              <Table.Th>{t('today.answered')}</Table.Th>
              <Table.Th>{t('today.unanswered')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {today.hotlines.map((hotline) => (
              <Table.Tr key={hotline.number}>
                <Table.Td>
                  {link ? (
                    <RouterAnchor
                      to="/call-log"
                      search={callLogLinks.hotline(today.day, now, hotline.number)}
                    >
                      {hotline.alias ? `${hotline.alias} (${hotline.number})` : hotline.number}
                    </RouterAnchor>
                  ) : hotline.alias ? (
                    `${hotline.alias} (${hotline.number})`
                  ) : (
                    hotline.number
                  )}
                </Table.Td>
                <Table.Td>{hotline.calls}</Table.Td>
                <Table.Td>{hotline.answered}</Table.Td>
                <Table.Td>{hotline.unanswered}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
