import {
  Alert,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertCircle, IconPhonePlus } from '@tabler/icons-react';
import { useSearch } from '@tanstack/react-router';
import { useMemo, useRef } from 'react';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { addUserInputSchema } from '@/core/api/calls';
import { isApiError } from '@/lib/api-error';
import { useDescribeError } from '@/lib/use-describe-error';
import { useAddUserToCall } from '../api/add-user-to-call';
import { contractResolver, validationKeyOf } from '../form-errors';

type AddUserValues = {
  callId: string;
  fromNumber: string;
  toType: 'external' | 'internal';
  toNumber: string;
  spy: boolean;
};

const toRequest = (values: AddUserValues) => ({
  callId: values.callId,
  from: { number: values.fromNumber },
  to: { type: values.toType, number: values.toNumber },
  spy: values.spy,
});

const fieldOf = (path: ReadonlyArray<PropertyKey>) => {
  const [head, field] = path.map(String);
  if (head === 'from') return 'fromNumber';
  if (head === 'to') return field === 'type' ? 'toType' : 'toNumber';
  return head ?? 'callId';
};

/** Adds someone to a running call: an external number or a platform user, optionally as a silent spy. */
export function AddUserPage() {
  const { t } = useTranslation(['calls', 'common']);
  const describeError = useDescribeError();
  const { callId = '' }: { callId?: string } = useSearch({ strict: false });
  const adding = useAddUserToCall();
  const resolver = useMemo(
    () =>
      contractResolver<AddUserValues, unknown>(addUserInputSchema, toRequest, fieldOf, (issue) =>
        t(`validation.${validationKeyOf(issue)}`),
      ),
    [t],
  );
  const { register, handleSubmit, control, setValue, setError, formState } = useForm<AddUserValues>({
    defaultValues: { callId, fromNumber: '', toType: 'external', toNumber: '', spy: true },
    resolver,
  });
  const toType = useWatch({ control, name: 'toType' });
  const sending = useRef(false);
  useDocumentTitle(`${t('addUser.title')} · ${t('common:appName')}`);

  const onValid = (values: AddUserValues) => {
    // A double click adds the person once: the second submit finds the first still on its way.
    if (sending.current) return;
    sending.current = true;
    adding.mutate(addUserInputSchema.parse(toRequest(values)), {
      onSettled: () => {
        sending.current = false;
      },
      onError: (error) => {
        if (!isApiError(error)) return;
        for (const [path, message] of Object.entries(error.fieldErrors)) {
          setError(fieldOf(path.split('.')) as Path<AddUserValues>, { type: 'server', message });
        }
      },
    });
  };

  return (
    <Stack gap="lg" maw={720}>
      <Stack gap={4}>
        <Title order={1}>{t('addUser.title')}</Title>
        <Text c="dimmed">{t('addUser.intro')}</Text>
      </Stack>
      <Paper withBorder p="md">
        <form
          aria-label={t('addUser.formLabel')}
          onSubmit={(event) => void handleSubmit(onValid)(event)}
          noValidate
        >
          <Stack gap="md">
            <TextInput
              label={t('addUser.callId')}
              spellCheck={false}
              error={formState.errors.callId?.message}
              {...register('callId')}
            />
            <TextInput
              label={t('addUser.from')}
              description={t('placeCall.fromHint')}
              inputMode="tel"
              error={formState.errors.fromNumber?.message}
              {...register('fromNumber')}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500} id="add-user-to-type">
                {t('addUser.toType')}
              </Text>
              <SegmentedControl
                w="fit-content"
                aria-labelledby="add-user-to-type"
                value={toType}
                onChange={(value) => setValue('toType', value)}
                data={[
                  { value: 'external', label: t('party.external') },
                  { value: 'internal', label: t('party.internal') },
                ]}
              />
            </Stack>
            <TextInput
              label={toType === 'internal' ? t('addUser.toUser') : t('addUser.toNumber')}
              inputMode={toType === 'internal' ? 'text' : 'tel'}
              error={formState.errors.toNumber?.message}
              {...register('toNumber')}
            />
            <Controller
              control={control}
              name="spy"
              render={({ field }) => (
                <Switch
                  label={t('addUser.spy')}
                  description={t('addUser.spyHint')}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                />
              )}
            />
            {adding.isError && (
              <Alert
                color="red"
                icon={<IconAlertCircle aria-hidden />}
                title={t('addUser.failed')}
                role="alert"
              >
                {describeError(adding.error)}
              </Alert>
            )}
            {adding.isSuccess && (
              <Alert color="teal" role="status">
                {t(adding.variables.spy ? 'addUser.addedSpy' : 'addUser.added', {
                  callId: adding.variables.callId,
                })}
              </Alert>
            )}
            <Group>
              <Button
                type="submit"
                loading={adding.isPending}
                leftSection={<IconPhonePlus size={16} aria-hidden />}
              >
                {t('addUser.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
