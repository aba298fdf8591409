import { Alert, Button, Group, Paper, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertCircle, IconPhoneOutgoing } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { callOutInputSchema, type CallOutInput } from '@/core/api/calls';
import { isApiError } from '@/lib/api-error';
import { useDescribeError } from '@/lib/use-describe-error';
import { usePlaceCall } from '../api/place-call';
import { placeCallResolver } from '../place-call-resolver';
import { blankStep, formFieldOf, toCallOutInput, type PlaceCallValues } from '../script-steps';
import { DestinationsEditor } from './destinations-editor';
import { PlaceCallConfirmation } from './place-call-confirmation';
import { PlacedCallResult } from './placed-call-result';
import { ScriptEditor } from './script-editor';

const defaults: PlaceCallValues = {
  from: { number: '', alias: '' },
  to: [{ number: '' }],
  mode: 'script',
  answerUrl: '',
  steps: [blankStep('talk')],
  scriptJson: null,
};

/** Place a test call: who calls, whom, and what the callee hears (a script built here, or a URL). */
export function PlaceCallPage() {
  const { t } = useTranslation(['calls', 'common']);
  const describeError = useDescribeError();
  const placing = usePlaceCall();
  const resolver = useMemo(() => placeCallResolver(t), [t]);
  const [awaitingConfirmation, setAwaitingConfirmation] = useState<CallOutInput | null>(null);
  // One confirmed request rings once: a second click before the first answer finds this set.
  const sending = useRef(false);
  const form = useForm<PlaceCallValues>({ defaultValues: defaults, resolver });
  const { register, handleSubmit, control, setValue, setError, formState } = form;
  const mode = useWatch({ control, name: 'mode' });
  useDocumentTitle(`${t('placeCall.title')} · ${t('common:appName')}`);

  const onValid = (values: PlaceCallValues) => {
    if (sending.current) return;
    setAwaitingConfirmation(callOutInputSchema.parse(toCallOutInput(values)));
  };
  const place = (request: CallOutInput) => {
    setAwaitingConfirmation(null);
    if (sending.current) return;
    sending.current = true;
    placing.mutate(request, {
      onSettled: () => {
        sending.current = false;
      },
      onError: (error) => {
        if (!isApiError(error)) return;
        for (const [path, message] of Object.entries(error.fieldErrors)) {
          setError(formFieldOf(path.split('.')) as Path<PlaceCallValues>, { type: 'server', message });
        }
      },
    });
  };

  return (
    <Stack gap="lg" maw={1000}>
      <Stack gap={4}>
        <Title order={1}>{t('placeCall.title')}</Title>
        <Text c="dimmed">{t('placeCall.intro')}</Text>
      </Stack>
      <FormProvider {...form}>
        <form
          aria-label={t('placeCall.formLabel')}
          onSubmit={(event) => void handleSubmit(onValid)(event)}
          noValidate
        >
          <Stack gap="md">
            <Paper withBorder p="md">
              <Group align="flex-start">
                <TextInput
                  label={t('placeCall.from')}
                  description={t('placeCall.fromHint')}
                  inputMode="tel"
                  w={260}
                  error={formState.errors.from?.number?.message}
                  {...register('from.number')}
                />
                <TextInput
                  label={t('placeCall.fromAlias')}
                  w={220}
                  error={formState.errors.from?.alias?.message}
                  {...register('from.alias')}
                />
              </Group>
            </Paper>
            <Paper withBorder p="md">
              <DestinationsEditor />
            </Paper>
            <Paper withBorder p="md">
              <Stack gap="sm">
                <SegmentedControl
                  w="fit-content"
                  aria-label={t('placeCall.mode')}
                  value={mode}
                  onChange={(value) => setValue('mode', value)}
                  data={[
                    { value: 'script', label: t('placeCall.modeScript') },
                    { value: 'url', label: t('placeCall.modeUrl') },
                  ]}
                />
                {mode === 'url' ? (
                  <TextInput
                    label={t('placeCall.answerUrl')}
                    placeholder="https://"
                    error={formState.errors.answerUrl?.message}
                    {...register('answerUrl')}
                  />
                ) : (
                  <ScriptEditor />
                )}
              </Stack>
            </Paper>
            {placing.isError && (
              <Alert
                color="red"
                icon={<IconAlertCircle aria-hidden />}
                title={t('placeCall.failed')}
                role="alert"
              >
                {describeError(placing.error)}
              </Alert>
            )}
            {placing.isSuccess && <PlacedCallResult callId={placing.data.callId} />}
            <Button
              type="submit"
              w="fit-content"
              loading={placing.isPending}
              leftSection={<IconPhoneOutgoing size={16} aria-hidden />}
            >
              {t('placeCall.submit')}
            </Button>
          </Stack>
        </form>
      </FormProvider>
      <PlaceCallConfirmation
        request={awaitingConfirmation}
        onConfirm={place}
        onCancel={() => setAwaitingConfirmation(null)}
      />
    </Stack>
  );
}
