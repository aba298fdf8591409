import { Alert, Button, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useRouteContext } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '@/core/permissions';
import { useDraftConnection } from '../live/use-draft-connection';

/**
 * The canvas, its library and the editing tools load while the draft connects: until both are in, the page
 * shows the tree's name (`opening`), so a person sees at once which tree is opening.
 */
const loadWorkspace = () => import('./editor-workspace');
const EditorWorkspace = lazy(() => loadWorkspace().then((module) => ({ default: module.EditorWorkspace })));

interface EditorSessionProps {
  treeId: string;
  /** The tree's name, the page heading. */
  title: string;
  /** What the page shows until the draft and the workspace are in. */
  opening: ReactNode;
}

/** The tree's shared draft, held open while the page shows, and the workspace that edits it. */
export function EditorSession({ treeId, title, opening }: EditorSessionProps) {
  const { t } = useTranslation('ivr');
  const user = useRouteContext({ from: '/authenticated', select: (context) => context.session.user });
  const readOnly = !can(user.role, 'ivr:write');
  const { connection, status, ready } = useDraftConnection(treeId);
  const [helpOpened, help] = useDisclosure(false);
  // Fetched beside the draft, not after it.
  useEffect(() => void loadWorkspace(), []);
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
