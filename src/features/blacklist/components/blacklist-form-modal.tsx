import { Checkbox, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  blacklistedNumberInputSchema,
  type BlacklistedNumber,
  type BlacklistedNumberInput,
} from '@/core/api/blacklist';
import { formatPhoneNumber } from '@/core/phone-number';
import { ResourceFormModal } from '@/components/resource/resource-form-modal';
import { useCreateEntry } from '../api/create-entry';
import { useUpdateEntry } from '../api/update-entry';

type EntryFormValues = z.input<typeof blacklistedNumberInputSchema>;

/** Blacklist one number, or change a listed number and where it is blocked. */
export function BlacklistFormModal({
  entry,
  onClose,
}: {
  entry: BlacklistedNumber | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('blacklist');
  const create = useCreateEntry();
  const update = useUpdateEntry();
  return (
    <ResourceFormModal<EntryFormValues, BlacklistedNumberInput, unknown>
      title={entry ? t('form.editTitle', { number: formatPhoneNumber(entry.number) }) : t('form.createTitle')}
      submitLabel={entry ? t('form.save') : t('form.create')}
      schema={blacklistedNumberInputSchema}
      defaultValues={{
        number: entry?.number ?? '',
        ivrBlocked: entry?.ivrBlocked ?? true,
        queueBlocked: entry?.queueBlocked ?? true,
      }}
      fields={['number', 'ivrBlocked', 'queueBlocked']}
      fieldMessages={{ number: t('form.errors.number'), ivrBlocked: t('form.errors.blocks') }}
      conflictField="number"
      submit={(input) =>
        entry ? update.mutateAsync({ entryId: entry.id, input }) : create.mutateAsync(input)
      }
      savedMessage={(input) =>
        t(entry ? 'form.saved' : 'form.created', { number: formatPhoneNumber(input.number) })
      }
      failedTitle={entry ? t('form.saveFailed') : t('form.createFailed')}
      onClose={onClose}
    >
      {({ form, errorOf }) => (
        <>
          <TextInput
            label={t('form.number')}
            description={t('form.numberHint')}
            type="tel"
            required
            data-autofocus
            error={errorOf('number')}
            {...form.register('number')}
          />
          <Checkbox
            label={t('form.ivrBlocked')}
            error={errorOf('ivrBlocked')}
            {...form.register('ivrBlocked')}
          />
          <Checkbox label={t('form.queueBlocked')} {...form.register('queueBlocked')} />
        </>
      )}
    </ResourceFormModal>
  );
}
