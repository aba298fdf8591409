import { Handle, Position } from '@xyflow/react';
import type { ReactNode } from 'react';
import { useCanvasText } from '../canvas-text';
import type { Highlight, ProblemLevel } from '../../flow/flow-types';

interface CardFrameProps {
  kind: string;
  title: string;
  problem?: ProblemLevel | undefined;
  highlight?: Highlight | undefined;
  selected: boolean;
  /** Prompts lead on to keys; target cards end a branch. */
  hasOutput: boolean;
  children: ReactNode;
}

/** The frame every card shares: border colour by problem and diff, handles, an accessible group name. */
export function CardFrame({
  kind,
  title,
  problem,
  highlight,
  selected,
  hasOutput,
  children,
}: CardFrameProps) {
  const t = useCanvasText();
  const classes = [
    'ivr-card',
    `ivr-card--${kind}`,
    problem && `ivr-card--${problem}`,
    highlight && `ivr-card--${highlight}`,
    selected && 'ivr-card--selected',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes} role="group" aria-label={title}>
      <Handle type="target" position={Position.Left} />
      {problem && (
        <span className={`ivr-card__problem ivr-card__problem--${problem}`}>
          {t(`canvas.problem.${problem}`)}
        </span>
      )}
      {highlight && <span className="ivr-card__highlight">{t(`canvas.highlight.${highlight}`)}</span>}
      {children}
      {hasOutput && <Handle type="source" position={Position.Right} />}
    </div>
  );
}
