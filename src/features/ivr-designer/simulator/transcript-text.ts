import type { TFunction } from 'i18next';
import type { TranscriptLine } from './call-driver';
import { outcomeText } from './outcome-text';

/** One step of a simulated call in words; keys named as the canvas names them. */
export function transcriptLineText(
  t: TFunction<'simulator'>,
  line: TranscriptLine,
  nameOf: (id: string) => string,
  keyLabel: (key: string) => string,
): string {
  switch (line.kind) {
    case 'entered':
      return t('transcript.entered', { name: nameOf(line.nodeId) });
    case 'delay':
      return t('transcript.delay', { ms: line.ms });
    case 'prompt':
      return line.prompt.playMode === 'talk'
        ? t('transcript.talk', { text: line.prompt.content })
        : t('transcript.play', { file: line.prompt.content });
    case 'waiting':
      return t('transcript.waiting', { seconds: line.seconds });
    case 'pressed':
      return t('transcript.pressed', { key: line.key });
    case 'ignored':
      return t('transcript.ignored', { key: line.key });
    case 'interrupted':
      return t('transcript.interrupted');
    case 'noKey':
      return t('transcript.noKey');
    case 'followed':
      return t('transcript.followed', { key: keyLabel(line.key) });
    case 'ended':
      return t('transcript.ended', { outcome: outcomeText(t, line.outcome) });
  }
}
