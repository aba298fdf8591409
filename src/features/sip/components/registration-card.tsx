import { Card, Code, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SIP_PHONE_REGISTRATION_PORT } from '@/core/api/sip-phones';
import { useSipRegistration } from '@/api/sip/get-sip-registration';

/** How to register a phone: the SIP domain and port, and which username and password to use. */
export function RegistrationCard() {
  const { t } = useTranslation('sip');
  const registration = useSipRegistration();
  const domain = registration.data?.domain;
  const port = registration.data?.port ?? SIP_PHONE_REGISTRATION_PORT;
  return (
    <Card withBorder component="section" aria-labelledby="sip-registration-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="sip-registration-title">
          {t('phones.registration.title')}
        </Title>
        <List spacing={4} size="sm">
          <List.Item>
            {t('phones.registration.domain')}{' '}
            {domain ? (
              <Code>{domain}</Code>
            ) : (
              <Text span c="dimmed">
                {t('phones.registration.noDomain')}
              </Text>
            )}
          </List.Item>
          <List.Item>
            {t('phones.registration.port')} <Code>{port}</Code>
          </List.Item>
          <List.Item>{t('phones.registration.username')}</List.Item>
          <List.Item>{t('phones.registration.password')}</List.Item>
        </List>
      </Stack>
    </Card>
  );
}
