import { Alert, FileInput, NativeSelect, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GREETING_FILE_CONTENT_TYPES } from '@/core/api/greeting-files';
import { useDescribeError } from '@/lib/use-describe-error';
import { useGreetings } from '@/api/greetings/get-greetings';
import { useUploadGreeting } from '@/api/greetings/upload-greeting';

interface GreetingPickerProps {
  value: string;
  onChange: (fileName: string) => void;
  error?: string | undefined;
}

/** Pick an uploaded greeting file (hear it first) or upload one on the spot. */
export function GreetingPicker({ value, onChange, error }: GreetingPickerProps) {
  const { t } = useTranslation('ivr');
  const describeError = useDescribeError();
  const greetings = useGreetings();
  const upload = useUploadGreeting();
  const files = greetings.data?.items ?? [];
  const chosen = files.find((file) => file.filename === value);
  const options = [
    { value: '', label: t('panel.chooseFile') },
    ...files.map((file) => ({
      value: file.filename,
      label: file.description ? `${file.filename} · ${file.description}` : file.filename,
    })),
    ...(value && !chosen ? [{ value, label: value }] : []),
  ];
  return (
    <Stack gap={6}>
      <NativeSelect
        label={t('panel.file')}
        data={options}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={error}
      />
      {chosen?.hasPreview && (
        <audio
          controls
          preload="none"
          src={`/api/greetings/${encodeURIComponent(chosen.id)}/audio`}
          aria-label={t('panel.filePreview')}
        >
          {/* A greeting is a short spoken prompt, its words are in its description. */}
          <track kind="captions" />
        </audio>
      )}
      {chosen && !chosen.hasPreview && (
        <Text size="xs" c="dimmed">
          {t('panel.noPreview')}
        </Text>
      )}
      <FileInput
        label={t('panel.upload')}
        accept={GREETING_FILE_CONTENT_TYPES.join(',')}
        clearable
        onChange={(file) => {
          if (file) upload.mutate({ file }, { onSuccess: (uploaded) => onChange(uploaded.filename) });
        }}
        disabled={upload.isPending}
      />
      {upload.isError && (
        <Alert color="red">{t('panel.uploadFailed', { reason: describeError(upload.error) })}</Alert>
      )}
    </Stack>
  );
}
