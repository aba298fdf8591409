import { Alert, Button, Group, Stack } from '@mantine/core';
import { useDisclosure, useDocumentTitle } from '@mantine/hooks';
import { useParams, useRouteContext } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/page-loader';
import { can } from '@/core/permissions';
import { useTree } from '@/api/ivr-trees/get-tree';
import { EditorTitle } from './editor-header';
import { useDraftConnection } from '../live/use-draft-connection';

/**
 * The canvas, its library and the editing tools load while the draft connects: until both are in, the page
 * shows the tree's name, so a person sees at once which tree is opening.
 */
const loadWorkspace = () => import('./editor-workspace');
const EditorWorkspace = lazy(() => loadWorkspace().then((module) => ({ default: module.EditorWorkspace })));

/** /ivr/$treeId: the designer's editor of one tree's draft. */
export function IvrEditorPage() {
  const { treeId = '' }: { treeId?: string } = useParams({ strict: false });
  const { t } = useTranslation(['ivr', 'common']);
  const user = useRouteContext({ from: '/authenticated', select: (context) => context.session.user });
  const readOnly = !can(user.role, 'ivr:write');
  const { connection, status, ready } = useDraftConnection(treeId);
  const [helpOpened, help] = useDisclosure(false);
  // Fetched beside the draft, not after it.
  useEffect(() => void loadWorkspace(), []);
  // The tree's name (not its whole menu: the draft carries that); the area's title until it is known.
  const title = useTree(treeId).data?.name ?? t('editor.title');
  useDocumentTitle(`${title} · ${t('common:appName')}`);
  if (status?.connection === 'refused' && !ready)
    return (
      <Alert color="red" title={t('editor.loadFailed')}>
        <Stack gap="xs" align="flex-start">
          {t(`editor.live.refused.${status.refusal ?? 'forbidden'}`)}
          <Button size="xs" onClick={() => window.location.reload()}>
            {t('editor.reload')}
          </Button>
        </Stack>
      </Alert>
    );
  const opening = (
    <Stack gap="xs">
      <Group gap="sm">
        <EditorTitle title={title} />
      </Group>
      <PageLoader />
    </Stack>
  );
  if (!ready || !connection || !status) return opening;
  return (
    <Suspense fallback={opening}>
      <EditorWorkspace
        title={title}
        readOnly={readOnly}
        user={{ id: user.id, name: user.displayName }}
        connection={connection}
        status={status}
        helpOpened={helpOpened}
        help={help}
        treeId={treeId}
      />
    </Suspense>
  );
}
