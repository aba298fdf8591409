import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/**
 * What Mantine's ScrollArea takes from Floating UI, one hook to merge refs, from Mantine's own hooks
 * instead: the build hands it to ScrollArea in place of `@floating-ui/react` (scripts/build/
 * scroll-area-merge-refs.ts), so a table in a scroll container does not bring all of Floating UI (15 KB as
 * served) into the list pages' first load.
 */
export function useMergeRefs<Instance>(refs: Array<Ref<Instance> | undefined>) {
  return useMergedRef(...refs);
}
