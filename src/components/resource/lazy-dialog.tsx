import { Box, Center, Loader } from '@mantine/core';
import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A list page's dialog (create, edit, confirm a delete), fetched when it first opens: the dialog, the form
 * library, the input schemas and the inputs stay out of the page's first load, which shows the list and
 * nothing it does not show. Until the dialog's code arrives, a spinner over the page says it is coming.
 */
export function lazyDialog<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function LazyDialog(props: Props) {
    return (
      <Suspense fallback={<DialogLoading />}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}

function DialogLoading() {
  const { t } = useTranslation();
  return (
    <Box pos="fixed" inset={0} style={{ zIndex: 'var(--mantine-z-index-modal)' }}>
      <Center h="100%" role="status">
        <Loader role="progressbar" aria-label={t('status.loading')} />
      </Center>
    </Box>
  );
}
