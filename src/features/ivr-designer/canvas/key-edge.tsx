import { BaseEdge, getBezierPath, Position } from '@xyflow/react';
import type { EdgeProps } from '@xyflow/react';
import { memo } from 'react';
import { keyLabelWith } from '../flow/use-key-label';
import type { BackRoute } from '../layout/back-routes';
import { useBackRoute } from './back-routes-context';
import { useCanvasNote } from './canvas-notes';
import { useCanvasText } from './canvas-text';
import type { KeyFlowEdge } from '../flow/flow-types';
import { keyIdOfTarget, PROMPT_SIZE, TARGET_SIZE } from '../flow/flow-types';
import { LABEL_GAP, LABEL_HEIGHT, labelScaleLimit, labelWidthOf, slotOffset } from '../layout/card-boxes';
import { LABEL_SCALE, useZoomBand } from './zoom-band';

/**
 * The key beside the card it leads to, right-aligned on the line's last stretch, in the strip the layout
 * keeps free left of every card (layout/card-boxes.ts). Sized from its length rather than measured: React
 * Flow's own label measures its text (getBBox) as it mounts, a forced layout per edge that made big menus
 * slow to open and to pan.
 */
function KeyLabel({ x, y, text, keyName }: { x: number; y: number; text: string; keyName: string }) {
  const width = labelWidthOf(text);
  // Zoomed out, the label grows to stay readable, within the strip the layout keeps free for it.
  const scale = Math.min(LABEL_SCALE[useZoomBand()], labelScaleLimit(width, keyName));
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

/** How far from a card's top and bottom corners a line may still enter its side. */
const CARD_EDGE_INSET = 12;

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

/** A key leading back: out right, up to its lane above the cards, along it, and down beside its card. */
function backRoutePath(sourceX: number, sourceY: number, route: BackRoute, labelX: number, labelY: number) {
  const { exitX, laneY, entryX } = route;
  return `M ${sourceX} ${sourceY} L ${exitX} ${sourceY} L ${exitX} ${laneY} L ${entryX} ${laneY} L ${entryX} ${labelY} L ${labelX} ${labelY}`;
}

/** A keypress: a curve from its node, labelled with the key (timeout and invalid in words). */
function KeyEdgeLine(props: EdgeProps<KeyFlowEdge>) {
  const t = useCanvasText();
  const slot = props.data?.slot ?? 0;
  const targetHeight = keyIdOfTarget(props.target) ? TARGET_SIZE.height : PROMPT_SIZE.height;
  // Keys arriving at one card have their labels stacked one above another, centred on the card (the layout
  // keeps that height free); a line runs to its label, then bends into the card's side.
  const labelY = props.targetY + slotOffset(slot, props.data?.slots ?? 1);
  const reach = targetHeight / 2 - CARD_EDGE_INSET;
  const cardY = Math.max(props.targetY - reach, Math.min(props.targetY + reach, labelY));
  const labelX = props.targetX - LABEL_GAP;
  const route = useBackRoute(props.id);
  const [toLabel] =
    props.source === props.target
      ? [selfLoopPath(props.sourceX, props.sourceY, labelX, labelY)]
      : route
        ? [backRoutePath(props.sourceX, props.sourceY, route, labelX, labelY)]
        : getBezierPath({
            sourceX: props.sourceX,
            sourceY: props.sourceY,
            sourcePosition: props.sourcePosition ?? Position.Right,
            targetX: labelX,
            targetY: labelY,
            targetPosition: props.targetPosition ?? Position.Left,
          });
  const bend = LABEL_GAP / 2;
  const path = `${toLabel} C ${labelX + bend} ${labelY} ${props.targetX - bend} ${cardY} ${props.targetX} ${cardY}`;
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
          keyName={props.data.key.key}
          text={
            note ? `${keyLabelWith(t, props.data.key.key)} · ${note}` : keyLabelWith(t, props.data.key.key)
          }
        />
      )}
    </>
  );
}

export const KeyEdge = memo(KeyEdgeLine);
