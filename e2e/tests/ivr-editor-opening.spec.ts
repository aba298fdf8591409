import { generatedMenu } from '../../src/features/ivr-designer/test-support/menu-fixture';
import { CARDS_REVEALED_PER_FRAME } from '../../src/features/ivr-designer/canvas/gradual-cards';
import { expect, test } from '../fixtures/test';
import { signInAnotherUser } from '../pages/another-user';
import { IvrEditorPage } from '../pages/ivr-editor-page';
import { IvrTreesApi } from '../pages/ivr-trees-api';

test.use({ signedInAs: 'supervisor' });

const menu = generatedMenu(7);
/** A card for every prompt, and one for every key that ends the call's way through the menu. */
const CARDS = menu.nodes.length + menu.keys.filter((key) => key.action.kind !== 'node').length;

test('a menu being opened draws its cards a few a frame, in a view fitted to all of them', async ({
  page,
  baseURL,
}) => {
  const treeId = await new IvrTreesApi(page.request, baseURL ?? '').importMenu(`Opening ${Date.now()}`, menu);
  // How many cards the page holds at each frame, from the first card on.
  await page.addInitScript(() => {
    const counts: number[] = [];
    (window as unknown as { cardsByFrame: number[] }).cardsByFrame = counts;
    const look = () => {
      const drawn = document.querySelectorAll('.react-flow__node').length;
      if (drawn > 0 || counts.length > 0) counts.push(drawn);
      if (counts.length < 1_000) requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });

  const editor = new IvrEditorPage(page);
  await editor.open(treeId);
  await expect(editor.canvas.locator('.react-flow__node')).toHaveCount(CARDS);

  const counts = await page.evaluate(() => (window as unknown as { cardsByFrame: number[] }).cardsByFrame);
  const untilAll = counts.slice(0, counts.indexOf(CARDS) + 1);
  const steps = untilAll.slice(1).map((count, index) => count - untilAll[index]!);
  // Never all at once: the first frame holds a batch, and no frame adds more than two batches (a frame
  // the page skipped), so the cards came over several frames.
  expect(untilAll[0]).toBeLessThanOrEqual(CARDS_REVEALED_PER_FRAME);
  expect(Math.max(...steps)).toBeLessThanOrEqual(2 * CARDS_REVEALED_PER_FRAME);
  expect(new Set(untilAll).size).toBeGreaterThanOrEqual(3);

  // The view was fitted to every card, not only to the first ones drawn: the cards, all together, are
  // in the middle of the canvas (a menu this wide is drawn at the smallest readable zoom, wider than it).
  const boxes = await Promise.all(
    (await editor.canvas.locator('.react-flow__node').all()).map(async (card) => (await card.boundingBox())!),
  );
  const pane = (await editor.canvas.locator('.react-flow').boundingBox())!;
  const middleOf = (from: number, to: number) => (from + to) / 2;
  const cardsX = middleOf(
    Math.min(...boxes.map((box) => box.x)),
    Math.max(...boxes.map((box) => box.x + box.width)),
  );
  const cardsY = middleOf(
    Math.min(...boxes.map((box) => box.y)),
    Math.max(...boxes.map((box) => box.y + box.height)),
  );
  expect(Math.abs(cardsX - middleOf(pane.x, pane.x + pane.width))).toBeLessThanOrEqual(5);
  expect(Math.abs(cardsY - middleOf(pane.y, pane.y + pane.height))).toBeLessThanOrEqual(5);
  // Every key's edge is drawn once both its cards are there.
  await expect(editor.canvas.locator('.react-flow__edge')).toHaveCount(menu.keys.length);
});

test('a card another supervisor adds while the menu is still being drawn is drawn with the rest', async ({
  page,
  browser,
  baseURL,
}) => {
  const treeId = await new IvrTreesApi(page.request, baseURL ?? '').importMenu(
    `Opening two ${Date.now()}`,
    menu,
  );
  const quanPage = await signInAnotherUser(browser, baseURL ?? '', 'admin');
  try {
    const quan = new IvrEditorPage(quanPage);
    await quan.open(treeId);
    await expect(quan.canvas.locator('.react-flow__node')).toHaveCount(CARDS);

    // Hà's page holds its animation frames once its first cards are drawn: her canvas stays mid-way
    // through its drawing until the test lets the frames go.
    await page.addInitScript(() => {
      // Held frames get ids of their own (below zero), so that cancelling one drops it from the held ones.
      const held = new Map<number, FrameRequestCallback>();
      let lastHeld = 0;
      const run = window.requestAnimationFrame.bind(window);
      const cancel = window.cancelAnimationFrame.bind(window);
      const state = window as unknown as { framesLetGo?: boolean; letFramesGo: () => void };
      state.letFramesGo = () => {
        state.framesLetGo = true;
        for (const callback of held.values()) run(callback);
        held.clear();
      };
      window.requestAnimationFrame = (callback) => {
        const drawing = document.querySelectorAll('.react-flow__node').length > 0;
        if (!drawing || state.framesLetGo) return run(callback);
        lastHeld -= 1;
        held.set(lastHeld, callback);
        return lastHeld;
      };
      window.cancelAnimationFrame = (id) => (id < 0 ? void held.delete(id) : cancel(id));
    });
    // What reaches Hà's draft: the new card's name in a message of the draft's connection.
    const newName = 'Ghép giữa chừng';
    let reachedHa = false;
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        if (Buffer.from(payload).includes(Buffer.from(newName))) reachedHa = true;
      }),
    );
    const ha = new IvrEditorPage(page);
    await ha.open(treeId);
    const haCards = ha.canvas.locator('.react-flow__node');
    await expect(haCards.first()).toBeVisible();
    const midway = await haCards.count();
    expect(midway, 'cards drawn before the frames were held').toBeLessThan(CARDS);

    await quan.addNode(newName, 'Bấm 1 để nghe lại');
    await expect.poll(() => reachedHa).toBe(true);
    // Still mid-way: the frames are held.
    await expect(haCards).toHaveCount(midway);

    await page.evaluate(() => (window as unknown as { letFramesGo: () => void }).letFramesGo());
    await expect(haCards).toHaveCount(CARDS + 1);
    await expect(ha.card(`Nút ${newName}`)).toBeVisible();
    await expect(ha.canvas.locator('.react-flow__edge')).toHaveCount(menu.keys.length);
  } finally {
    await quanPage.context().close();
  }
});
