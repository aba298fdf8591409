import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { MAX_SECONDS_TO_AGENT_LIMIT, savePathTestsRequestSchema } from '@/core/api/ivr-designer-path-tests';
import type { GeneratedCheck } from '@/core/ivr/simulator/check-menu-paths';
import { notifySuccess } from '@/components/resource/notify';
import { useDescribeError } from '@/lib/use-describe-error';
import { walkText } from './input-text';
import { pathTimeText } from './path-time';
import { useSavedPathTests } from './use-saved-path-tests';

const limitSchema = savePathTestsRequestSchema.pick({ maxSecondsToAgent: true });
type LimitValues = z.infer<typeof limitSchema>;

/**
 * The longest wait for an agent the supervisors accept, saved with the tests, and the slowest path to a
 * queue measured against it: flagged in words and colour when over.
 */
export function AgentWaitLimit({
  treeId,
  limit,
  longest,
  overLimit,
  nameOf,
}: {
  treeId: string;
  /** The saved limit in seconds; null for none. */
  limit: number | null;
  longest: GeneratedCheck | null;
  overLimit: boolean;
  nameOf: (nodeId: string) => string;
}) {
  const { t } = useTranslation('simulator');
  const describeError = useDescribeError();
  const titleId = useId();
  const { change } = useSavedPathTests(treeId);
  const [failure, setFailure] = useState<string | null>(null);
  const values = useMemo(() => ({ maxSecondsToAgent: limit }), [limit]);
  const { control, handleSubmit, formState } = useForm<LimitValues>({
    resolver: zodResolver(limitSchema),
    values,
  });

  const submit = handleSubmit(async ({ maxSecondsToAgent }) => {
    setFailure(null);
    try {
      const saved = await change((current) => ({ tests: current.tests, maxSecondsToAgent }));
      notifySuccess(saved === 'saved' ? t('agentWait.saved') : t('savedTests.savedOverConflict'));
    } catch (error) {
      setFailure(describeError(error));
    }
  });

  const walk = longest ? walkText(t, nameOf, longest.test.walk) : undefined;
  const time = longest ? pathTimeText(t, longest.ms, longest.exact) : '';
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={titleId}>
          {t('agentWait.title')}
        </Title>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Group align="flex-end">
            <Controller
              control={control}
              name="maxSecondsToAgent"
              render={({ field }) => (
                <NumberInput
                  label={t('agentWait.limit')}
                  description={t('agentWait.limitHint')}
                  allowDecimal={false}
                  allowNegative={false}
                  min={1}
                  max={MAX_SECONDS_TO_AGENT_LIMIT}
                  w={320}
                  value={field.value ?? ''}
                  onChange={(value) => field.onChange(value === '' ? null : Number(value))}
                  onBlur={field.onBlur}
                  error={
                    formState.errors.maxSecondsToAgent &&
                    t('agentWait.invalid', { max: MAX_SECONDS_TO_AGENT_LIMIT })
                  }
                />
              )}
            />
            <Button type="submit" variant="default" loading={formState.isSubmitting}>
              {t('agentWait.save')}
            </Button>
          </Group>
        </form>
        {failure && <Alert color="red">{t('savedTests.failed', { reason: failure })}</Alert>}
        {longest ? (
          <Text>{t('agentWait.longest', { walk, time, depth: longest.depth })}</Text>
        ) : (
          <Text c="dimmed">{t('agentWait.noAgentPath')}</Text>
        )}
        {longest && limit !== null && (
          <div role="status">
            {overLimit ? (
              <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={t('agentWait.overTitle')}>
                {t('agentWait.over', { time, limit })}
              </Alert>
            ) : (
              <Text c="green.9">{t('agentWait.within', { limit })}</Text>
            )}
          </div>
        )}
      </Stack>
    </Paper>
  );
}
