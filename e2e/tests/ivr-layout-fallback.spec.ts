import type { Page } from '@playwright/test';
import { layoutInputOf } from '../../src/features/ivr-designer/layout/layout-input';
import { treeLayout } from '../../src/features/ivr-designer/layout/tree-layout';
import { generatedMenu } from '../../src/features/ivr-designer/test-support/menu-fixture';
import { expect, test } from '../fixtures/test';
import { signInAnotherUser } from '../pages/another-user';
import { IvrEditorPage } from '../pages/ivr-editor-page';
import { IvrTreesApi } from '../pages/ivr-trees-api';
import { draftKey, draftNode, IvrDraftsApi } from '../pages/ivr-publish-drafts';

test.use({ signedInAs: 'supervisor' });

test('with the layout worker unable to load, the editor still lays the menu out and shows it', async ({
  page,
  baseURL,
}) => {
  const api = new IvrDraftsApi(page.request, baseURL ?? '');
  const treeId = await api.createTree(`Không có worker ${Date.now().toString(36)}`);
  const { root } = await api.seedSmallMenu(treeId);
  const loans = draftNode('Vay vốn');
  // Cards without places: the editor must lay them out as it opens.
  await api.editDraft(treeId, (menu) => ({
    ...menu,
    nodes: [...menu.nodes, loans],
    keys: [...menu.keys, draftKey(root, '4', { kind: 'node', nextNodeId: loans.id })],
  }));
  // The worker's script cannot be fetched, as after a deploy that removed it or behind a strict proxy.
  let blocked = 0;
  await page.route(/layout\.worker/, async (route) => {
    blocked += 1;
    await route.abort();
  });

  const editor = new IvrEditorPage(page);
  await editor.open(treeId);
  await expect(editor.card('Nút Vay vốn')).toBeVisible();
  await expect(editor.card('Nút Kinh doanh')).toBeVisible();
  expect(blocked).toBeGreaterThan(0);
  // Laid out, not piled up: no two cards share a place.
  const boxes = await Promise.all(
    ['Nút Vay vốn', 'Nút Kinh doanh'].map((name) => editor.card(name).boundingBox()),
  );
  expect(boxes[0]).not.toEqual(boxes[1]);
});

/** The engine of the last automatic layout, as the editor records it. */
async function lastLayoutEngine(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const measure = performance.getEntriesByName('ivr-layout').at(-1) as PerformanceMeasure | undefined;
    return (measure?.detail as { engine?: string } | undefined)?.engine;
  });
}

test('a tidy-up is laid out by ELK, which the worker loads when it is first needed', async ({
  page,
  baseURL,
}) => {
  const api = new IvrDraftsApi(page.request, baseURL ?? '');
  const treeId = await api.createTree(`ELK khi cần ${Date.now().toString(36)}`);
  await api.seedSmallMenu(treeId);
  const editor = new IvrEditorPage(page);
  await editor.open(treeId);
  await expect(editor.card('Nút Kinh doanh')).toBeVisible();
  await editor.tool('Sắp xếp gọn').click();
  await expect(editor.tool('Sắp xếp gọn')).toBeEnabled();
  await expect.poll(() => lastLayoutEngine(page)).toBe('elk');
  // The worker still answers after ELK's code is loaded (it brings a message handler of its own).
  await editor.tool('Sắp xếp gọn').click();
  await expect(editor.tool('Sắp xếp gọn')).toBeEnabled();
  expect(await page.evaluate(() => performance.getEntriesByName('ivr-layout').length)).toBeGreaterThan(1);
  expect(await lastLayoutEngine(page)).toBe('elk');
});

test('with ELK unable to load, a tidy-up is laid out by the tree layout, without overlaps', async ({
  page,
  baseURL,
}) => {
  const api = new IvrDraftsApi(page.request, baseURL ?? '');
  const treeId = await api.createTree(`Không có ELK ${Date.now().toString(36)}`);
  await api.seedSmallMenu(treeId);
  let blocked = 0;
  await page.route(/elk-layout/, async (route) => {
    blocked += 1;
    await route.abort();
  });
  const editor = new IvrEditorPage(page);
  await editor.open(treeId);
  await expect(editor.card('Nút Kinh doanh')).toBeVisible();
  await editor.tool('Sắp xếp gọn').click();
  await expect(editor.tool('Sắp xếp gọn')).toBeEnabled();
  await expect.poll(() => lastLayoutEngine(page)).toBe('tree');
  expect(blocked).toBeGreaterThan(0);
  const boxes = await Promise.all(
    ['Nút Lời chào', 'Nút Kinh doanh', 'Nút Hỗ trợ'].map((name) => editor.card(name).boundingBox()),
  );
  const [a, b, c] = boxes.map((box) => box!);
  const apart = (one: typeof a, other: typeof a) =>
    one!.x + one!.width <= other!.x ||
    other!.x + other!.width <= one!.x ||
    one!.y + one!.height <= other!.y ||
    other!.y + other!.height <= one!.y;
  expect([apart(a, b), apart(a, c), apart(b, c)]).toEqual([true, true, true]);
});

/** A small menu imported with a place for every card: opening it lays nothing out. */
async function importPlacedMenu(page: Page, baseURL: string | undefined): Promise<string> {
  const name = `Đã xếp chỗ ${Date.now().toString(36)}`;
  const menu = generatedMenu(4);
  const { cards, links, rootIds } = layoutInputOf(menu);
  const positions = treeLayout(cards, links, rootIds);
  return new IvrTreesApi(page.request, baseURL ?? '').importMenu(name, menu, positions);
}

/** Counts the requests for ELK's code, which the layout worker fetches. */
async function countElkFetches(page: Page): Promise<() => number> {
  let fetched = 0;
  await page.route(/elk-layout/, async (route) => {
    fetched += 1;
    await route.continue();
  });
  return () => fetched;
}

test('ELK is made ready for a tidy-up once a placed menu is on the screen of someone who may edit it', async ({
  page,
  baseURL,
}) => {
  const treeId = await importPlacedMenu(page, baseURL);
  const elkFetches = await countElkFetches(page);
  const editor = new IvrEditorPage(page);
  await editor.open(treeId);
  await expect(editor.card('Nút Menu 3')).toBeVisible();
  // Nothing was laid out to show it, and no tidy-up was asked: ELK comes all the same.
  await expect.poll(elkFetches, { timeout: 15_000 }).toBeGreaterThan(0);
  expect(await page.evaluate(() => performance.getEntriesByName('ivr-layout').length)).toBe(0);
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('ivr-layout-warm-up').length), {
      timeout: 15_000,
    })
    .toBe(1);
});

test.describe('a team lead, who reads menus only', () => {
  test.use({ signedInAs: 'lead' });

  test('is never sent ELK: there is no tidy-up to make ready', async ({ page, baseURL, browser }) => {
    // The import is a supervisor's; the team lead then opens the menu.
    const supervisor = await signInAnotherUser(browser, baseURL ?? '', 'supervisor');
    const treeId = await importPlacedMenu(supervisor, baseURL);
    await supervisor.context().close();
    const elkFetches = await countElkFetches(page);
    const editor = new IvrEditorPage(page);
    await editor.open(treeId);
    await expect(editor.card('Nút Menu 3')).toBeVisible();
    await expect(editor.tool('Sắp xếp gọn')).toBeDisabled();
    // Longer than a supervisor's editor waits before asking for it.
    await page.waitForTimeout(4500);
    expect(elkFetches()).toBe(0);
  });
});
