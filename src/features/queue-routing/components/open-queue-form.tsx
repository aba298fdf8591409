import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, TextInput } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { groupRoutingQueueSchema } from '@/core/api/group-routings';

const formSchema = z.object({ queueId: groupRoutingQueueSchema });
type Values = z.infer<typeof formSchema>;

/** Open any queue by its id, also one no menu names yet (a queue exists once a group serves it). */
export function OpenQueueForm({ onOpen }: { onOpen: (queueId: string) => void }) {
  const { t } = useTranslation('queueRouting');
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver: zodResolver(formSchema),
    defaultValues: { queueId: '' },
  });
  const submit = handleSubmit((values) => onOpen(values.queueId));
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('open.label')}>
      <Group align="flex-start" gap="sm">
        <TextInput
          label={t('open.queueId')}
          description={t('open.queueIdHint')}
          autoComplete="off"
          spellCheck={false}
          error={formState.errors.queueId ? t('open.error') : undefined}
          {...register('queueId')}
        />
        <Button
          type="submit"
          mt={44}
          variant="default"
          rightSection={<IconArrowRight size={16} aria-hidden />}
        >
          {t('open.submit')}
        </Button>
      </Group>
    </form>
  );
}
