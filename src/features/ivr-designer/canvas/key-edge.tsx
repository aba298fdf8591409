import { BaseEdge, getBezierPath } from '@xyflow/react';
import type { EdgeProps } from '@xyflow/react';
import { memo } from 'react';
import { useKeyLabel } from '../flow/use-key-label';
import type { KeyFlowEdge } from '../flow/flow-types';

const LABEL_BG_PADDING: [number, number] = [6, 3];

/** A keypress: a curve from its node, labelled with the key (timeout and invalid in words). */
function KeyEdgeLine(props: EdgeProps<KeyFlowEdge>) {
  const keyLabel = useKeyLabel();
  const [path, labelX, labelY] = getBezierPath(props);
  const classes = [
    'ivr-edge',
    props.data?.problem && `ivr-edge--${props.data.problem}`,
    props.data?.highlight && `ivr-edge--${props.data.highlight}`,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <BaseEdge
      id={props.id}
      path={path}
      labelX={labelX}
      labelY={labelY}
      label={props.data ? keyLabel(props.data.key.key) : undefined}
      labelBgPadding={LABEL_BG_PADDING}
      labelBgBorderRadius={4}
      labelStyle={{ fontWeight: 600 }}
      className={classes}
      {...(props.markerEnd !== undefined && { markerEnd: props.markerEnd })}
      {...(props.selected && { style: { strokeWidth: 3 } })}
    />
  );
}

export const KeyEdge = memo(KeyEdgeLine);
