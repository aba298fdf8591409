import { Alert, Button, Stack } from '@mantine/core';
import { useDisclosure, useDocumentTitle } from '@mantine/hooks';
import { useParams, useRouteContext } from '@tanstack/react-router';
import { ReactFlowProvider } from '@xyflow/react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader';
import { can } from '../../../core/permissions';
import { useDescribeError } from '../../../lib/use-describe-error';
import { PublishButton } from '../publish/publish-button';
import { useTree } from '../trees/api/get-tree';
import { EditorLinks } from './editor-links';
import { EditorWorkspace } from './editor-workspace';
import { useOpenDraft } from './use-open-draft';

/** /ivr/$treeId: the designer's editor of one tree's draft. */
export function IvrEditorPage() {
  const { treeId = '' }: { treeId?: string } = useParams({ strict: false });
  const { t } = useTranslation(['ivr', 'common']);
  const describeError = useDescribeError();
  const user = useRouteContext({ from: '/authenticated', select: (context) => context.session.user });
  const readOnly = !can(user.role, 'ivr:write');
  const { draft, layout, ready, reload } = useOpenDraft(treeId);
  const [helpOpened, help] = useDisclosure(false);
  // The tree's name (not its whole menu: the draft carries that); the area's title until it is known.
  const title = useTree(treeId).data?.name ?? t('editor.title');
  useDocumentTitle(`${title} · ${t('common:appName')}`);
  const failed = draft.error ?? layout.error;
  if (failed)
    return (
      <Alert color="red" title={t('editor.loadFailed')}>
        <Stack gap="xs" align="flex-start">
          {describeError(failed)}
          <Button size="xs" onClick={reload}>
            {t('editor.reload')}
          </Button>
        </Stack>
      </Alert>
    );
  if (!ready) return <PageLoader />;
  return (
    <ReactFlowProvider>
      <EditorWorkspace
        treeId={treeId}
        title={title}
        readOnly={readOnly}
        userId={user.id}
        onReload={reload}
        helpOpened={helpOpened}
        help={help}
        publish={
          <>
            <EditorLinks treeId={treeId} />
            <PublishButton treeId={treeId} />
          </>
        }
      />
    </ReactFlowProvider>
  );
}
