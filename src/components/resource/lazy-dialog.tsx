import { Alert, Box, Button, Center, Loader, Stack } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { refetchingLazy } from '../refetching-lazy';

/**
 * A list page's dialog (create, edit, confirm a delete), fetched when it first opens: the dialog, the form
 * library, the input schemas and the inputs stay out of the page's first load, which shows the list and
 * nothing it does not show. Until the dialog's code arrives, a spinner over the page says it is coming; if
 * it cannot arrive (offline at the first click), a message says so and the next opening tries again.
 * `prefetch()` starts the download before the click.
 */
export function lazyDialog<Props extends { onClose: () => void }>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> & { prefetch: () => void } {
  // Pages mount a dialog when it opens, so the opening after a failure fetches the code again.
  const dialog = refetchingLazy(load, {
    loading: () => <DialogLoading />,
    failed: (props) => <DialogFailed onClose={props.onClose} />,
  });
  // For an opener that sees the wish coming (pointed at, focused): a failure is left to the opening.
  return Object.assign(dialog, { prefetch: () => void load().catch(() => undefined) });
}

function OverPage({ children }: { children: ReactNode }) {
  return (
    <Box pos="fixed" inset={0} style={{ zIndex: 'var(--mantine-z-index-modal)' }}>
      <Center h="100%">{children}</Center>
    </Box>
  );
}

function DialogLoading() {
  const { t } = useTranslation();
  return (
    <OverPage>
      <Loader role="progressbar" aria-label={t('status.loading')} />
    </OverPage>
  );
}

function DialogFailed({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <OverPage>
      <Alert color="red" title={t('dialog.loadFailed')} role="alert" maw={420}>
        <Stack gap="sm" align="flex-start">
          {t('dialog.loadFailedDetail')}
          <Button size="xs" variant="default" onClick={onClose}>
            {t('dialog.close')}
          </Button>
        </Stack>
      </Alert>
    </OverPage>
  );
}
