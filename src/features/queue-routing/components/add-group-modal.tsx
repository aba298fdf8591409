import { Checkbox, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ResourceFormModal } from '@/components/resource/resource-form-modal';
import { createGroupRoutingBodySchema, type CreateGroupRoutingBody } from '@/core/api/group-routings';
import type { Group } from '@/core/api/groups';
import { groupLabels } from '@/api/groups/group-labels';
import { useAddGroupToQueue } from '../api/add-group-to-queue';

type Props = { queueId: string; groups: Group[]; servingGroupIds: ReadonlySet<string>; onClose: () => void };

/** Let one more group serve the queue, as primary or secondary. */
export function AddGroupModal({ queueId, groups, servingGroupIds, onClose }: Props) {
  const { t } = useTranslation('queueRouting');
  const add = useAddGroupToQueue();
  const labels = groupLabels(groups);
  const nameOf = (groupId: string) => labels.get(groupId) ?? groupId;
  const options = [
    { value: '', label: t('form.chooseGroup') },
    ...groups.map((group) => ({
      value: group.id,
      label: servingGroupIds.has(group.id)
        ? t('form.alreadyServing', { name: nameOf(group.id) })
        : nameOf(group.id),
    })),
  ];
  return (
    <ResourceFormModal<CreateGroupRoutingBody, CreateGroupRoutingBody, { id: string }>
      title={t('add.title', { queueId })}
      submitLabel={t('add.submit')}
      schema={createGroupRoutingBodySchema}
      defaultValues={{ groupId: '', primary: false }}
      fields={['groupId', 'primary']}
      fieldMessages={{ groupId: t('form.errors.groupId') }}
      conflictField="groupId"
      submit={(body) => add.mutateAsync({ queueId, body })}
      savedMessage={(body) => t('add.saved', { name: nameOf(body.groupId), queueId })}
      failedTitle={t('add.failed')}
      onClose={onClose}
    >
      {({ form, errorOf }) => (
        <>
          <NativeSelect
            label={t('form.group')}
            data={options}
            required
            error={errorOf('groupId')}
            {...form.register('groupId')}
          />
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
