import { useQuery } from '@tanstack/react-query';
import type { IvrMenu } from '@/core/ivr/ivr-menu';
import { draftQueryOptions } from '@/api/ivr-drafts/get-draft';
import { versionQueryOptions } from '@/api/ivr-versions/get-version';

/** One side of a comparison: a version's number, or the draft. */
export type CompareSide = number | 'draft';

/** The menu of a side, loading as needed; null until it arrives. */
export function useSideMenu(
  treeId: string,
  side: CompareSide,
): { menu: IvrMenu | null; error: unknown; pending: boolean } {
  const isDraft = side === 'draft';
  const version = useQuery({ ...versionQueryOptions(treeId, isDraft ? 0 : side), enabled: !isDraft });
  const draft = useQuery({ ...draftQueryOptions(treeId), enabled: isDraft });
  const query = isDraft ? draft : version;
  return { menu: query.data?.menu ?? null, error: query.error, pending: query.isPending };
}
