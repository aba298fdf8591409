import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PATH_TEST_NAME_MAX, savedPathTestSchema } from '@/core/api/ivr-designer-path-tests';
import type { CallOutcome } from '@/core/ivr/simulator/call-types';
import type { PathInput } from '@/core/ivr/simulator/path-tests';
import { notifySuccess } from '@/components/resource/notify';
import { useDescribeError } from '@/lib/use-describe-error';
import { inputsText } from './input-text';
import { outcomeText } from './outcome-text';
import { useSavedPathTests } from './use-saved-path-tests';

const nameSchema = savedPathTestSchema.pick({ name: true });
type NameInput = { name: string };

/** A finished call kept as a test of the tree: what the caller did, and how the call must end. */
export function SaveCallTest({
  treeId,
  inputs,
  outcome,
}: {
  treeId: string;
  inputs: PathInput[];
  outcome: CallOutcome;
}) {
  const { t } = useTranslation('simulator');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconDeviceFloppy size={16} aria-hidden />}
        disabled={inputs.length === 0}
        onClick={() => setOpen(true)}
      >
        {t('saveTest.open')}
      </Button>
      {open && (
        <SaveCallTestModal treeId={treeId} inputs={inputs} outcome={outcome} onClose={() => setOpen(false)} />
      )}
    </>
  );
}

function SaveCallTestModal({
  treeId,
  inputs,
  outcome,
  onClose,
}: {
  treeId: string;
  inputs: PathInput[];
  outcome: CallOutcome;
  onClose: () => void;
}) {
  const { t } = useTranslation('simulator');
  const describeError = useDescribeError();
  const { change } = useSavedPathTests(treeId);
  const [failure, setFailure] = useState<string | null>(null);
  const expectedText = outcomeText(t, outcome);
  const defaultName = t('saveTest.defaultName', { inputs: inputsText(t, inputs), outcome: expectedText });
  const { register, handleSubmit, formState } = useForm<NameInput>({
    resolver: zodResolver(nameSchema),
    defaultValues: { name: defaultName.slice(0, PATH_TEST_NAME_MAX) },
  });

  const submit = handleSubmit(async ({ name }) => {
    setFailure(null);
    try {
      const test = { id: crypto.randomUUID(), name, inputs, expected: outcome };
      const saved = await change((current) => ({
        tests: [...current.tests, test],
        maxSecondsToAgent: current.maxSecondsToAgent,
      }));
      notifySuccess(saved === 'saved' ? t('saveTest.saved', { name }) : t('savedTests.savedOverConflict'));
      onClose();
    } catch (error) {
      setFailure(describeError(error));
    }
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('saveTest.title')}
      closeButtonProps={{ 'aria-label': t('saveTest.cancel') }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          {failure && <Alert color="red">{t('saveTest.failed', { reason: failure })}</Alert>}
          <Text size="sm">{t('saveTest.inputs', { inputs: inputsText(t, inputs) })}</Text>
          <Text size="sm">{t('saveTest.expected', { outcome: expectedText })}</Text>
          <TextInput
            label={t('saveTest.name')}
            autoComplete="off"
            required
            data-autofocus
            error={formState.errors.name && t('saveTest.nameInvalid', { max: PATH_TEST_NAME_MAX })}
            {...register('name')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('saveTest.cancel')}
            </Button>
            <Button type="submit" loading={formState.isSubmitting}>
              {t('saveTest.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
