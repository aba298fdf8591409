import type { Browser, Page } from '@playwright/test';
import { generatedMenu } from '../../src/features/ivr-designer/test-support/menu-fixture';
import { expect, test } from '../fixtures/test';
import { signInAnotherUser } from '../pages/another-user';
import { IvrEditorPage } from '../pages/ivr-editor-page';
import { IvrTreesApi } from '../pages/ivr-trees-api';
import { IvrDraftsApi } from '../pages/ivr-publish-drafts';
import { IvrTreesPage } from '../pages/ivr-trees-page';

test.use({ signedInAs: 'supervisor' });

test.setTimeout(120_000);

/** An edit made by one person shows on the other's screen within this (the target is far shorter). */
const LIVE = { timeout: 3_000 };
const LIVE_BADGE = 'Trực tiếp · đã lưu';

/** A tree whose draft has a greeting whose key 1 leads to "Vay vốn". */
async function seedTree(page: Page, baseURL: string, name: string) {
  const api = new IvrDraftsApi(page.request, baseURL);
  return { api, treeId: await api.createGreetingTree(name) };
}

async function setPrompt(editor: IvrEditorPage, card: string, text: string) {
  await editor.selectCard(card);
  await editor.panel.getByLabel('Văn bản cần đọc').fill(text);
  await editor.apply();
}

test.describe('two supervisors in one draft', () => {
  test('see each other, and each one’s edits of different nodes on both screens at once and after a reload', async ({
    page,
    browser,
    baseURL,
  }) => {
    const treeName = `Sửa cùng nhau ${Date.now()}`;
    const { treeId } = await seedTree(page, baseURL ?? '', treeName);
    const ha = new IvrEditorPage(page);
    await ha.open(treeId);
    await expect(ha.saveState(LIVE_BADGE)).toBeVisible();
    await expect(ha.othersEditing()).toHaveCount(0);
    const quanPage = await signInAnotherUser(browser, baseURL ?? '', 'admin');
    try {
      const quan = new IvrEditorPage(quanPage);
      await quan.open(treeId);
      await expect(quan.othersEditing()).toHaveText('Cũng đang sửa: Nguyễn Thu Hà', LIVE);
      await expect(ha.othersEditing()).toHaveText('Cũng đang sửa: Lê Minh Quân', LIVE);

      await Promise.all([
        setPrompt(ha, 'Nút Chào mừng', 'Chào mừng đến Sao Việt'),
        setPrompt(quan, 'Nút Vay vốn', 'Vay mua nhà bấm 1'),
      ]);
      for (const editor of [ha, quan]) {
        await expect(editor.card('Nút Chào mừng')).toContainText('Chào mừng đến Sao Việt', LIVE);
        await expect(editor.card('Nút Vay vốn')).toContainText('Vay mua nhà bấm 1', LIVE);
      }
      await Promise.all([page.reload(), quanPage.reload()]);
      for (const editor of [ha, quan]) {
        await expect(editor.card('Nút Chào mừng')).toContainText('Chào mừng đến Sao Việt');
        await expect(editor.card('Nút Vay vốn')).toContainText('Vay mua nhà bấm 1');
      }

      // Both change the same prompt: both screens settle on one of the two texts.
      await Promise.all([
        setPrompt(ha, 'Nút Chào mừng', 'Phiên bản của Hà'),
        setPrompt(quan, 'Nút Chào mừng', 'Phiên bản của Quân'),
      ]);
      await expect
        .poll(async () => {
          const texts = await Promise.all(
            [ha, quan].map((editor) => editor.card('Nút Chào mừng').innerText()),
          );
          const versions = texts.map((text) =>
            text.includes('của Hà') ? 'Hà' : text.includes('của Quân') ? 'Quân' : '?',
          );
          return versions[0] === versions[1] && versions[0] !== '?';
        }, LIVE)
        .toBe(true);

      // Leaving: the other's header no longer names her.
      await page.goto('/ivr');
      await expect(quan.othersEditing()).toHaveCount(0, { timeout: 6_000 });
      const trees = new IvrTreesPage(page);
      await expect(trees.cell(treeName, 'editing')).toContainText('Lê Minh Quân');
    } finally {
      await quanPage.context().close();
    }
  });

  test('deleting a node that a key leads to is saved, the key is flagged, and one undo brings all back', async ({
    page,
    browser,
    baseURL,
  }) => {
    const { treeId } = await seedTree(page, baseURL ?? '', `Xoá nút ${Date.now()}`);
    await withBothEditing(page, browser, baseURL ?? '', treeId, async (ha, quan) => {
      await ha.selectCard('Nút Vay vốn');
      await ha.tool('Xoá').click();
      await expect(ha.card('Nút Vay vốn')).toHaveCount(0);
      await expect(ha.problems).toContainText('Phím này dẫn tới một nút không còn tồn tại.');
      await expect(quan.card('Nút Vay vốn')).toHaveCount(0, LIVE);
      await expect(quan.problems).toContainText('Phím này dẫn tới một nút không còn tồn tại.');
      await expect(ha.saveState(LIVE_BADGE)).toBeVisible();

      // Undo is per person: Quân has nothing to undo; Hà's one undo brings the node and its place back.
      await expect(quan.tool('Hoàn tác')).toBeDisabled();
      await ha.tool('Hoàn tác').click();
      for (const editor of [ha, quan]) {
        await expect(editor.card('Nút Vay vốn')).toBeVisible(LIVE);
        await expect(editor.problems).not.toContainText('không còn tồn tại');
      }
      await quan.page.reload();
      await expect(quan.card('Nút Vay vốn')).toBeVisible();
    });
  });

  test('one tidies a big menu up, and every card the other has drawn moves to the same place', async ({
    page,
    browser,
    baseURL,
  }) => {
    const name = `Sắp xếp cùng nhau ${Date.now()}`;
    const treeId = await new IvrTreesApi(page.request, baseURL ?? '').importMenu(name, generatedMenu(100));
    await withBothEditing(page, browser, baseURL ?? '', treeId, async (ha, quan) => {
      // Hà moves the greeting away from its place; Quân, who has it in view, sees it there.
      for (const editor of [ha, quan]) await bringIntoView(editor, 'Menu 0');
      const greeting = ha.card('Nút Menu 0');
      const id = (await greeting.getAttribute('data-id')) ?? '';
      const box = (await greeting.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + 12);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 + 40, box.y + 42, { steps: 8 });
      await page.mouse.up();
      const moved = (await placesOf(page))[id];
      await expect.poll(async () => (await placesOf(quan.page))[id], LIVE).toBe(moved);

      // The tidy-up moves some 270 cards at once, the greeting back among them: far more than a drag, the
      // path a big remote change takes. Every card Quân has drawn goes where the draft now holds it.
      await ha.tool('Sắp xếp gọn').click();
      await expect(ha.tool('Sắp xếp gọn')).toBeEnabled();
      await expect.poll(async () => (await placesOf(quan.page))[id], LIVE).not.toBe(moved);
      const layout = await page.request.get(`/api/ivr/trees/${treeId}/layout`);
      const held = ((await layout.json()) as { positions: Record<string, { x: number; y: number }> })
        .positions;
      // The tidy-up may have taken every card out of Quân's view: he finds the greeting again.
      await bringIntoView(quan, 'Menu 0');
      await expect(quan.card('Nút Menu 0')).toBeInViewport();
      const seen = await placesOf(quan.page);
      expect(Object.keys(held).length).toBeGreaterThan(200);
      expect(Object.keys(seen).length).toBeGreaterThan(0);
      for (const [card, place] of Object.entries(seen))
        expect(place, card).toBe(`translate(${held[card]!.x}px, ${held[card]!.y}px)`);
    });
  });
});

