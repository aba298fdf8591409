import { BaseEdge, getBezierPath, Position } from '@xyflow/react';
import type { EdgeProps } from '@xyflow/react';
import { memo } from 'react';
import { keyLabelWith } from '../flow/use-key-label';
import { useCanvasNote } from './canvas-notes';
import { useCanvasText } from './canvas-text';
import type { KeyFlowEdge } from '../flow/flow-types';
import { keyIdOfTarget, PROMPT_SIZE, TARGET_SIZE } from '../flow/flow-types';
import { LABEL_GAP, LABEL_HEIGHT, LABEL_RESERVE, labelWidthOf, slotOffset } from '../layout/card-boxes';
import { LABEL_SCALE, useZoomBand } from './zoom-band';

/**
 * The key beside the card it leads to, right-aligned on the line's last stretch, in the strip the layout
 * keeps free left of every card (layout/card-boxes.ts). Sized from its length rather than measured: React
 * Flow's own label measures its text (getBBox) as it mounts, a forced layout per edge that made big menus
 * slow to open and to pan.
 */
function KeyLabel({ x, y, text }: { x: number; y: number; text: string }) {
  const width = labelWidthOf(text);
  // Zoomed out, the label grows to stay readable, but never past the strip kept free for it.
  const scale = Math.min(LABEL_SCALE[useZoomBand()], Math.max(1, (LABEL_RESERVE - LABEL_GAP) / width));
  return (
    <g className="ivr-edge__label" transform={`translate(${x} ${y})`}>
      <g className="ivr-edge__label-scale" transform={scale === 1 ? undefined : `scale(${scale})`}>
        <rect x={-width} y={-LABEL_HEIGHT / 2} width={width} height={LABEL_HEIGHT} rx={4} ry={4} />
        <text x={-width / 2} textAnchor="middle" dominantBaseline="central">
          {text}
        </text>
      </g>
    </g>
  );
}

/** "Press 9 to hear again": out of the right side, over the card's top, back in on its left. */
function selfLoopPath(sourceX: number, sourceY: number, targetX: number, targetY: number): string {
  const top = sourceY - PROMPT_SIZE.height / 2 - 36;
  const middle = (sourceX + targetX) / 2;
  return [
    `M ${sourceX} ${sourceY}`,
    `C ${sourceX + 70} ${sourceY} ${sourceX + 70} ${top} ${middle} ${top}`,
    `C ${targetX - 70} ${top} ${targetX - 70} ${targetY} ${targetX} ${targetY}`,
  ].join(' ');
}

/** A keypress: a curve from its node, labelled with the key (timeout and invalid in words). */
function KeyEdgeLine(props: EdgeProps<KeyFlowEdge>) {
  const t = useCanvasText();
  const slot = props.data?.slot ?? 0;
  const targetHeight = keyIdOfTarget(props.target) ? TARGET_SIZE.height : PROMPT_SIZE.height;
  // Keys arriving at one card end one above another, each beside its own label.
  const targetY = props.targetY + slotOffset(slot, targetHeight);
  const [path] =
    props.source === props.target
      ? [selfLoopPath(props.sourceX, props.sourceY, props.targetX, targetY)]
      : getBezierPath({
          sourceX: props.sourceX,
          sourceY: props.sourceY,
          sourcePosition: props.sourcePosition ?? Position.Right,
          targetX: props.targetX,
          targetY,
          targetPosition: props.targetPosition ?? Position.Left,
        });
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
          x={props.targetX - LABEL_GAP}
          y={targetY}
          text={
            note ? `${keyLabelWith(t, props.data.key.key)} · ${note}` : keyLabelWith(t, props.data.key.key)
          }
        />
      )}
    </>
  );
}

export const KeyEdge = memo(KeyEdgeLine);
