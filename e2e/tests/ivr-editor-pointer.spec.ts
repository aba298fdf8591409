import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { countReactCommits } from '../fixtures/react-commits';
import { signInAnotherUser } from '../pages/another-user';
import { EDITOR_MEMO_PARTS, IvrEditorPage, NONE_OF_THE_MEMO_PARTS } from '../pages/ivr-editor-page';
import { IvrDraftsApi } from '../pages/ivr-publish-drafts';

/**
 * Everyone in a draft sees the others' pointers (live/use-draft-presence.ts): each one's pointer goes out
 * every 50 ms while it moves. It must reach the others, and must not redraw the editor of the one moving.
 */
test.use({ signedInAs: 'supervisor' });

/** Commits during a sweep of 21 moves that are the page's own timed work, not the pointer's. */
const NOT_THE_POINTERS = 3;

/**
 * Moves the pointer along the canvas's lower edge, a step every 60 ms: between the zoom buttons (lower
 * left) and the minimap (lower right), whose own hover states are theirs to draw.
 */
async function sweep(page: Page, canvas: Locator, steps = 20) {
  const box = (await canvas.boundingBox())!;
  const y = box.y + box.height - 30;
  for (let step = 0; step <= steps; step++) {
    await page.mouse.move(box.x + box.width * (0.25 + (0.4 * step) / steps), y);
    await page.waitForTimeout(60);
  }
}

test('alone in a draft, moving the pointer over the canvas redraws nothing', async ({ page, baseURL }) => {
  const treeId = await new IvrDraftsApi(page.request, baseURL ?? '').createGreetingTree(
    `Con trỏ một mình ${Date.now()}`,
  );
  const counter = await countReactCommits(page);
  const editor = new IvrEditorPage(page);
  await editor.open(treeId);
  await expect(editor.card('Nút Vay vốn')).toBeVisible();
  await sweep(page, editor.canvas, 4);
  await counter.quiet();
  await counter.reset();
  await sweep(page, editor.canvas);
  // The pointer went out 21 times and the screen had nothing to change: a redraw a move gave 15 to 21
  // commits. The page's own timed work may commit once or twice in the same two seconds.
  expect(await counter.commits()).toBeLessThanOrEqual(NOT_THE_POINTERS);
});

test('one supervisor’s pointer shows on the other’s canvas with her name, and follows her', async ({
  page,
  browser,
  baseURL,
}) => {
  const treeId = await new IvrDraftsApi(page.request, baseURL ?? '').createGreetingTree(
    `Con trỏ hai người ${Date.now()}`,
  );
  const quanPage = await signInAnotherUser(browser, baseURL ?? '', 'admin');
  try {
    const ha = new IvrEditorPage(page);
    const quan = new IvrEditorPage(quanPage);
    await ha.open(treeId);
    await quan.open(treeId);
    await expect(quan.othersEditing()).toHaveText('Cũng đang sửa: Nguyễn Thu Hà');
    const hersOnQuansScreen = quanPage.locator('.ivr-remote-cursor', { hasText: 'Nguyễn Thu Hà' });
    await expect(hersOnQuansScreen).toHaveCount(0);
    await sweep(page, ha.canvas, 5);
    await expect(hersOnQuansScreen).toBeVisible();
    const before = await hersOnQuansScreen.getAttribute('style');
    const box = (await ha.canvas.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + 40, { steps: 4 });
    await expect.poll(() => hersOnQuansScreen.getAttribute('style')).not.toBe(before);
  } finally {
    await quanPage.context().close();
  }
});

test('a second tab of the same supervisor, its pointer moving, redraws nothing in the first', async ({
  page,
  baseURL,
}) => {
  const treeId = await new IvrDraftsApi(page.request, baseURL ?? '').createGreetingTree(
    `Con trỏ hai thẻ ${Date.now()}`,
  );
  const counter = await countReactCommits(page);
  const first = new IvrEditorPage(page);
  await first.open(treeId);
  const secondTab = await page.context().newPage();
  const second = new IvrEditorPage(secondTab);
  await second.open(treeId);
  await expect(second.card('Nút Vay vốn')).toBeVisible();
  // Her own other tab is not someone else: neither screen names or draws it.
  await expect(first.othersEditing()).toHaveCount(0);
  await counter.quiet();
  await sweep(secondTab, second.canvas);
  expect(await counter.commits()).toBeLessThanOrEqual(NOT_THE_POINTERS);
  await expect(page.locator('.ivr-remote-cursor')).toHaveCount(0);
});

test('another supervisor’s moving pointer redraws her pointer, not the editor around it nor her name', async ({
  page,
  browser,
  baseURL,
}) => {
  const treeId = await new IvrDraftsApi(page.request, baseURL ?? '').createGreetingTree(
    `Con trỏ người khác ${Date.now()}`,
  );
  const quanPage = await signInAnotherUser(browser, baseURL ?? '', 'admin');
  try {
    const counter = await countReactCommits(quanPage);
    const haCounter = await countReactCommits(page);
    const ha = new IvrEditorPage(page);
    const quan = new IvrEditorPage(quanPage);
    await quan.open(treeId);
    await quan.selectCard('Nút Vay vốn');
    await expect(quan.panel.getByLabel('Tên', { exact: true })).toHaveValue('Vay vốn');
    await ha.open(treeId);
    await expect(quan.othersEditing()).toHaveText('Cũng đang sửa: Nguyễn Thu Hà');
    // Her editor settles first: what it tells the others as it opens (past her name) redraws Quân's header
    // and workspace, rightly, and came during the count when her opening took more than his second of quiet.
    await haCounter.quiet();
    await counter.quiet();
    // The heading and the canvas's own tools are drawn again with the workspace and the canvas; the
    // toolbar, the form and the problems would be drawn again with the workspace but for their memo; the
    // header's names of the others, with every move of theirs but for what they pick.
    await counter.watchRegions({
      pointers: 'div:has(> .ivr-remote-cursor)',
      names: 'div:has(> .mantine-ColorSwatch-root)',
      heading: 'h1',
      canvasTools: '[role="toolbar"][aria-label="Thẻ đang chọn"]',
      ...EDITOR_MEMO_PARTS,
    });
    await sweep(page, ha.canvas);
    await expect(quanPage.locator('.ivr-remote-cursor', { hasText: 'Nguyễn Thu Hà' })).toBeVisible();
    const { pointers, ...workspace } = await counter.renderedIn();
    // Her pointer was drawn again as it moved: the count sees those commits.
    expect(pointers).toBeGreaterThan(0);
    expect(workspace).toEqual({ names: 0, heading: 0, canvasTools: 0, ...NONE_OF_THE_MEMO_PARTS });
  } finally {
    await quanPage.context().close();
  }
});
