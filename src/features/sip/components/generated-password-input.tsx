import { ActionIcon, TextInput, Tooltip } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

interface GeneratedPasswordInputProps {
  registration: UseFormRegisterReturn;
  error: string | undefined;
  onGenerate: () => void;
}

/**
 * A password field filled with a strong generated password, visible so it can be checked; the person may
 * type their own or draw a new one. It is shown once more after saving, to copy.
 */
export function GeneratedPasswordInput({ registration, error, onGenerate }: GeneratedPasswordInputProps) {
  const { t } = useTranslation('sip');
  return (
    <TextInput
      label={t('password.label')}
      description={t('password.hint')}
      required
      autoComplete="new-password"
      spellCheck={false}
      ff="monospace"
      error={error}
      rightSection={
        <Tooltip label={t('password.generate')}>
          <ActionIcon variant="subtle" aria-label={t('password.generate')} onClick={onGenerate}>
            <IconRefresh size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      }
      {...registration}
    />
  );
}
