import type { NodeProps } from '@xyflow/react';
import { memo } from 'react';
import { useCanvasText } from '../canvas-text';
import type { PromptFlowNode } from '../../flow/flow-types';
import { CardFrame } from './card-frame';

const TEXT_PREVIEW_LENGTH = 90;

function truncate(text: string): string {
  return text.length > TEXT_PREVIEW_LENGTH ? `${text.slice(0, TEXT_PREVIEW_LENGTH - 1)}…` : text;
}

/** A prompt: what callers hear (spoken text or a greeting file) and how long the node waits for a key. */
function PromptNodeCard({ data, selected }: NodeProps<PromptFlowNode>) {
  const t = useCanvasText();
  const { node, isRoot } = data;
  const talk = node.playMode === 'talk';
  return (
    <CardFrame kind="prompt" problem={data.problem} highlight={data.highlight} selected={selected} hasOutput>
      <div className="ivr-card__header">
        <strong className="ivr-card__title">{node.name || t('canvas.unnamed')}</strong>
        {isRoot && <span className="ivr-card__badge">{t('canvas.root')}</span>}
      </div>
      <div className="ivr-card__mode">{talk ? t('canvas.modeTalk') : t('canvas.modePlay')}</div>
      <div className="ivr-card__content">{truncate(node.playContent) || t('canvas.noContent')}</div>
      <div className="ivr-card__facts">
        {talk && <span>{t('canvas.voiceSpeed', { voice: node.voice, speed: node.speed })}</span>}
        <span>{t('canvas.loops', { count: node.loopCount })}</span>
        <span>{node.bargeIn ? t('canvas.bargeInOn') : t('canvas.bargeInOff')}</span>
        <span>{t('canvas.delay', { ms: node.delayMs })}</span>
        <span>{t('canvas.timeout', { seconds: node.keypressTimeoutSeconds })}</span>
      </div>
    </CardFrame>
  );
}

export const PromptNode = memo(PromptNodeCard);
