import { BaseEdge, getBezierPath } from '@xyflow/react';
import type { EdgeProps } from '@xyflow/react';
import { memo } from 'react';
import { keyLabelWith } from '../flow/use-key-label';
import { useCanvasNote } from './canvas-notes';
import { useCanvasText } from './canvas-text';
import type { KeyFlowEdge } from '../flow/flow-types';

/** Width of one character of the label's 12px bold text, a little generous. */
const CHAR_WIDTH = 7.5;
const LABEL_PADDING = { x: 6, y: 3 };
const LABEL_HEIGHT = 16;

/**
 * The key on its edge. Sized from its length rather than measured: React Flow's own label measures its
 * text (getBBox) as it mounts, a forced layout per edge that made big menus slow to open and to pan.
 */
function KeyLabel({ x, y, text }: { x: number; y: number; text: string }) {
  const width = text.length * CHAR_WIDTH + 2 * LABEL_PADDING.x;
  const height = LABEL_HEIGHT + 2 * LABEL_PADDING.y;
  return (
    <g className="ivr-edge__label" transform={`translate(${x} ${y})`}>
      <rect x={-width / 2} y={-height / 2} width={width} height={height} rx={4} ry={4} />
      <text textAnchor="middle" dominantBaseline="central">
        {text}
      </text>
    </g>
  );
}

/** A keypress: a curve from its node, labelled with the key (timeout and invalid in words). */
function KeyEdgeLine(props: EdgeProps<KeyFlowEdge>) {
  const t = useCanvasText();
  const [path, labelX, labelY] = getBezierPath(props);
  const note = useCanvasNote(props.data?.key.id);
  const classes = [
    'ivr-edge',
    props.data?.problem && `ivr-edge--${props.data.problem}`,
    props.data?.highlight && `ivr-edge--${props.data.highlight}`,
    note && 'ivr-edge--noted',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <>
      <BaseEdge
        id={props.id}
        path={path}
        className={classes}
        {...(props.markerEnd !== undefined && { markerEnd: props.markerEnd })}
        {...(props.selected && { style: { strokeWidth: 3 } })}
      />
      {props.data && (
        <KeyLabel
          x={labelX}
          y={labelY}
          text={
            note ? `${keyLabelWith(t, props.data.key.key)} · ${note}` : keyLabelWith(t, props.data.key.key)
          }
        />
      )}
    </>
  );
}

export const KeyEdge = memo(KeyEdgeLine);
