import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PlayPromptEffect } from './prompt-player';

/** What the caller is hearing now, with the voice (talk) or the file (play) named. */
export function CurrentPrompt({ prompt, nodeName }: { prompt: PlayPromptEffect; nodeName: string }) {
  const { t } = useTranslation('simulator');
  return (
    <Paper withBorder p="sm" aria-label={t('prompt.label')} role="status">
      <Text size="xs" c="dimmed">
        {t('prompt.node', { name: nodeName })}
        {' · '}
        {prompt.playMode === 'talk'
          ? t('prompt.voice', { voice: prompt.voice, speed: prompt.speed })
          : t('prompt.file', { file: prompt.content })}
        {prompt.loopCount > 1 && ` · ${t('prompt.loop', { loop: prompt.loop, count: prompt.loopCount })}`}
        {prompt.replay > 0 && ` · ${t('prompt.replay', { replay: prompt.replay })}`}
      </Text>
      <Text>
        {prompt.playMode === 'talk' ? prompt.content : t('prompt.playing', { file: prompt.content })}
      </Text>
    </Paper>
  );
}
