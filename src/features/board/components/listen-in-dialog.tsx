import { Alert, Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addUserInputSchema } from '@/core/api/calls';
import type { BoardRunningCall } from '@/core/board/board-snapshot';
import { useDescribeError } from '@/lib/use-describe-error';
import { useListenIn } from '../api/listen-in';

const PHONE = /^\+?\d{3,20}$/;

/**
 * Joins a running call as a listen-only spy. Who listens is a platform user (my user name by default) or
 * a phone number; the caller id shown to the service defaults to the number the call reached.
 */
export function ListenInDialog({
  call,
  username,
  onClose,
}: {
  call: BoardRunningCall;
  username: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('board');
  const describeError = useDescribeError();
  const listening = useListenIn();
  const [toType, setToType] = useState<'internal' | 'external'>('internal');
  const [toNumber, setToNumber] = useState(username);
  const [fromNumber, setFromNumber] = useState(
    PHONE.test(call.toNumber) ? call.toNumber : PHONE.test(call.fromNumber) ? call.fromNumber : '',
  );
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const parsed = addUserInputSchema.safeParse({
      callId: call.id,
      from: { number: fromNumber },
      to: { type: toType, number: toNumber },
      spy: true,
    });
    if (!parsed.success) {
      setError(t('listen.invalid'));
      return;
    }
    setError(null);
    listening.mutate({ ...parsed.data, spy: true });
  };

  return (
    <Modal opened onClose={onClose} title={t('listen.title')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        noValidate
      >
        <Stack gap="sm">
          <Text size="sm">{t('listen.intro', { callId: call.id })}</Text>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="listen-to-type">
              {t('listen.toType')}
            </Text>
            <SegmentedControl
              aria-labelledby="listen-to-type"
              value={toType}
              onChange={(value) => setToType(value)}
              data={[
                { value: 'internal', label: t('listen.internal') },
                { value: 'external', label: t('listen.external') },
              ]}
            />
          </Stack>
          <TextInput
            label={toType === 'internal' ? t('listen.toUser') : t('listen.toNumber')}
            value={toNumber}
            onChange={(event) => setToNumber(event.currentTarget.value)}
          />
          <TextInput
            label={t('listen.from')}
            description={t('listen.fromHint')}
            inputMode="tel"
            value={fromNumber}
            onChange={(event) => setFromNumber(event.currentTarget.value)}
          />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          {listening.isError && (
            <Alert color="red" role="alert" title={t('listen.failed')}>
              {describeError(listening.error)}
            </Alert>
          )}
          {listening.isSuccess && (
            <Alert color="teal" role="status">
              {t('listen.done')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('listen.close')}
            </Button>
            <Button type="submit" loading={listening.isPending} disabled={listening.isSuccess}>
              {t('listen.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
