import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { compressAssets, type CompressedSizes } from './compress-assets.ts';
import { firstLoad, htmlReferences, type BuiltChunk, type FirstLoad } from './first-load.ts';

/** A page's first load, and what it may cost as served: brotli bytes of JS and of CSS, and requests. */
export type PageBudget = {
  page: string;
  /** The lazy modules that page loads as it opens (its route components), relative to the project. */
  lazySources: string[];
  maxJsBytes: number;
  maxCssBytes: number;
  /** index.html, the scripts and the stylesheets. */
  maxRequests: number;
};

/**
 * Today's figures plus a little room (sign-in 181.1 KB of JS, 9.3 KB of CSS, 11 requests; overview 166.6 KB,
 * 9.4 KB, 11), so that what grows the first load fails the build. The overview's JS budget is its target,
 * 170 KB.
 */
export const PAGE_BUDGETS: PageBudget[] = [
  {
    page: 'sign-in',
    lazySources: ['src/features/auth/components/login-page.tsx'],
    maxJsBytes: 184_000,
    maxCssBytes: 10_000,
    maxRequests: 14,
  },
  {
    page: 'overview',
    lazySources: ['src/app/shell/app-shell-layout.tsx', 'src/app/overview/overview-page.tsx'],
    maxJsBytes: 170_000,
    maxCssBytes: 10_500,
    maxRequests: 14,
  },
];

export type PageCost = {
  budget: PageBudget;
  load: FirstLoad;
  jsBytes: number;
  cssBytes: number;
  requests: number;
};

/** The brotli bytes each page's first load sends, from the sizes of the files the build compressed. */
export function pageCosts(
  chunks: BuiltChunk[],
  html: FirstLoad,
  sizes: Map<string, CompressedSizes>,
  budgets: PageBudget[],
): PageCost[] {
  const brotliBytes = (fileName: string) => {
    const size = sizes.get(fileName);
    if (!size) throw new Error(`${fileName} was not compressed`);
    return size.br;
  };
  const sum = (files: string[]) => files.reduce((total, file) => total + brotliBytes(file), 0);
  return budgets.map((budget) => {
    const load = firstLoad(chunks, html, budget.lazySources);
    return {
      budget,
      load,
      jsBytes: sum(load.js),
      cssBytes: sum(load.css),
      requests: 1 + load.js.length + load.css.length,
    };
  });
}

export const isOverBudget = ({ budget, jsBytes, cssBytes, requests }: PageCost) =>
  jsBytes > budget.maxJsBytes || cssBytes > budget.maxCssBytes || requests > budget.maxRequests;

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** One line per page: actual against budget for each figure, and which is over. */
export function budgetReport(costs: PageCost[]): string {
  const lines = costs.map((cost) => {
    const { budget } = cost;
    const figure = (actual: string, limit: string, over: boolean) =>
      `${actual} of ${limit}${over ? ' OVER' : ''}`.padEnd(24);
    return (
      `  ${budget.page.padEnd(9)} JS ${figure(kb(cost.jsBytes), kb(budget.maxJsBytes), cost.jsBytes > budget.maxJsBytes)}` +
      ` CSS ${figure(kb(cost.cssBytes), kb(budget.maxCssBytes), cost.cssBytes > budget.maxCssBytes)}` +
      ` requests ${figure(String(cost.requests), String(budget.maxRequests), cost.requests > budget.maxRequests)}`
    );
  });
  return ['First load as served (brotli), actual of budget:', ...lines].join('\n');
}

/**
 * After the bundle is written: brotli and gzip copies of every asset (served by the BFF), then the first
 * load of each budgeted page; the build fails when one is over its budget. `budgets` is for tests.
 */
export function deliveryBudget(budgets: PageBudget[] = PAGE_BUDGETS): Plugin {
  return {
    name: 'switchboard:delivery-budget',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir;
      if (!outDir) throw new Error('the build has no output directory');
      const sizes = compressAssets(join(outDir, 'assets'));
      const assetSizes = new Map([...sizes].map(([file, size]) => [`assets/${file}`, size]));
      const chunks: BuiltChunk[] = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [
              {
                fileName: output.fileName,
                facadeModuleId: output.facadeModuleId,
                imports: output.imports,
                css: [...(output.viteMetadata?.importedCss ?? [])],
              },
            ]
          : [],
      );
      const html = htmlReferences(readFileSync(join(outDir, 'index.html'), 'utf8'));
      const costs = pageCosts(chunks, html, assetSizes, budgets);
      const report = budgetReport(costs);
      console.log(`\n${report}`);
      const over = costs.filter(isOverBudget).map((cost) => cost.budget.page);
      if (over.length > 0) this.error(`over budget: ${over.join(', ')}\n${report}`);
    },
  };
}