/** Brings a prompt into view through the node search, as a person would. */
async function bringIntoView(editor: IvrEditorPage, name: string) {
  await editor.main.getByRole('combobox', { name: 'Tìm nút' }).fill(name);
  await editor.page.getByRole('option', { name: new RegExp(`^${name} ·`) }).click();
  await expect(editor.card(`Nút ${name}`)).toBeInViewport();
}

/** Where each card drawn on a screen sits on the menu (React Flow places cards by a translate, in flow units). */
async function placesOf(page: Page): Promise<Record<string, string>> {
  return page
    .locator('.react-flow__node')
    .evaluateAll((cards) =>
      Object.fromEntries(
        cards.map((card) => [card.getAttribute('data-id') ?? '', (card as HTMLElement).style.transform]),
      ),
    );
}

/** Hà (the test's page) and Quân (an admin, in a browser of his own) with the tree open; Quân's browser closes after. */
async function withBothEditing(
  page: Page,
  browser: Browser,
  baseURL: string,
  treeId: string,
  act: (ha: IvrEditorPage, quan: IvrEditorPage) => Promise<void>,
) {
  const quanPage = await signInAnotherUser(browser, baseURL, 'admin');
  try {
    const ha = new IvrEditorPage(page);
    const quan = new IvrEditorPage(quanPage);
    await ha.open(treeId);
    await quan.open(treeId);
    await act(ha, quan);
  } finally {
    await quanPage.context().close();
  }
}
