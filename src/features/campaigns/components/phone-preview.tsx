import { Code, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PhoneListClassification } from '@/core/phone-number';

/** How many of each are shown on screen; the rest are counted (the final report lists them all). */
const SHOWN = 20;

type PhonePreviewProps = { entries: number; classification: PhoneListClassification };

/** What will be sent before anything is: normalized numbers, repeats, and the numbers refused with why. */
export function PhonePreview({ entries, classification }: PhonePreviewProps) {
  const { t } = useTranslation('campaigns');
  const { valid, duplicates, invalid } = classification;
  return (
    <Stack gap="sm" component="section" aria-labelledby="campaign-preview-title">
      <Title order={2} size="h4" id="campaign-preview-title">
        {t('preview.title')}
      </Title>
      <Group gap="lg" role="status">
        <Text>{t('preview.entries', { count: entries })}</Text>
        <Text c="green">{t('preview.valid', { count: valid.length })}</Text>
        <Text c="dimmed">{t('preview.duplicates', { count: duplicates.length })}</Text>
        <Text c={invalid.length > 0 ? 'red' : 'dimmed'}>
          {t('preview.invalid', { count: invalid.length })}
        </Text>
      </Group>
      {valid.length > 0 && (
        <div>
          <Text size="sm" fw={500}>
            {t('preview.normalizedSample')}
          </Text>
          <List size="sm" aria-label={t('preview.normalizedSample')}>
            {valid.slice(0, SHOWN).map((phone) => (
              <List.Item key={phone}>
                <Code>{phone}</Code>
              </List.Item>
            ))}
          </List>
          {valid.length > SHOWN && (
            <Text size="sm">{t('preview.more', { count: valid.length - SHOWN })}</Text>
          )}
        </div>
      )}
      {invalid.length > 0 && <InvalidTable invalid={invalid} />}
    </Stack>
  );
}

function InvalidTable({ invalid }: { invalid: PhoneListClassification['invalid'] }) {
  const { t } = useTranslation('campaigns');
  return (
    <>
      <Table captionSide="top" striped>
        <Table.Caption>{t('preview.invalidCaption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('preview.columns.phone')}</Table.Th>
            <Table.Th scope="col">{t('preview.columns.reason')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invalid.slice(0, SHOWN).map((entry, index) => (
            <Table.Tr key={`${index}-${entry.raw}`}>
              <Table.Td>
                <Code>{entry.raw}</Code>
              </Table.Td>
              <Table.Td>{t(`reasons.${entry.reason}`)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {invalid.length > SHOWN && (
        <Text size="sm">{t('preview.more', { count: invalid.length - SHOWN })}</Text>
      )}
    </>
  );
}
