import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while a lazily loaded page or its data arrives. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih={200} role="status">
      <Loader role="progressbar" aria-label={t('status.loading')} />
    </Center>
  );
}
