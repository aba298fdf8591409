import type { Page, Request } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { AgentsPage } from '../pages/agents-page';
import { CallLogPage } from '../pages/call-log-page';
import { IvrEditorPage } from '../pages/ivr-editor-page';
import { IvrDraftsApi } from '../pages/ivr-publish-drafts';
import { IvrPathTestsApi } from '../pages/ivr-publish-path-tests';
import { LoginPage } from '../pages/login-page';
import { demoPassword } from '../fixtures/demo-users';

/**
 * A page's route asks for its first data while the page's code still loads (apiClient.startGet); the
 * page's query then takes that answer. Were the two addresses to differ by a parameter, every first visit
 * would ask twice: these count the requests a first visit makes for its data. And the request must not
 * wait for the page's code: every script but the entry is held back until it has gone out. Nor must the
 * page's code wait for the session's check (`startOpenedRoute`).
 */
function countRequests(page: Page, pathname: string, firstPageOnly = false): () => number {
  let count = 0;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() !== 'GET' || url.pathname !== pathname) return;
    if (!firstPageOnly || !url.searchParams.has('cursor')) count += 1;
  });
  return () => count;
}

/** Every script but those index.html loads itself (the entry: index, rolldown-runtime, app). */
const LAZY_SCRIPT = /\/assets\/(?!(index|rolldown-runtime|app)-[\w-]{8}\.js$)[^/]+\.js$/;
const HOLD_LIMIT_MS = 3_000;

/**
 * Holds every request `held` picks until one that `awaited` picks has been sent, or for HOLD_LIMIT_MS from
 * the first one held; the answer says whether that request went out while the others were held back.
 */
async function sentWhileHeld(
  page: Page,
  held: RegExp,
  awaited: (request: Request) => boolean,
): Promise<() => boolean> {
  let sent: () => void = () => undefined;
  const requestSent = new Promise<void>((resolve) => (sent = resolve));
  let heldTooLong = false;
  let released: Promise<void> | null = null;
  page.on('request', (request) => {
    if (awaited(request)) sent();
  });
  await page.route(held, async (route) => {
    const limit = new Promise<void>((resolve) => setTimeout(resolve, HOLD_LIMIT_MS)).then(() => {
      heldTooLong = true;
    });
    released ??= Promise.race([requestSent, limit]);
    await released;
    await route.continue();
  });
  return () => !heldTooLong;
}

/** Holds every lazily loaded script until a GET of `pathname` has been sent (see `sentWhileHeld`). */
const sentBeforeThePagesCode = (page: Page, pathname: string) =>
  sentWhileHeld(
    page,
    LAZY_SCRIPT,
    (request) => request.method() === 'GET' && new URL(request.url()).pathname === pathname,
  );

test.describe('a first visit asks for its data once', () => {
  test.use({ signedInAs: 'admin' });

  test('the agents page', async ({ page }) => {
    const agents = countRequests(page, '/api/agents');
    const early = await sentBeforeThePagesCode(page, '/api/agents');
    const table = new AgentsPage(page);
    await page.goto('/agents?sort=name');
    await expect(table.table.getByRole('rowheader').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(agents()).toBe(1);
    expect(early(), 'the agents were asked for before the page’s code arrived').toBe(true);
  });

  test('the call log, its calls and the user’s exports; the next pages once the person scrolls', async ({
    page,
  }) => {
    const firstPages = countRequests(page, '/api/calls', true);
    const pages = countRequests(page, '/api/calls');
    const exports = countRequests(page, '/api/call-log-exports');
    const early = await sentBeforeThePagesCode(page, '/api/calls');
    const callLog = new CallLogPage(page);
    await callLog.open('?sortBy=answerTime&sortOrder=asc');
    await expect(callLog.callRows().first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(firstPages()).toBe(1);
    expect(pages(), 'pages of calls asked for before anyone scrolled').toBe(1);
    expect(exports()).toBe(1);
    expect(early(), 'the calls were asked for before the page’s code arrived').toBe(true);

    // A few rows down, the table reads ahead (PREFETCH_ROWS), long before the end of the hundred loaded.
    await callLog.table.evaluate((element) => element.scrollBy(0, 200));
    await expect.poll(pages).toBeGreaterThan(1);
    expect(await callLog.lastRowIndex()).toBeLessThan(100);
  });

  test('the IVR editor, for the tree’s name', async ({ page, baseURL }) => {
    const api = new IvrDraftsApi(page.request, baseURL ?? '');
    const treeId = await api.createTree(`Yêu cầu đầu ${Date.now().toString(36)}`);
    const tree = countRequests(page, `/api/ivr/trees/${treeId}`);
    const early = await sentBeforeThePagesCode(page, `/api/ivr/trees/${treeId}`);
    const editor = new IvrEditorPage(page);
    await page.goto(`/ivr/${treeId}`);
    await expect(editor.heading()).toHaveText(/^Yêu cầu đầu /);
    await page.waitForLoadState('networkidle');
    expect(tree()).toBe(1);
    expect(early(), 'the tree’s name was asked for before the page’s code arrived').toBe(true);
  });
});

test.describe('the IVR editor’s checks', () => {
  test.use({ signedInAs: 'admin' });

  test('ask what they need from the service once, for the queues the menu names', async ({
    page,
    baseURL,
  }) => {
    const api = new IvrPathTestsApi(page.request, baseURL ?? '');
    const treeId = await api.createTree(`Kiểm tra một lần ${Date.now().toString(36)}`);
    await api.seedQueueMenu(treeId, 'QUEUE_KINH_DOANH');
    const asked: string[][] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/ivr/validation-context') asked.push(url.searchParams.getAll('queueIds'));
    });
    const editor = new IvrEditorPage(page);
    await page.goto(`/ivr/${treeId}`);
    await expect(editor.card('Nút Lời chào')).toBeVisible();
    await expect.poll(() => asked.length).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    // Not first for the empty menu the checks hold while the cards are placed, and again for the menu.
    expect(asked).toEqual([['QUEUE_KINH_DOANH']]);
  });
});

