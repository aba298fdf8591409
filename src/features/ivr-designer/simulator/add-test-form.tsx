import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Paper, Select, Stack, TextInput, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PATH_TEST_INPUTS_MAX, PATH_TEST_NAME_MAX } from '@/core/api/ivr-designer-path-tests';
import { notifySuccess } from '@/components/resource/notify';
import { useDescribeError } from '@/lib/use-describe-error';
import { addTestSchema, EXPECTABLE_KINDS, type AddTestOutput, type AddTestValues } from './add-test-schema';
import { useSavedPathTests } from './use-saved-path-tests';

const EMPTY: AddTestValues = { name: '', inputs: '', kind: 'queue', queueId: '', phoneNumber: '' };

/** A test written by hand: the caller's inputs typed as words, and the end the call must reach. */
export function AddTestForm({ treeId }: { treeId: string }) {
  const { t } = useTranslation('simulator');
  const describeError = useDescribeError();
  const { change } = useSavedPathTests(treeId);
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();
  const { register, control, handleSubmit, reset, formState } = useForm<
    AddTestValues,
    unknown,
    AddTestOutput
  >({ resolver: zodResolver(addTestSchema), defaultValues: EMPTY });
  const kind = useWatch({ control, name: 'kind' });
  const { errors } = formState;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const test = { id: crypto.randomUUID(), ...values };
      const saved = await change((current) => ({
        tests: [...current.tests, test],
        maxSecondsToAgent: current.maxSecondsToAgent,
      }));
      notifySuccess(
        saved === 'saved' ? t('addTest.added', { name: values.name }) : t('savedTests.savedOverConflict'),
      );
      reset(EMPTY);
    } catch (error) {
      setFailure(describeError(error));
    }
  });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Title order={4} id={titleId}>
            {t('addTest.title')}
          </Title>
          {failure && <Alert color="red">{t('savedTests.failed', { reason: failure })}</Alert>}
          <Group align="flex-start" grow>
            <TextInput
              label={t('addTest.name')}
              autoComplete="off"
              required
              error={errors.name && t('addTest.nameInvalid', { max: PATH_TEST_NAME_MAX })}
              {...register('name')}
            />
            <TextInput
              label={t('addTest.inputs')}
              description={t('addTest.inputsHint')}
              autoComplete="off"
              required
              error={errors.inputs && t('addTest.inputsInvalid', { max: PATH_TEST_INPUTS_MAX })}
              {...register('inputs')}
            />
          </Group>
          <Group align="flex-start" grow>
            <Controller
              control={control}
              name="kind"
              render={({ field }) => (
                <Select
                  label={t('addTest.expected')}
                  data={EXPECTABLE_KINDS.map((value) => ({ value, label: t(`addTest.kinds.${value}`) }))}
                  allowDeselect={false}
                  value={field.value}
                  onChange={(value) => value !== null && field.onChange(value)}
                  onBlur={field.onBlur}
                />
              )}
            />
            {kind === 'queue' && (
              <TextInput
                label={t('addTest.queueId')}
                autoComplete="off"
                required
                error={errors.queueId && t('addTest.queueIdRequired')}
                {...register('queueId')}
              />
            )}
            {kind === 'forward' && (
              <TextInput
                label={t('addTest.phoneNumber')}
                autoComplete="off"
                required
                error={errors.phoneNumber && t('addTest.phoneNumberRequired')}
                {...register('phoneNumber')}
              />
            )}
          </Group>
          <Group justify="flex-end">
            <Button type="submit" loading={formState.isSubmitting}>
              {t('addTest.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
