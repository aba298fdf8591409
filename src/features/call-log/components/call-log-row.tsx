import { IconCheck, IconMinus } from '@tabler/icons-react';
import { memo } from 'react';
import type { CallRecord } from '@/core/api/call-log';
import { callLinks } from '../call-log-links';
import { callStateOf, formatDuration, formatTime, formatVnd, type CallState } from '../format';
import { CALL_LOG_GRID, ROW_HEIGHT } from './call-log-columns';
import classes from './call-log-row.module.css';
import { FullTextBadge } from '@/components/full-text-badge';

/** The words every row shows, translated once per language by the table rather than once per row. */
export interface CallLogRowLabels {
  language: string;
  recordedYes: string;
  recordedNo: string;
  videoYes: string;
  videoNo: string;
  internal: string;
  external: string;
  trace: string;
  addUser: string;
  states: Record<CallState, string>;
}

const stateColors: Record<CallState, string> = { answered: 'teal', unanswered: 'red', running: 'blue' };

function YesNo({ value, yes, no }: { value: boolean; yes: string; no: string }) {
  return value ? (
    <IconCheck size={18} aria-label={yes} role="img" />
  ) : (
    <IconMinus size={18} aria-label={no} role="img" color="gray" />
  );
}

function Party({ number, alias }: { number: string; alias: string }) {
  return (
    <div className={classes.party}>
      <span className={classes.line}>{number}</span>
      {alias && alias !== number && <span className={classes.alias}>{alias}</span>}
    </div>
  );
}

interface CallLogRowProps {
  call: CallRecord;
  index: number;
  start: number;
  labels: CallLogRowLabels;
}

/** One call, positioned by the virtualizer. */
export const CallLogRow = memo(function CallLogRow({ call, index, start, labels }: CallLogRowProps) {
  const state = callStateOf(call);
  const links = callLinks(call);
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      className={classes.row}
      style={{ ...CALL_LOG_GRID, height: ROW_HEIGHT, transform: `translateY(${start}px)` }}
    >
      <div role="cell">
        <a className={classes.link} href={links.detail}>
          {formatTime(call.startTime, labels.language)}
        </a>
      </div>
      <div role="cell">
        <Party number={call.fromNumber} alias={call.fromAlias} />
      </div>
      <div role="cell">
        <Party number={call.toNumber} alias={call.toAlias} />
      </div>
      <div role="cell">
        <FullTextBadge color={stateColors[state]} variant={state === 'unanswered' ? 'outline' : 'light'}>
          {labels.states[state]}
        </FullTextBadge>
      </div>
      <div role="cell">{state === 'answered' ? formatDuration(call.answerDuration) : '—'}</div>
      <div role="cell">{formatVnd(call.amount, labels.language)}</div>
      <div role="cell">
        <YesNo value={call.recorded} yes={labels.recordedYes} no={labels.recordedNo} />
      </div>
      <div role="cell">
        <YesNo value={call.videoCall} yes={labels.videoYes} no={labels.videoNo} />
      </div>
      <div role="cell">{call.fromInternal || call.toInternal ? labels.internal : labels.external}</div>
      <div role="cell" className={classes.actions}>
        <a className={classes.link} href={links.trace}>
          {labels.trace}
        </a>
        {state === 'running' && (
          <a className={classes.link} href={links.addUser}>
            {labels.addUser}
          </a>
        )}
      </div>
    </div>
  );
});
