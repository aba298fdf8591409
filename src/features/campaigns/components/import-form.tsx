import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, FileButton, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { IconAlertCircle, IconFileTypeCsv, IconSend } from '@tabler/icons-react';
import { useDeferredValue, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { createImportSchema } from '@/core/api/campaign-imports';
import { campaignIdSchema } from '@/core/api/campaigns';
import { classifyVietnamPhones } from '@/core/phone-number';
import { isApiError } from '@/lib/api-error';
import { useDescribeError } from '@/lib/use-describe-error';
import { useStartImport } from '../api/start-import';
import { phonesFromText } from '../phone-list-text';
import { PhonePreview } from './phone-preview';

const formSchema = z.object({ campaignId: campaignIdSchema, phonesText: z.string() });
type FormValues = z.infer<typeof formSchema>;

type ImportFormProps = {
  campaignId: string | undefined;
  knownCampaignIds: string[];
  onStarted: (campaignId: string, jobId: string) => void;
};

/** Pick a campaign, paste numbers or load a CSV, check the preview, then send them as a job. */
export function ImportForm({ campaignId, knownCampaignIds, onStarted }: ImportFormProps) {
  const { t } = useTranslation('campaigns');
  const describeError = useDescribeError();
  const start = useStartImport();
  const { register, handleSubmit, setError, setValue, getValues, control, formState } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { campaignId: campaignId ?? '', phonesText: '' },
  });
  const { errors } = formState;
  const phonesText = useDeferredValue(useWatch({ control, name: 'phonesText' }));
  const phones = useMemo(() => phonesFromText(phonesText), [phonesText]);
  const classification = useMemo(() => classifyVietnamPhones(phones), [phones]);

  const loadCsv = async (file: File | null) => {
    if (!file) return;
    const text = await file.text();
    const current = getValues('phonesText').trimEnd();
    setValue('phonesText', current === '' ? text : `${current}\n${text}`, { shouldValidate: false });
  };

  const submit = handleSubmit((values) => {
    const list = phonesFromText(values.phonesText);
    if (!createImportSchema.safeParse({ phones: list }).success || classification.valid.length === 0) {
      setError('phonesText', { type: 'local', message: t('form.errors.phones') }, { shouldFocus: true });
      return;
    }
    start.mutate(
      { campaignId: values.campaignId, phones: list },
      {
        onSuccess: ({ jobId }) => onStarted(values.campaignId, jobId),
        onError: (error) => {
          if (!isApiError(error)) return;
          const campaignError = error.fieldErrors.campaignId;
          const phonesError = error.fieldErrors.phones;
          if (campaignError) setError('campaignId', { type: 'server', message: campaignError });
          if (phonesError) setError('phonesText', { type: 'server', message: phonesError });
        },
      },
    );
  });

  const fieldError = (field: keyof FormValues) => {
    const error = errors[field];
    if (!error) return undefined;
    return error.type === 'server' || error.type === 'local' ? error.message : t(`form.errors.${field}`);
  };
  const formLevelError =
    start.isError && !(isApiError(start.error) && Object.keys(start.error.fieldErrors).length > 0);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('form.label')}>
      <Stack>
        {formLevelError && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
            {t('form.failed', { reason: describeError(start.error) })}
          </Alert>
        )}
        <TextInput
          label={t('form.campaignId')}
          description={t('form.campaignIdHint')}
          autoComplete="off"
          spellCheck={false}
          required
          list="known-campaign-ids"
          error={fieldError('campaignId')}
          {...register('campaignId')}
        />
        <datalist id="known-campaign-ids">
          {knownCampaignIds.map((id) => (
            <option key={id} value={id} />
          ))}
        </datalist>
        <Textarea
          label={t('form.phones')}
          description={t('form.phonesHint')}
          autosize
          minRows={5}
          maxRows={14}
          spellCheck={false}
          error={fieldError('phonesText')}
          {...register('phonesText')}
        />
        <Group>
          <FileButton onChange={(file) => void loadCsv(file)} accept=".csv,text/csv,text/plain">
            {(props) => (
              <Button variant="default" leftSection={<IconFileTypeCsv size={18} aria-hidden />} {...props}>
                {t('form.loadCsv')}
              </Button>
            )}
          </FileButton>
        </Group>
        {phones.length > 0 && <PhonePreview entries={phones.length} classification={classification} />}
        <Group justify="flex-end">
          <Button type="submit" loading={start.isPending} leftSection={<IconSend size={18} aria-hidden />}>
            {t('form.submit', { count: classification.valid.length })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
