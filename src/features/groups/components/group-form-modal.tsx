import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { groupInputSchema, type Group, type GroupInput } from '@/core/api/groups';
import { ResourceFormModal } from '@/components/resource/resource-form-modal';
import { useCreateGroup } from '../api/create-group';
import { useUpdateGroup } from '../api/update-group';

/** Create a group, or rename the one given. */
export function GroupFormModal({ group, onClose }: { group: Group | null; onClose: () => void }) {
  const { t } = useTranslation('groups');
  const create = useCreateGroup();
  const update = useUpdateGroup();
  return (
    <ResourceFormModal<GroupInput, GroupInput, unknown>
      title={group ? t('form.editTitle', { name: group.name }) : t('form.createTitle')}
      submitLabel={group ? t('form.save') : t('form.create')}
      schema={groupInputSchema}
      defaultValues={{ name: group?.name ?? '' }}
      fields={['name']}
      fieldMessages={{ name: { empty: t('form.errors.nameEmpty'), invalid: t('form.errors.nameTooLong') } }}
      submit={(input) =>
        group ? update.mutateAsync({ groupId: group.id, input }) : create.mutateAsync(input)
      }
      savedMessage={(input) =>
        group ? t('form.saved', { name: input.name }) : t('form.created', { name: input.name })
      }
      failedTitle={group ? t('form.saveFailed') : t('form.createFailed')}
      onClose={onClose}
    >
      {({ form, errorOf }) => (
        <TextInput
          label={t('form.name')}
          required
          autoComplete="off"
          data-autofocus
          error={errorOf('name')}
          {...form.register('name')}
        />
      )}
    </ResourceFormModal>
  );
}
