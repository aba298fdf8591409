import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconPhoneOutgoing } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CallOutInput } from '@/core/api/calls';
import { formatPhoneNumber } from '@/core/phone-number';
import { summarizeCall } from '../call-summary';

type Props = {
  /** The checked request about to be sent; null when nothing waits for confirmation. */
  request: CallOutInput | null;
  onConfirm: (request: CallOutInput) => void;
  onCancel: () => void;
};

/** A real phone rings: the person sees who calls whom and what is said before it does. */
export function PlaceCallConfirmation({ request, onConfirm, onCancel }: Props) {
  const { t } = useTranslation('calls');
  const summary = request === null ? null : summarizeCall(request);
  return (
    <Modal opened={request !== null} onClose={onCancel} title={t('confirm.title')} centered>
      {request !== null && summary !== null && (
        <Stack gap="sm">
          <Text size="sm">
            {t('confirm.from')} <strong>{formatPhoneNumber(request.from.number)}</strong>
            {request.from.alias ? ` (${request.from.alias})` : ''}
          </Text>
          <Stack gap={2}>
            <Text size="sm">{t('confirm.to', { count: request.to.length })}</Text>
            <List size="sm">
              {request.to.map((party, index) => (
                <List.Item key={`${party.number}-${index}`}>
                  <strong>{formatPhoneNumber(party.number)}</strong>
                </List.Item>
              ))}
            </List>
          </Stack>
          <Text size="sm">
            {summary.kind === 'url'
              ? t('confirm.fromUrl', { url: summary.url })
              : t('confirm.script', {
                  kind: t(`script.kinds.${summary.first.action}`),
                  detail: summary.first.detail,
                  count: summary.more,
                })}
          </Text>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onCancel}>
              {t('confirm.cancel')}
            </Button>
            <Button
              leftSection={<IconPhoneOutgoing size={16} aria-hidden />}
              onClick={() => onConfirm(request)}
            >
              {t('confirm.place')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
