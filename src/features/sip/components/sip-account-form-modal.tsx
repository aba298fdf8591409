import { Alert, Checkbox, Select, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useEveryAgent } from '@/api/agents/get-agents';
import {
  createSipAccountInputSchema,
  updateSipAccountInputSchema,
  type CreateSipAccountInput,
  type SipAccountListItem,
  type UpdateSipAccountInput,
} from '@/core/api/sip-accounts';
import { ResourceFormModal, type ResourceForm } from '@/components/resource/resource-form-modal';
import { generatePassword } from '../generate-password';
import { useCreateSipAccount } from '../api/create-sip-account';
import { useUpdateSipAccount } from '../api/update-sip-account';
import { GeneratedPasswordInput } from './generated-password-input';
import type { ShownPassword } from './password-shown-once-modal';

type AccountFormValues = z.input<typeof createSipAccountInputSchema> & { setNewPassword: boolean };
type AccountFormOutput = CreateSipAccountInput | UpdateSipAccountInput;

/**
 * An edit sends a password only when the lead chose to set a new one; otherwise the BFF keeps the current
 * one, so devices registered with it keep working. The username travels in the path, not the body.
 */
const editSchema = z.preprocess((value) => {
  if (typeof value !== 'object' || value === null) return value;
  const { setNewPassword, password, username: _username, ...rest } = value as Record<string, unknown>;
  return setNewPassword === true ? { ...rest, password } : rest;
}, updateSipAccountInputSchema);

const createSchema = z.preprocess((value) => {
  if (typeof value !== 'object' || value === null) return value;
  const { setNewPassword: _set, ...rest } = value as Record<string, unknown>;
  return rest;
}, createSipAccountInputSchema);

interface SipAccountFormModalProps {
  account: SipAccountListItem | null;
  onSaved: (shown: ShownPassword) => void;
  onClose: () => void;
}

/**
 * Create a SIP account or change one. A new account starts from a generated password, shown once after
 * saving; an edit keeps the password unless "set a new password" is chosen.
 */
export function SipAccountFormModal({ account, onSaved, onClose }: SipAccountFormModalProps) {
  const { t } = useTranslation('sip');
  const create = useCreateSipAccount();
  const update = useUpdateSipAccount();
  const agents = useEveryAgent();
  const schema = (account ? editSchema : createSchema) as unknown as z.ZodType<
    AccountFormOutput,
    AccountFormValues
  >;
  const agentChoices = (agents.data ?? []).map((agent) => ({
    value: agent.serviceUserId,
    label: `${agent.name} (${agent.serviceUserId})`,
  }));
  const linked = account?.serviceUserId;
  if (linked && !agentChoices.some((choice) => choice.value === linked)) {
    agentChoices.unshift({ value: linked, label: linked });
  }
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
        setNewPassword: account === null,
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
        if (input.password !== undefined) {
          onSaved({
            username: account?.username ?? (input as CreateSipAccountInput).username,
            password: input.password,
          });
        }
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
          <Select
            label={t('accounts.form.serviceUserId')}
            description={t('accounts.form.serviceUserIdHint')}
            placeholder={t('accounts.notLinked')}
            data={agentChoices}
            searchable
            clearable
            nothingFoundMessage={t('accounts.form.noAgent')}
            value={form.watch('serviceUserId') || null}
            onChange={(value) => form.setValue('serviceUserId', value ?? '', { shouldDirty: true })}
            error={errorOf('serviceUserId')}
          />
          <PasswordChoice account={account} form={form} errorOf={errorOf} />
        </>
      )}
    </ResourceFormModal>
  );
}

type FormApi = ResourceForm<AccountFormValues, AccountFormOutput>;

/** On an edit, the password stays unless the lead asks for a new one, warned of what that does. */
function PasswordChoice({
  account,
  form,
  errorOf,
}: {
  account: SipAccountListItem | null;
  form: FormApi['form'];
  errorOf: FormApi['errorOf'];
}) {
  const { t } = useTranslation('sip');
  const setNew = useWatch({ control: form.control, name: 'setNewPassword' });
  const input = (
    <GeneratedPasswordInput
      registration={form.register('password')}
      error={errorOf('password')}
      onGenerate={() => form.setValue('password', generatePassword(), { shouldValidate: true })}
    />
  );
  if (account === null) return input;
  return (
    <>
      <Checkbox label={t('accounts.form.setNewPassword')} {...form.register('setNewPassword')} />
      {setNew ? (
        <>
          <Alert color="orange" icon={<IconAlertTriangle aria-hidden />} role="alert">
            {t('accounts.form.newPasswordWarning')}
          </Alert>
          {input}
        </>
      ) : (
        <Alert color="gray" variant="light">
          {t('accounts.form.passwordKept')}
        </Alert>
      )}
    </>
  );
}

/** A typed extension as the number the schema checks; anything else is left for the schema to refuse. */
function toInteger(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed === '' ? undefined : trimmed;
}
