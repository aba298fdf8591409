import { useDraft } from '@/api/ivr-drafts/get-draft';
import { useVersion } from '@/api/ivr-versions/get-version';

/** The menu to call: the tree's draft, or the published version `version` when one is named. */
export function useSimulatedMenu(treeId: string, version: number | undefined) {
  const draft = useDraft(treeId);
  const published = useVersion(treeId, version ?? null);
  const source = version === undefined ? draft : published;
  return { menu: source.data?.menu, isPending: source.isPending, error: source.error };
}
