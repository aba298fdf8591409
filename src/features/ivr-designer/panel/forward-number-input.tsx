import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatPhoneNumber, normalizePhoneNumber, stripPhoneSeparators } from '@/core/phone-number';
import { FieldWarning } from './field-warning';

interface ForwardNumberInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string | undefined;
}

/**
 * A number a key forwards to: separators go as it is typed; on leaving the field a number that is one takes
 * the form the service writes its own numbers in (`src/core/phone-number.ts`: Vietnamese numbers as `84…`).
 * Below it, how it reads ("0901 234 567") or why it is no phone number people could be called on.
 */
export function ForwardNumberInput({ label, value, onChange, onBlur, error }: ForwardNumberInputProps) {
  const { t } = useTranslation('ivr');
  const normalized = value === '' ? null : normalizePhoneNumber(value);
  return (
    <TextInput
      label={label}
      type="tel"
      value={value}
      onChange={(event) => onChange(stripPhoneSeparators(event.currentTarget.value))}
      onBlur={() => {
        if (normalized?.ok && normalized.digits !== value) onChange(normalized.digits);
        onBlur();
      }}
      error={error}
      description={
        normalized &&
        (normalized.ok ? (
          t('panel.phone.reads', { number: formatPhoneNumber(normalized.digits) })
        ) : (
          <FieldWarning>{t(`panel.phone.reasons.${normalized.reason}`)}</FieldWarning>
        ))
      }
    />
  );
}
