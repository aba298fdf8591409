import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const scrollArea = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;
const replacement = fileURLToPath(new URL('../../src/lib/scroll-area-merge-refs.ts', import.meta.url));

/**
 * Mantine's ScrollArea (inside every `Table.ScrollContainer`) imports one hook from `@floating-ui/react`,
 * `useMergeRefs`; that import alone fetched Floating UI's whole shared chunk with every list page. This
 * resolves it, for ScrollArea only, to src/lib/scroll-area-merge-refs.ts, the same hook over Mantine's own
 * `useMergedRef`. Popovers, menus and selects keep the real Floating UI.
 */
export function scrollAreaMergeRefs(): Plugin {
  return {
    name: 'switchboard:scroll-area-merge-refs',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '@floating-ui/react' || !importer || !scrollArea.test(importer)) return null;
      return replacement;
    },
  };
}
