import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from '@/lib/after-next-paint';
import type { IvrMenu } from '@/core/ivr/ivr-menu';
import { useEditorStore } from '../store/editor-store';

/**
 * The menu on screen, once the browser has painted it, and null until then (its cards still being placed):
 * checking a 5,000-node menu takes a fifth of a second, which the first drawing of its cards (and the layout
 * answer that places them) should not wait for. Later edits are checked a frame after they show, in a
 * transition, so typing never waits for the checks either.
 */
export function useMenuAfterPaint(menu: IvrMenu): IvrMenu | null {
  const placing = useEditorStore((state) => state.placing);
  const [painted, setPainted] = useState<IvrMenu | null>(null);
  useEffect(() => {
    if (placing) return;
    return afterNextPaint(() => startTransition(() => setPainted(menu)));
  }, [menu, placing]);
  return painted;
}
