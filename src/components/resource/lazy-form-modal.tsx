import { Modal } from '@mantine/core';
import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../page-loader';

/**
 * A list page's create or edit dialog, fetched when it first opens: the form library, the input schemas
 * and the inputs stay out of the page's first load, which shows the list and nothing it does not show.
 * Until the dialog's code arrives, a dialog says it is loading (and can be closed).
 */
export function lazyFormModal<Props extends { onClose: () => void }>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function LazyFormModal(props: Props) {
    return (
      <Suspense fallback={<LoadingDialog onClose={props.onClose} />}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}

function LoadingDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={t('status.loading')}>
      <PageLoader />
    </Modal>
  );
}
