import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GreetingFileWithPreview } from '@/core/api/greeting-files';
import { formatDuration } from './format-duration';

/** Plays the copy Switchboard kept at upload; a file uploaded elsewhere has none to play. */
export function GreetingPlayer({ file }: { file: GreetingFileWithPreview }) {
  const { t } = useTranslation('greetings');
  if (!file.hasPreview) {
    return (
      <Text size="sm" c="dimmed">
        {t('table.noPreview')}
      </Text>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      {/* The service keeps no transcript of a greeting; its description beside the player says what it is. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <audio
        controls
        preload="none"
        src={`/api/greetings/${encodeURIComponent(file.id)}/audio`}
        aria-label={t('table.listen', { filename: file.filename })}
        style={{ height: 32, maxWidth: 240 }}
      />
      {file.durationMs !== null && <Text size="sm">{formatDuration(file.durationMs)}</Text>}
    </Group>
  );
}
