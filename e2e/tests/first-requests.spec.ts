import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { AgentsPage } from '../pages/agents-page';
import { CallLogPage } from '../pages/call-log-page';
import { IvrEditorPage } from '../pages/ivr-editor-page';
import { IvrDraftsApi } from '../pages/ivr-publish-drafts';

/**
 * A page's route asks for its first data while the page's code still loads (apiClient.startGet); the
 * page's query then takes that answer. Were the two addresses to differ by a parameter, every first visit
 * would ask twice: these count the requests a first visit makes for its data.
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

test.describe('a first visit asks for its data once', () => {
  test.use({ signedInAs: 'admin' });

  test('the agents page', async ({ page }) => {
    const agents = countRequests(page, '/api/agents');
    const table = new AgentsPage(page);
    await page.goto('/agents?sort=name');
    await expect(table.table.getByRole('rowheader').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(agents()).toBe(1);
  });

  test('the call log, its calls and the user’s exports', async ({ page }) => {
    // The table reads the next pages ahead as it goes (PREFETCH_ROWS): the first page is the one without a cursor.
    const firstPages = countRequests(page, '/api/calls', true);
    const exports = countRequests(page, '/api/call-log-exports');
    const callLog = new CallLogPage(page);
    await callLog.open('?sortBy=answerTime&sortOrder=asc');
    await expect(callLog.callRows().first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(firstPages()).toBe(1);
    expect(exports()).toBe(1);
  });

  test('the IVR editor, for the tree’s name', async ({ page, baseURL }) => {
    const api = new IvrDraftsApi(page.request, baseURL ?? '');
    const treeId = await api.createTree(`Yêu cầu đầu ${Date.now().toString(36)}`);
    const tree = countRequests(page, `/api/ivr/trees/${treeId}`);
    const editor = new IvrEditorPage(page);
    await page.goto(`/ivr/${treeId}`);
    await expect(editor.heading()).toHaveText(/^Yêu cầu đầu /);
    await page.waitForLoadState('networkidle');
    expect(tree()).toBe(1);
  });
});
