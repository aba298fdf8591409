import { NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  createAgentInputSchema,
  updateAgentInputSchema,
  type Agent,
  type CreateAgentInput,
  type UpdateAgentInput,
} from '@/core/api/agents';
import { ResourceFormModal } from '@/components/resource/resource-form-modal';
import { useCreateAgent } from '../api/create-agent';
import { useUpdateAgent } from '../api/update-agent';

type AgentFormValues = z.input<typeof updateAgentInputSchema>;
type AgentFormOutput = CreateAgentInput | UpdateAgentInput;

const fields = [
  'name',
  'serviceUserId',
  'routingType',
  'phoneNumber',
  'manualStatus',
  'systemStatus',
] as const;

function valuesOf(agent: Agent | null): AgentFormValues {
  return {
    name: agent?.name ?? '',
    serviceUserId: agent?.serviceUserId ?? '',
    routingType: agent?.routingType ?? 'app',
    phoneNumber: agent?.phoneNumber ?? '',
    manualStatus: agent?.manualStatus ?? '',
    ...(agent ? { systemStatus: agent.systemStatus } : {}),
  };
}

/** Create an agent, or change the one given; routing to the agent's phone makes the number required. */
export function AgentFormModal({ agent, onClose }: { agent: Agent | null; onClose: () => void }) {
  const { t } = useTranslation('agents');
  const create = useCreateAgent();
  const update = useUpdateAgent();
  const schema: z.ZodType<AgentFormOutput, AgentFormValues> = agent
    ? updateAgentInputSchema
    : createAgentInputSchema;
  return (
    <ResourceFormModal<AgentFormValues, AgentFormOutput, unknown>
      title={agent ? t('form.editTitle', { name: agent.name }) : t('form.createTitle')}
      submitLabel={agent ? t('form.save') : t('form.create')}
      schema={schema}
      defaultValues={valuesOf(agent)}
      fields={fields}
      conflictField="serviceUserId"
      fieldMessages={{
        name: { empty: t('form.errors.nameEmpty'), invalid: t('form.errors.nameTooLong') },
        serviceUserId: t('form.errors.serviceUserId'),
        phoneNumber: t('form.errors.phoneNumber'),
        manualStatus: t('form.errors.manualStatus'),
      }}
      submit={(input) =>
        agent
          ? update.mutateAsync({ agentId: agent.id, input })
          : create.mutateAsync(input as CreateAgentInput)
      }
      savedMessage={(input) => t(agent ? 'form.saved' : 'form.created', { name: input.name ?? agent?.name })}
      failedTitle={agent ? t('form.saveFailed') : t('form.createFailed')}
      onClose={onClose}
    >
      {({ form, errorOf }) => {
        const routing = form.watch('routingType');
        return (
          <>
            <TextInput
              label={t('form.name')}
              required
              data-autofocus
              error={errorOf('name')}
              {...form.register('name')}
            />
            <TextInput
              label={t('form.serviceUserId')}
              description={t('form.serviceUserIdHint')}
              required
              autoCapitalize="none"
              spellCheck={false}
              error={errorOf('serviceUserId')}
              {...form.register('serviceUserId')}
            />
            <NativeSelect
              label={t('form.routingType')}
              data={[
                { value: 'app', label: t('routing.app') },
                { value: 'phone', label: t('routing.phone') },
              ]}
              error={errorOf('routingType')}
              {...form.register('routingType')}
            />
            <TextInput
              label={t('form.phoneNumber')}
              description={t('form.phoneNumberHint')}
              required={routing === 'phone'}
              type="tel"
              error={errorOf('phoneNumber')}
              {...form.register('phoneNumber')}
            />
            <TextInput
              label={t('form.manualStatus')}
              error={errorOf('manualStatus')}
              {...form.register('manualStatus')}
            />
            {agent && (
              <NativeSelect
                label={t('form.systemStatus')}
                data={[
                  { value: 'not_in_call', label: t('systemStatus.not_in_call') },
                  { value: 'in_call', label: t('systemStatus.in_call') },
                ]}
                {...form.register('systemStatus')}
              />
            )}
          </>
        );
      }}
    </ResourceFormModal>
  );
}
