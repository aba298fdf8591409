import { Autocomplete, type ComboboxItem, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { KNOWN_VOICES, knownVoice, type KnownVoice } from '@/core/ivr/voices/known-voices';
import { FieldWarning } from './field-warning';

interface VoicePickerProps {
  label: string;
  value: string;
  onChange: (voice: string) => void;
  /** A voice was chosen from the list: the form applies it at once. */
  onPick: () => void;
  onBlur: () => void;
  error?: string | undefined;
}

const voiceText = (t: TFunction<'ivr'>, voice: KnownVoice) =>
  t('panel.voicePicker.voice', {
    speaker: voice.speaker,
    gender: t(`panel.voicePicker.genders.${voice.gender}`),
    accent: t(`panel.voicePicker.accents.${voice.accent}`),
  });

/** The text-to-speech voice, picked by its speaker from the known voices; another name may be typed. */
export function VoicePicker({ label, value, onChange, onPick, onBlur, error }: VoicePickerProps) {
  const { t } = useTranslation('ivr');
  const chosen = knownVoice(value);
  // Found by the service's name or by the speaker as people read it ("thu trang", "nữ").
  const matches = (item: ComboboxItem, search: string) => {
    const voice = knownVoice(item.value);
    const text = `${item.value} ${voice ? voiceText(t, voice) : ''}`.toLocaleLowerCase();
    return text.includes(search.trim().toLocaleLowerCase());
  };
  return (
    <Autocomplete
      label={label}
      value={value}
      onChange={onChange}
      onOptionSubmit={(voice) => {
        // Mantine sets the value after this call; the form needs it before it applies.
        onChange(voice);
        onPick();
      }}
      onBlur={onBlur}
      error={error}
      data={KNOWN_VOICES.map((voice) => voice.id)}
      // A known voice typed in full still shows every voice, so another can be chosen.
      filter={({ options, search }) =>
        chosen ? options : options.filter((option) => 'value' in option && matches(option, search))
      }
      renderOption={({ option }) => {
        const voice = knownVoice(option.value);
        return (
          <Stack gap={0}>
            <Text size="sm">{voice ? voiceText(t, voice) : option.value}</Text>
            <Text size="xs" c="dimmed">
              {option.value}
            </Text>
          </Stack>
        );
      }}
      description={
        value.trim() === '' ? undefined : chosen ? (
          voiceText(t, chosen)
        ) : (
          <FieldWarning>{t('panel.voicePicker.unknown')}</FieldWarning>
        )
      }
    />
  );
}
