import { Handle, Position, useNodeId } from '@xyflow/react';
import type { ReactNode } from 'react';
import { useCanvasText } from '../canvas-text';
import type { Highlight, ProblemLevel } from '../../flow/flow-types';
import { keyIdOfTarget } from '../../flow/flow-types';
import { useCanvasNote } from '../canvas-notes';

interface CardFrameProps {
  kind: string;
  problem?: ProblemLevel | undefined;
  highlight?: Highlight | undefined;
  selected: boolean;
  /** Prompts lead on to keys; target cards end a branch. */
  hasOutput: boolean;
  children: ReactNode;
}

/**
 * The frame every card shares: border colour by problem and diff, handles. The card keeps one size at
 * every zoom (the layout plans with it); its body clips what a zoom band does not show.
 */
export function CardFrame({ kind, problem, highlight, selected, hasOutput, children }: CardFrameProps) {
  const t = useCanvasText();
  // A target card stands for its key, so it carries the key's note.
  const flowId = useNodeId();
  const note = useCanvasNote(flowId && (keyIdOfTarget(flowId) ?? flowId));
  const classes = [
    'ivr-card',
    `ivr-card--${kind}`,
    problem && `ivr-card--${problem}`,
    highlight && `ivr-card--${highlight}`,
    selected && 'ivr-card--selected',
    note && 'ivr-card--noted',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    // The card's name and role are on React Flow's focusable wrapper (canvas/card-a11y.ts).
    <div className={classes}>
      <Handle type="target" position={Position.Left} />
      <div className="ivr-card__body">
        {problem && (
          <span className={`ivr-card__problem ivr-card__problem--${problem}`}>
            {t(`canvas.problem.${problem}`)}
          </span>
        )}
        {highlight && <span className="ivr-card__highlight">{t(`canvas.highlight.${highlight}`)}</span>}
        {note && <span className="ivr-card__note">{note}</span>}
        {children}
      </div>
      {/* Any card can be the end of a key; only prompts start one, and may end it on themselves. */}
      {hasOutput && <Handle type="source" position={Position.Right} />}
    </div>
  );
}
