import { Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ResourceFormModal, type ResourceForm } from '@/components/resource/resource-form-modal';
import { GREETING_FILE_MAX_BYTES, uploadGreetingInputSchema } from '@/core/api/greeting-files';
import { detectGreetingAudio, GREETING_MIME, type GreetingAudioKind } from '../audio-content';
import { useUploadGreeting } from '@/api/greetings/upload-greeting';
import { AudioDropZone } from './audio-drop-zone';
import { formatDuration } from './format-duration';

type Checked = { file: File; kind: GreetingAudioKind; durationMs: number | null };

/** The BFF's upload schema, plus the checked audio the form must hold before it is sent. */
const formSchema = uploadGreetingInputSchema.extend({
  audio: z.custom<Checked>(
    (value) => value !== null && typeof value === 'object',
    'Choose a WAV or MP3 file',
  ),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/** How long the audio plays, as the browser decodes it; null when it cannot tell. */
function measureDuration(file: File): Promise<number | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const audio = new Audio();
    const done = (value: number | null) => {
      URL.revokeObjectURL(url);
      resolve(value);
    };
    audio.preload = 'metadata';
    audio.onloadedmetadata = () =>
      done(Number.isFinite(audio.duration) ? Math.round(audio.duration * 1000) : null);
    audio.onerror = () => done(null);
    audio.src = url;
  });
}

export function UploadGreetingModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('greetings');
  const upload = useUploadGreeting();
  const [refusal, setRefusal] = useState<string | undefined>();
  return (
    <ResourceFormModal<FormInput, FormOutput, { filename: string }>
      title={t('upload.title')}
      submitLabel={t('upload.submit')}
      schema={formSchema}
      defaultValues={{ description: '' }}
      fields={['description']}
      fieldMessages={{ description: t('upload.errors.description'), audio: t('upload.errors.noFile') }}
      submit={(values) =>
        upload.mutateAsync({
          file: values.audio.file,
          mime: GREETING_MIME[values.audio.kind],
          description: values.description || undefined,
        })
      }
      savedMessage={(_, result) => t('upload.saved', { filename: result.filename })}
      failedTitle={t('upload.failed')}
      onClose={onClose}
    >
      {(resourceForm) => <GreetingFields {...resourceForm} refusal={refusal} setRefusal={setRefusal} />}
    </ResourceFormModal>
  );
}

type FieldsProps = ResourceForm<FormInput, FormOutput> & {
  refusal: string | undefined;
  setRefusal: (message: string | undefined) => void;
};

/** The drop zone and the description; a file is checked by its content before the form holds it. */
function GreetingFields({ form, errorOf, refusal, setRefusal }: FieldsProps) {
  const { t } = useTranslation('greetings');
  const chosen = useWatch({ control: form.control, name: 'audio' });
  const choose = async (file: File) => {
    setRefusal(undefined);
    form.resetField('audio');
    if (file.size > GREETING_FILE_MAX_BYTES)
      return setRefusal(t('upload.errors.tooLarge', { name: file.name }));
    const kind = detectGreetingAudio(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
    if (!kind) return setRefusal(t('upload.errors.notAudio', { name: file.name }));
    form.setValue('audio', { file, kind, durationMs: await measureDuration(file) }, { shouldValidate: true });
  };
  return (
    <>
      <AudioDropZone
        onFile={(file) => void choose(file)}
        chosen={chosen?.file ?? null}
        error={refusal ?? errorOf('audio')}
      />
      {chosen && (
        <Text size="sm" role="status">
          {t('upload.checked', {
            kind: chosen.kind.toUpperCase(),
            duration: chosen.durationMs === null ? '—' : formatDuration(chosen.durationMs),
          })}
        </Text>
      )}
      <TextInput
        label={t('upload.description')}
        error={errorOf('description')}
        {...form.register('description')}
      />
    </>
  );
}
