import { Checkbox, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ResourceFormModal } from '@/components/resource/resource-form-modal';
import {
  updateGroupRoutingInputSchema,
  type GroupRouting,
  type UpdateGroupRoutingInput,
} from '@/core/api/group-routings';
import { useUpdateGroupRouting } from '../api/update-group-routing';

type Props = { routing: GroupRouting; groupName: string; onClose: () => void };

/** Switch a group between primary and secondary for its queue. */
export function EditRoutingModal({ routing, groupName, onClose }: Props) {
  const { t } = useTranslation('queueRouting');
  const update = useUpdateGroupRouting();
  return (
    <ResourceFormModal<UpdateGroupRoutingInput, UpdateGroupRoutingInput, void>
      title={t('edit.title', { name: groupName, queueId: routing.queueId })}
      submitLabel={t('edit.submit')}
      schema={updateGroupRoutingInputSchema}
      defaultValues={{ primary: routing.primary }}
      fields={['primary']}
      fieldMessages={{}}
      submit={(change) => update.mutateAsync({ routingId: routing.id, change })}
      savedMessage={(change) =>
        change.primary
          ? t('edit.savedPrimary', { name: groupName })
          : t('edit.savedSecondary', { name: groupName })
      }
      failedTitle={t('edit.failed')}
      onClose={onClose}
    >
      {({ form, errorOf }) => (
        <>
          <Text size="sm">{t('edit.explanation')}</Text>
          <Checkbox
            label={t('form.primary')}
            description={t('form.primaryHint')}
            error={errorOf('primary')}
            {...form.register('primary')}
          />
        </>
      )}
    </ResourceFormModal>
  );
}
