import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
// The package exports no package.json; one of its stylesheets locates its folder.
const mantineCore = dirname(dirname(require.resolve('@mantine/core/styles/global.css')));
const componentModule = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/].*[\\/]([A-Za-z]+)\.mjs$/;

/**
 * Mantine's per-component stylesheets, each brought in by the component's own module: the module of
 * `Button` imports `@mantine/core/styles/Button.css`, so a component's CSS lands in the chunk that uses
 * the component (and the components it is built from, such as Select's Combobox and Popover), and no
 * page loads the CSS of a component it does not show. src/main.tsx imports only what every page needs
 * (baseline, CSS variables, global styles).
 */
export function mantineComponentCss(): Plugin {
  return {
    name: 'switchboard:mantine-component-css',
    enforce: 'pre',
    transform(code, id) {
      const match = componentModule.exec(id);
      if (!match) return null;
      const name = match[1]!;
      if (!existsSync(join(mantineCore, 'styles', `${name}.css`))) return null;
      return { code: `import '@mantine/core/styles/${name}.css';\n${code}`, map: null };
    },
  };
}
