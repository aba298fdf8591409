import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconHeadset } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The product's name with its mark, as the header and the sign-in page show it. */
export function ProductMark() {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <ThemeIcon size="lg" radius="md" variant="filled" aria-hidden>
        <IconHeadset size={20} />
      </ThemeIcon>
      <Text component="span" fw={700} fz="lg">
        {t('appName')}
      </Text>
    </Group>
  );
}
