import type { Page, Response } from '@playwright/test';
import { PAGE_BUDGETS, type PageBudget } from '../../scripts/build/build-budget';
import { expect, test } from '../fixtures/test';

/**
 * The first load as Chromium fetches it from the BFF, against the budgets `npm run build` checks on the
 * bundle graph (scripts/build/build-budget.ts): brotli bytes of JS and CSS as they come over the wire,
 * and requests for the page and its scripts and stylesheets. The canvas (@xyflow/react) and the layout
 * code (dagre) stay out of it: they load with the IVR editor only.
 */
const ON_DEMAND = [
  { name: '@xyflow/react', marker: 'react-flow__' },
  { name: 'dagre', marker: 'network-simplex' },
];

type Fetched = {
  url: string;
  kind: 'document' | 'script' | 'stylesheet';
  encoding: string | null;
  bytes: number;
};

const budgetOf = (page: string): PageBudget => {
  const budget = PAGE_BUDGETS.find((entry) => entry.page === page);
  if (!budget) throw new Error(`no budget for ${page}`);
  return budget;
};

/** Opens `path` and keeps what the browser fetched until the network is quiet. */
async function firstLoad(page: Page, path: string, shown: () => Promise<void>) {
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  await page.goto(path);
  await shown();
  await page.waitForLoadState('networkidle');
  const fetched: Fetched[] = [];
  const code: string[] = [];
  for (const response of responses) {
    const type = response.request().resourceType();
    if (type !== 'document' && type !== 'script' && type !== 'stylesheet') continue;
    const sizes = await response.request().sizes();
    fetched.push({
      url: new URL(response.url()).pathname,
      kind: type,
      encoding: (await response.headerValue('content-encoding')) ?? null,
      bytes: sizes.responseBodySize,
    });
    if (type === 'script') code.push(await response.text());
  }
  return { fetched, code: code.join('\n') };
}

function expectWithinBudget(fetched: Fetched[], budget: PageBudget) {
  const assets = fetched.filter((entry) => entry.kind !== 'document');
  for (const asset of assets) expect(asset.encoding, `${asset.url} is sent in brotli`).toBe('br');
  const bytesOf = (kind: Fetched['kind']) =>
    assets.filter((entry) => entry.kind === kind).reduce((sum, entry) => sum + entry.bytes, 0);
  const js = bytesOf('script');
  const css = bytesOf('stylesheet');
  test.info().annotations.push({
    type: `${budget.page} first load`,
    description: `JS ${js} B of ${budget.maxJsBytes}, CSS ${css} B of ${budget.maxCssBytes}, ${fetched.length} requests of ${budget.maxRequests}`,
  });
  expect(js, `${budget.page}: brotli bytes of JS`).toBeLessThanOrEqual(budget.maxJsBytes);
  expect(css, `${budget.page}: brotli bytes of CSS`).toBeLessThanOrEqual(budget.maxCssBytes);
  expect(fetched.length, `${budget.page}: requests`).toBeLessThanOrEqual(budget.maxRequests);
}

test.describe('the sign-in page, signed out', () => {
  test('loads within its budget, compressed, and none of the signed-in console', async ({
    page,
    loginPage,
  }) => {
    const { fetched, code } = await firstLoad(page, '/login', () => expect(loginPage.submit).toBeVisible());
    expectWithinBudget(fetched, budgetOf('sign-in'));
    // The shell's and the overview's own chunks (shared icon chunks may carry their names too).
    for (const chunk of ['app-shell-layout', 'overview-page']) {
      expect(fetched.some((entry) => entry.url.startsWith(`/assets/${chunk}-`))).toBe(false);
    }
    for (const library of ON_DEMAND) expect(code.includes(library.marker), library.name).toBe(false);
  });
});

test.describe('the overview, signed in', () => {
  test.use({ signedInAs: 'admin' });

  test('loads within its budget, compressed, without the canvas or the layout code', async ({
    page,
    shell,
  }) => {
    const { fetched, code } = await firstLoad(page, '/', () => expect(shell.pageHeading()).toBeVisible());
    expectWithinBudget(fetched, budgetOf('overview'));
    for (const library of ON_DEMAND) expect(code.includes(library.marker), library.name).toBe(false);
  });

  test('the IVR editor still brings the canvas and the layout code when it opens', async ({ page }) => {
    const trees = (await (await page.request.get('/api/ivr/trees?page=1&pageSize=5')).json()) as {
      items: { id: string }[];
    };
    const { code } = await firstLoad(page, `/ivr/${trees.items[0]!.id}`, () =>
      expect(page.getByRole('main')).toBeVisible(),
    );
    // The markers exist in the build, so their absence above proves something.
    expect(code.includes(ON_DEMAND[0]!.marker)).toBe(true);
  });
});

test.describe('a list page, signed in as a team lead', () => {
  test.use({ signedInAs: 'lead' });

  /** A property name only react-hook-form's code holds. */
  const FORM_LIBRARY_MARKER = 'shouldUnregister';
  /** An attribute only Floating UI's code writes (the form's selects position their options with it). */
  const FLOATING_UI_MARKER = 'data-floating-ui-focusable';

  test('fetches its form code when a dialog first opens, not with the list', async ({ page }) => {
    const { code } = await firstLoad(page, '/agents', () =>
      expect(page.getByRole('table').getByRole('rowheader').first()).toBeVisible(),
    );
    expect(code.includes(FORM_LIBRARY_MARKER), 'the list loaded the form library').toBe(false);
    // The table's scroll container takes one hook from Floating UI, built in from Mantine's own hooks
    // (scripts/build/scroll-area-merge-refs.ts).
    expect(code.includes(FLOATING_UI_MARKER), 'the list loaded Floating UI').toBe(false);

    const later: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') later.push(response.text());
    });
    await page.getByRole('button', { name: 'Tạo tổng đài viên' }).click();
    await expect(page.getByRole('dialog').getByLabel('Họ tên')).toBeVisible();
    // The markers exist in the build, so their absence above proves something.
    expect((await Promise.all(later)).join('\n').includes(FORM_LIBRARY_MARKER)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    // A row's tooltip is the first thing on this page that needs Floating UI.
    await page.getByRole('table').getByRole('button', { name: /^Sửa / }).first().hover();
    await expect(page.getByRole('tooltip')).toHaveText('Sửa');
    expect((await Promise.all(later)).join('\n').includes(FLOATING_UI_MARKER)).toBe(true);
  });
});