test.describe('a first visit asks for the page’s code', () => {
  test.use({ signedInAs: 'admin' });

  test('and its strings while the session is still being checked', async ({ page }) => {
    // The page's component and its namespace's Vietnamese strings (src/locales/vi/callLog.json).
    const pageFiles = [/\/assets\/call-log-page-[\w-]{8}\.js$/, /\/assets\/callLog-[\w-]{8}\.js$/];
    const asked = new Set<RegExp>();
    const early = await sentWhileHeld(page, /\/api\/auth\/me$/, (request) => {
      for (const file of pageFiles) if (file.test(request.url())) asked.add(file);
      return asked.size === pageFiles.length;
    });
    const callLog = new CallLogPage(page);
    await callLog.open();
    await expect(callLog.callRows().first()).toBeVisible();
    expect(early(), 'the call log’s code and strings were asked for before the session’s answer').toBe(true);
  });

  test('and its loader’s query while the session is still being checked', async ({ page, baseURL }) => {
    // The editor's loader waits for the tree's query module (the heading shows the tree's name). The
    // bundler makes two chunks of it: the one the page's code shares, and the one the loader imports
    // (`staticData.pageModules`), which went out only once the session had answered.
    const api = new IvrDraftsApi(page.request, baseURL ?? '');
    const treeId = await api.createTree(`Mô-đun sớm ${Date.now().toString(36)}`);
    const treeQueryChunk = /\/assets\/get-tree-[\w-]{8}\.js$/;
    // Every request passes `sentWhileHeld`'s check, the page's own chunk of the query included.
    const asked = new Set<string>();
    const early = await sentWhileHeld(page, /\/api\/auth\/me$/, (request) => {
      if (treeQueryChunk.test(request.url())) asked.add(request.url());
      return asked.size === 2;
    });
    const editor = new IvrEditorPage(page);
    await page.goto(`/ivr/${treeId}`);
    await expect(editor.heading()).toHaveText(/^Mô-đun sớm /);
    expect(asked.size, 'the chunks of the tree’s query the build makes').toBe(2);
    expect(early(), 'the loader’s query module was asked for before the session’s answer').toBe(true);
  });

  test('the IVR editor’s draft session beside the page’s code', async ({ page, baseURL }) => {
    // The page opens the draft's session (Yjs, the draft's schemas) at once: asked for by the page's code,
    // it came one round trip after that code.
    const api = new IvrDraftsApi(page.request, baseURL ?? '');
    const treeId = await api.createTree(`Phiên sớm ${Date.now().toString(36)}`);
    const early = await sentWhileHeld(page, /\/assets\/ivr-editor-page-[\w-]{8}\.js$/, (request) =>
      /\/assets\/editor-session-[\w-]{8}\.js$/.test(request.url()),
    );
    const editor = new IvrEditorPage(page);
    await page.goto(`/ivr/${treeId}`);
    await expect(editor.heading()).toHaveText(/^Phiên sớm /);
    expect(early(), 'the draft’s session was asked for before the page’s code arrived').toBe(true);
  });

  test('and its first data while the session is still being checked', async ({ page }) => {
    const agents = countRequests(page, '/api/agents');
    const early = await sentWhileHeld(
      page,
      /\/api\/auth\/me$/,
      (request) => request.method() === 'GET' && new URL(request.url()).pathname === '/api/agents',
    );
    const table = new AgentsPage(page);
    await page.goto('/agents');
    await expect(table.table.getByRole('rowheader').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(early(), 'the agents were asked for before the session’s answer').toBe(true);
    expect(agents()).toBe(1);
  });
});

test('a visitor not signed in yet is shown the page’s data once signed in, not the answer they were refused', async ({
  page,
}) => {
  // The first request goes out beside the session's check, and is answered 401; signing in brings the
  // visitor back to the page within that answer's keeping time (early-answers.ts).
  const refused = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/agents' && response.status() === 401,
  );
  await page.goto('/agents');
  await refused;
  const login = new LoginPage(page);
  await login.signIn('admin', demoPassword);
  await expect(page).toHaveURL(/\/agents$/);
  const table = new AgentsPage(page);
  await expect(table.table.getByRole('rowheader').first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
});
