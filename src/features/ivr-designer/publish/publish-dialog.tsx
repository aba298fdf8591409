import { Alert, Modal } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/page-loader';
import { isApiError } from '@/lib/api-error';
import { useDescribeError } from '@/lib/use-describe-error';
import { useDraftToPublish } from '@/api/ivr-drafts/get-draft';
import { useValidationContext } from '@/api/ivr-validation-context/get-validation-context';
import { useStartPublish } from '../api/start-publish';
import { menuKeys, menuNodeNames } from './menu-names';
import { PublishConflict } from './publish-conflict';
import { PublishProgressView } from './publish-progress';
import { PublishReview } from './publish-review';

type Phase = { kind: 'review' } | { kind: 'progress'; publishId: string } | { kind: 'conflict' };

/** Review the draft against what is live, publish it, follow the publish; a conflict is shown, never overwritten. */
export function PublishDialog({ treeId, onClose }: { treeId: string; onClose: () => void }) {
  const { t } = useTranslation('ivr');
  const describeError = useDescribeError();
  const [phase, setPhase] = useState<Phase>({ kind: 'review' });
  const draft = useDraftToPublish(treeId, phase.kind === 'review');
  const context = useValidationContext({ treeId }, { enabled: phase.kind === 'review', fresh: true });
  const start = useStartPublish();
  const loadError = draft.error ?? context.error;

  const publish = (note: string) => {
    if (!draft.data) return;
    start.mutate(
      { treeId, request: { note, revision: draft.data.revision } },
      {
        onSuccess: ({ publishId }) => setPhase({ kind: 'progress', publishId }),
        onError: (error) => {
          if (isApiError(error) && error.status === 409) setPhase({ kind: 'conflict' });
        },
      },
    );
  };

  const failure = start.isError && !(isApiError(start.error) && start.error.status === 409);
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('publish.title')}
      size="xl"
      closeButtonProps={{ 'aria-label': t('publish.close') }}
    >
      {phase.kind === 'review' && (draft.isPending || context.isPending) && !loadError && <PageLoader />}
      {phase.kind === 'review' && loadError && (
        <Alert color="red">{t('publish.loadFailed', { reason: describeError(loadError) })}</Alert>
      )}
      {phase.kind === 'review' && draft.data && context.data && (
        <PublishReview
          draft={draft.data}
          context={context.data}
          publishing={start.isPending}
          failure={failure ? t('publish.startFailed', { reason: describeError(start.error) }) : null}
          onPublish={publish}
          onCancel={onClose}
        />
      )}
      {phase.kind === 'progress' && (
        <PublishProgressView
          publishId={phase.publishId}
          nodeName={draft.data ? menuNodeNames(draft.data.menu, draft.data.base) : (id) => id}
          {...(draft.data && { keyOf: menuKeys(draft.data.menu, draft.data.base) })}
          onClose={onClose}
        />
      )}
      {phase.kind === 'conflict' && draft.data && (
        <PublishConflict
          treeId={treeId}
          draft={draft.data}
          detail={isApiError(start.error) ? (start.error.detail ?? start.error.title) : null}
          onClose={onClose}
          onMerged={() => {
            start.reset();
            setPhase({ kind: 'review' });
          }}
        />
      )}
    </Modal>
  );
}
