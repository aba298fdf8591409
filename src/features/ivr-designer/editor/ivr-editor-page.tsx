import { Group, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useParams } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/page-loader';
import { useTree } from '@/api/ivr-trees/get-tree';
import { EditorTitle } from './editor-title';

/**
 * The draft's connection brings Yjs and the draft's schemas (about 50 KB as served, and their evaluation):
 * the tree's name is shown without waiting for them. The route asks for them beside this page's code
 * (`pageModules` in ivr-editor-route.ts), so they are on their way before this module runs.
 */
const loadSession = () => import('./editor-session');
const EditorSession = lazy(() => loadSession().then((module) => ({ default: module.EditorSession })));

/** /ivr/$treeId: the designer's editor of one tree's draft. */
export function IvrEditorPage() {
  const { treeId = '' }: { treeId?: string } = useParams({ strict: false });
  const { t } = useTranslation(['ivr', 'common']);
  // The tree's name (not its whole menu: the draft carries that); the area's title until it is known.
  const title = useTree(treeId).data?.name ?? t('editor.title');
  useDocumentTitle(`${title} · ${t('common:appName')}`);
  const opening = (
    <Stack gap="xs">
      <Group gap="sm">
        <EditorTitle title={title} />
      </Group>
      <PageLoader />
    </Stack>
  );
  return (
    <Suspense fallback={opening}>
      <EditorSession treeId={treeId} title={title} opening={opening} />
    </Suspense>
  );
}
