import type { NodeProps } from '@xyflow/react';
import { memo } from 'react';
import { useCanvasText } from '../canvas-text';
import { useZoomBand } from '../zoom-band';
import { keyLabelWith } from '../../flow/use-key-label';
import type { PromptFlowNode } from '../../flow/flow-types';
import { CardFrame } from './card-frame';

const TEXT_PREVIEW_LENGTH = 90;

function truncate(text: string): string {
  return text.length > TEXT_PREVIEW_LENGTH ? `${text.slice(0, TEXT_PREVIEW_LENGTH - 1)}…` : text;
}

/** The prompt's first line (or sentence), for the mid zoom. */
function firstLineOf(text: string): string {
  return text.split(/\r?\n|(?<=[.!?])\s/)[0]?.trim() ?? '';
}

/**
 * A prompt: what callers hear (spoken text or a greeting file), how long the node waits for a key, and the
 * keys it offers. The zoom band (canvas/zoom-band.tsx) decides which parts show.
 */
function PromptNodeCard({ data, selected }: NodeProps<PromptFlowNode>) {
  const t = useCanvasText();
  const { node, isRoot, keys } = data;
  const talk = node.playMode === 'talk';
  // Only what the band shows is drawn: a zoomed-out canvas of thousands of cards stays light.
  const band = useZoomBand();
  const full = band === 'full';
  return (
    <CardFrame kind="prompt" problem={data.problem} highlight={data.highlight} selected={selected} hasOutput>
      <div className="ivr-card__header">
        <strong className="ivr-card__title">{node.name || t('canvas.unnamed')}</strong>
        {isRoot && <span className="ivr-card__badge">{t('canvas.root')}</span>}
      </div>
      <div className="ivr-card__mode ivr-card__kind">
        {talk ? t('canvas.modeTalk') : t('canvas.modePlay')}
      </div>
      {band === 'mid' && (
        <div className="ivr-card__first-line">{firstLineOf(node.playContent) || t('canvas.noContent')}</div>
      )}
      {full && <div className="ivr-card__content">{truncate(node.playContent) || t('canvas.noContent')}</div>}
      {band === 'mid' && keys.length > 0 && (
        <div className="ivr-card__chips">
          {keys.map((key, at) => (
            // A node may hold the same key twice until validation's error is fixed.
            // Drawn from an attribute: the keys are read out with the card's name, and the key's own label
            // on its line stays the one text of its kind on the canvas.
            <span key={`${key}:${at}`} className="ivr-card__chip" data-key={keyLabelWith(t, key)} />
          ))}
        </div>
      )}
      {full && (
        <div className="ivr-card__facts">
          {talk && <span>{t('canvas.voiceSpeed', { voice: node.voice, speed: node.speed })}</span>}
          <span>{t('canvas.loops', { count: node.loopCount })}</span>
          <span>{node.bargeIn ? t('canvas.bargeInOn') : t('canvas.bargeInOff')}</span>
          <span>{t('canvas.delay', { ms: node.delayMs })}</span>
          <span>{t('canvas.timeout', { seconds: node.keypressTimeoutSeconds })}</span>
        </div>
      )}
    </CardFrame>
  );
}

export const PromptNode = memo(PromptNodeCard);
