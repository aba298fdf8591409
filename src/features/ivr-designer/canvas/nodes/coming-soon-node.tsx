import type { NodeProps } from '@xyflow/react';
import { memo } from 'react';
import { useCanvasText } from '../canvas-text';
import type { ComingSoonFlowNode } from '../../flow/flow-types';
import { CardFrame } from './card-frame';

/** Voicemail and SMS: stored by the service, not carried out yet. */
function ComingSoonNodeCard({ data, selected }: NodeProps<ComingSoonFlowNode>) {
  const t = useCanvasText();
  const title = data.action.kind === 'sms' ? t('canvas.sms') : t('canvas.voicemail');
  return (
    <CardFrame
      kind="coming-soon"
      problem={data.problem}
      highlight={data.highlight}
      selected={selected}
      hasOutput={false}
    >
      <strong className="ivr-card__title">{title}</strong>
      <span className="ivr-card__badge ivr-card__badge--soon">{t('canvas.comingSoon')}</span>
      {data.action.kind === 'sms' && data.action.text && (
        <div className="ivr-card__content">{data.action.text}</div>
      )}
    </CardFrame>
  );
}

export const ComingSoonNode = memo(ComingSoonNodeCard);
