import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  createSipAccountInputSchema,
  updateSipAccountInputSchema,
  type CreateSipAccountInput,
  type SipAccountListItem,
  type UpdateSipAccountInput,
} from '../../../core/api/sip-accounts';
import { ResourceFormModal } from '../../../components/resource/resource-form-modal';
import { generatePassword } from '../generate-password';
import { useCreateSipAccount } from '../api/create-sip-account';
import { useUpdateSipAccount } from '../api/update-sip-account';
import { GeneratedPasswordInput } from './generated-password-input';
import type { ShownPassword } from './password-shown-once-modal';

type AccountFormValues = z.input<typeof createSipAccountInputSchema>;
type AccountFormOutput = CreateSipAccountInput | UpdateSipAccountInput;

interface SipAccountFormModalProps {
  account: SipAccountListItem | null;
  onSaved: (shown: ShownPassword) => void;
  onClose: () => void;
}

/**
 * Create a SIP account or change one. The service asks for the password on every change and never lists
 * it back, so both start from a new generated password, shown once after saving.
 */
export function SipAccountFormModal({ account, onSaved, onClose }: SipAccountFormModalProps) {
  const { t } = useTranslation('sip');
  const create = useCreateSipAccount();
  const update = useUpdateSipAccount();
  const schema = (account ? updateSipAccountInputSchema : createSipAccountInputSchema) as z.ZodType<
    AccountFormOutput,
    AccountFormValues
  >;
  return (
    <ResourceFormModal<AccountFormValues, AccountFormOutput, unknown>
      title={
        account
          ? t('accounts.form.editTitle', { username: account.username })
          : t('accounts.form.createTitle')
      }
      submitLabel={account ? t('accounts.form.save') : t('accounts.form.create')}
      schema={schema}
      defaultValues={{
        username: account?.username ?? '',
        extension: account?.extension,
        serviceUserId: account?.serviceUserId ?? '',
        password: generatePassword(),
      }}
      fields={['username', 'extension', 'serviceUserId', 'password']}
      fieldMessages={{
        username: t('accounts.form.errors.username'),
        extension: t('accounts.form.errors.extension'),
        serviceUserId: t('accounts.form.errors.serviceUserId'),
        password: t('accounts.form.errors.password'),
      }}
      conflictField={(error) =>
        /extension/i.test(error.message) ? 'extension' : account ? undefined : 'username'
      }
      submit={(input) =>
        account
          ? update.mutateAsync({ username: account.username, input })
          : create.mutateAsync(input as CreateSipAccountInput)
      }
      savedMessage={() =>
        t(account ? 'accounts.form.saved' : 'accounts.form.created', { username: account?.username })
      }
      onSaved={(_, input) => {
        onSaved({
          username: account?.username ?? (input as CreateSipAccountInput).username,
          password: input.password,
        });
        onClose();
      }}
      failedTitle={account ? t('accounts.form.saveFailed') : t('accounts.form.createFailed')}
      onClose={onClose}
    >
      {({ form, errorOf }) => (
        <>
          <TextInput
            label={t('accounts.form.username')}
            description={t('accounts.form.usernameHint')}
            required
            readOnly={account !== null}
            autoCapitalize="none"
            spellCheck={false}
            data-autofocus
            error={errorOf('username')}
            {...form.register('username')}
          />
          <TextInput
            label={t('accounts.form.extension')}
            required
            inputMode="numeric"
            error={errorOf('extension')}
            {...form.register('extension', { setValueAs: toInteger })}
          />
          <TextInput
            label={t('accounts.form.serviceUserId')}
            description={t('accounts.form.serviceUserIdHint')}
            autoCapitalize="none"
            spellCheck={false}
            error={errorOf('serviceUserId')}
            {...form.register('serviceUserId')}
          />
          <GeneratedPasswordInput
            registration={form.register('password')}
            error={errorOf('password')}
            onGenerate={() => form.setValue('password', generatePassword(), { shouldValidate: true })}
          />
        </>
      )}
    </ResourceFormModal>
  );
}

/** A typed extension as the number the schema checks; anything else is left for the schema to refuse. */
function toInteger(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed === '' ? undefined : trimmed;
}
