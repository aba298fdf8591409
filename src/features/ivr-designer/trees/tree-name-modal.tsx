import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ivrTreeInputSchema, type IvrTreeInput } from '@/core/api/ivr-trees';
import { applyFieldErrors } from '@/lib/apply-field-errors';
import { useDescribeError } from '@/lib/use-describe-error';
import { NameInUseWarning } from './name-in-use-warning';
import { useTreeNameMessage } from './use-tree-name-message';

interface TreeNameModalProps {
  title: string;
  submitLabel: string;
  defaultName: string;
  /** Sends the name; the modal closes when it resolves and shows why when it rejects. */
  onSubmit: (input: IvrTreeInput) => Promise<unknown>;
  onClose: () => void;
  /** The tree being renamed, whose own name is no clash. */
  treeId?: string;
}

/** Asks for a tree's name: to create, rename or copy a tree. */
export function TreeNameModal({
  title,
  submitLabel,
  defaultName,
  onSubmit,
  onClose,
  treeId,
}: TreeNameModalProps) {
  const { t } = useTranslation('ivr');
  const describeError = useDescribeError();
  const nameMessage = useTreeNameMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState, control } = useForm<IvrTreeInput>({
    resolver: zodResolver(ivrTreeInputSchema),
    defaultValues: { name: defaultName },
  });
  const watchedName = useWatch({ control, name: 'name' });

  const submit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      await onSubmit(input);
      onClose();
    } catch (error) {
      // The service's refusal of the name goes beside the field; anything else above the form.
      if (!applyFieldErrors(error, setError, ['name'])) setFailure(describeError(error));
    }
  });

  return (
    <Modal opened onClose={onClose} closeButtonProps={{ 'aria-label': t('publish.close') }} title={title}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          {failure && (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
              {t('trees.form.failed', { reason: failure })}
            </Alert>
          )}
          <TextInput
            label={t('trees.form.name')}
            autoComplete="off"
            required
            data-autofocus
            error={nameMessage(formState.errors.name)}
            {...register('name')}
          />
          <NameInUseWarning name={watchedName} exceptTreeId={treeId} />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('trees.form.cancel')}
            </Button>
            <Button type="submit" loading={formState.isSubmitting}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
