import { Button, Group, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './audio-drop-zone.module.css';

type Props = {
  /** The file dropped or chosen; the parent checks its content. */
  onFile: (file: File) => void;
  error: string | undefined;
  chosen: File | null;
};

/** Drop an audio file here, or choose one: both end in `onFile`. */
export function AudioDropZone({ onFile, error, chosen }: Props) {
  const { t } = useTranslation('greetings');
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };
  const errorId = 'greeting-drop-error';
  return (
    <Stack gap={4}>
      <div
        className={classes.zone}
        data-over={over || undefined}
        data-error={error ? true : undefined}
        role="group"
        aria-label={t('upload.dropZone')}
        aria-describedby={error ? errorId : undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <Stack align="center" gap="xs">
          <IconUpload size={28} aria-hidden />
          <Text>{chosen ? chosen.name : t('upload.dropHint')}</Text>
          <Group>
            <Button variant="default" size="xs" onClick={() => input.current?.click()}>
              {t('upload.choose')}
            </Button>
          </Group>
        </Stack>
        <input
          ref={input}
          type="file"
          hidden
          accept=".wav,.mp3,audio/wav,audio/mpeg"
          aria-label={t('upload.fileInput')}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) onFile(file);
            event.currentTarget.value = '';
          }}
        />
      </div>
      {error && (
        <Text id={errorId} c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
