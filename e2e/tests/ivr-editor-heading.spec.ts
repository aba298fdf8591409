import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { SERVICE_RATE_LIMIT_PROBLEM } from '../../src/core/api/service-rate-limit';
import { IvrEditorPage } from '../pages/ivr-editor-page';
import { IvrDraftsApi } from '../pages/ivr-publish-drafts';
import { SCRIPT_MARKERS, throughScripts } from '../fixtures/loaded-scripts';

/** Every text the page's level-1 heading has shown since the page started loading, in order. */
async function recordHeadings(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { headingsSeen: string[] }).headingsSeen = seen;
    new MutationObserver(() => {
      const text = document.querySelector('main h1')?.textContent ?? '';
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { headingsSeen: string[] }).headingsSeen);
}

test.describe('opening the IVR editor', () => {
  test.use({ signedInAs: 'supervisor' });

  test('the heading shows the tree’s name from the start, never the area’s title first', async ({
    page,
    baseURL,
  }) => {
    const api = new IvrDraftsApi(page.request, baseURL ?? '');
    const name = `Tên từ đầu ${Date.now().toString(36)}`;
    const treeId = await api.createTree(name);
    const headings = await recordHeadings(page);
    const editor = new IvrEditorPage(page);
    await editor.open(treeId);
    await expect(editor.heading()).toHaveText(name);
    expect(await headings()).toEqual([name]);
  });

  test('while the tree’s name waits for the service’s rate limit, the page opens at once with the area’s title', async ({
    page,
    baseURL,
  }) => {
    const api = new IvrDraftsApi(page.request, baseURL ?? '');
    const treeId = await api.createTree(`Chờ giới hạn ${Date.now().toString(36)}`);
    // Every request for the tree is answered as the BFF answers one held up by the service's rate limit:
    // the page's own query asks again, 30 s later, which the page must not wait for.
    await page.route(`**/api/ivr/trees/${treeId}`, (route) =>
      route.fulfill({
        status: 503,
        headers: { 'retry-after': '30' },
        contentType: 'application/problem+json',
        json: { type: SERVICE_RATE_LIMIT_PROBLEM, title: 'Service rate limit', status: 503 },
      }),
    );
    const editor = new IvrEditorPage(page);
    await editor.open(treeId);
    await expect(editor.heading()).toHaveText('Trình thiết kế IVR', { timeout: 10_000 });
  });

  test('the tree’s name shows while the draft’s code is still on its way, and the canvas once it is in', async ({
    page,
    baseURL,
  }) => {
    const api = new IvrDraftsApi(page.request, baseURL ?? '');
    const name = `Tên trước bản nháp ${Date.now().toString(36)}`;
    const treeId = await api.createTree(name);
    // The scripts that hold Yjs and Zod's classic API (known by their own texts, not by the bundler's chunk
    // names) are held back until the heading has been seen: the draft's connection needs both, the heading
    // neither.
    const draftCode = { yjs: SCRIPT_MARKERS.yjs, classicZod: SCRIPT_MARKERS.classicZod };
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const held = new Set<string>();
    await throughScripts(page, async (text) => {
      const kinds = Object.entries(draftCode).filter(([, marker]) => marker.test(text));
      if (kinds.length === 0) return;
      kinds.forEach(([kind]) => held.add(kind));
      await released;
    });
    const editor = new IvrEditorPage(page);
    await page.goto(`/ivr/${treeId}`);
    await expect(editor.heading()).toHaveText(name);
    await expect
      .poll(() => [...held].sort(), { message: 'the draft’s code is asked for meanwhile' })
      .toEqual(['classicZod', 'yjs']);
    await expect(editor.heading()).toHaveText(name);
    await expect(editor.canvas).toBeHidden();
    release();
    await expect(editor.canvas).toBeVisible({ timeout: 15_000 });
  });
});
