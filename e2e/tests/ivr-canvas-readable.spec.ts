import type { Page } from '@playwright/test';
import { generatedMenu } from '../../src/features/ivr-designer/test-support/menu-fixture';
import { expect, test } from '../fixtures/test';
import { IvrEditorPage } from '../pages/ivr-editor-page';
import { IvrTreesApi } from '../pages/ivr-trees-api';

test.use({ signedInAs: 'supervisor', viewport: { width: 1440, height: 900 } });

test.setTimeout(120_000);

const DEMO_TREE = 'Tổng đài chính – Ngân hàng Sao Việt';

async function demoTreeId(page: Page): Promise<string> {
  const response = await page.request.get('/api/ivr/designer/trees');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as
    { items?: { id: string; name: string }[] } | { id: string; name: string }[];
  const trees = Array.isArray(body) ? body : (body.items ?? []);
  const tree = trees.find((candidate) => candidate.name === DEMO_TREE);
  if (!tree) throw new Error(`no tree named ${DEMO_TREE}`);
  return tree.id;
}

/**
 * Every card's name as drawn: its text, its font size on screen (the computed size times the canvas's
 * scale, read from the box the browser draws) and whether it lies inside the canvas.
 */
async function namesOnScreen(page: Page) {
  return page.locator('.react-flow__node').evaluateAll((cards) => {
    const pane = document.querySelector('.react-flow')?.getBoundingClientRect();
    return cards.map((card) => {
      const title = card.querySelector<HTMLElement>('.ivr-card__title');
      if (!title || !pane)
        return { name: card.getAttribute('aria-label') ?? '', px: 0, inView: false, text: '' };
      const box = title.getBoundingClientRect();
      const scale = box.height / title.offsetHeight;
      return {
        name: card.getAttribute('aria-label') ?? '',
        text: title.textContent ?? '',
        px: parseFloat(getComputedStyle(title).fontSize) * scale,
        inView:
          box.width > 0 &&
          box.left >= pane.left &&
          box.right <= pane.right &&
          box.top >= pane.top &&
          box.bottom <= pane.bottom,
      };
    });
  });
}

/** Every key label drawn: its text, its font size on screen and its box. */
async function keyLabelsOnScreen(page: Page) {
  return page.locator('.ivr-edge__label').evaluateAll((labels) =>
    labels.map((label) => {
      const rect = label.querySelector('rect');
      const text = label.querySelector('text');
      if (!rect || !text) return { text: '', px: 0, box: null };
      const box = rect.getBoundingClientRect();
      const scale = box.height / Number(rect.getAttribute('height'));
      return {
        text: text.textContent ?? '',
        px: parseFloat(getComputedStyle(text).fontSize) * scale,
        box: box.toJSON() as DOMRect,
      };
    }),
  );
}

type ScreenBox = { left: number; right: number; top: number; bottom: number; text: string };

/** Pairs of boxes drawn on one another (by more than a pixel), named by their texts. */
function overlappingOnScreen(boxes: ScreenBox[]): string[] {
  return boxes.flatMap((box, index) =>
    boxes
      .slice(index + 1)
      .filter(
        (other) =>
          box.left < other.right - 1 &&
          other.left < box.right - 1 &&
          box.top < other.bottom - 1 &&
          other.top < box.bottom - 1,
      )
      .map((other) => `${box.text}/${other.text}`),
  );
}

test('in focus mode, the demo menu fitted to a 1440×900 screen shows every card’s name at 12 px or more, without overlaps', async ({
  page,
}) => {
  const editor = new IvrEditorPage(page);
  await editor.open(await demoTreeId(page));
  await expect(editor.card('Nút Lời chào và menu chính')).toBeVisible();
  await editor.tool('Sắp xếp gọn').click();
  await expect(editor.tool('Sắp xếp gọn')).toBeEnabled();
  await page.waitForTimeout(600);
  await editor.fitView();
  await page.waitForTimeout(600);

  const names = await namesOnScreen(page);
  expect(names.length).toBeGreaterThan(30);
  for (const name of names) {
    expect(name.text, name.name).not.toBe('');
    expect(name.px, `${name.name} on screen`).toBeGreaterThanOrEqual(12);
  }

  // No two cards drawn on one another.
  const boxes = await page.locator('.react-flow__node').evaluateAll((cards) =>
    cards.map((card) => ({
      ...(card.getBoundingClientRect().toJSON() as DOMRect),
      text: card.getAttribute('aria-label') ?? '',
    })),
  );
  expect(overlappingOnScreen(boxes)).toEqual([]);

  // Every key's label, words included ("hết giờ", "không hợp lệ"), at 12 px or more, none over another.
  const labels = await keyLabelsOnScreen(page);
  expect(labels.length).toBeGreaterThan(30);
  expect(labels.map((label) => label.text)).toEqual(expect.arrayContaining(['hết giờ', 'không hợp lệ']));
  for (const label of labels) expect(label.px, `label ${label.text} on screen`).toBeGreaterThanOrEqual(12);
  const labelBoxes = labels.flatMap((label) => (label.box ? [{ ...label.box, text: label.text }] : []));
  expect(overlappingOnScreen(labelBoxes)).toEqual([]);

  // "Back to the menu" keys run around the cards: out to the right, up to a lane above the cards they pass,
  // along it and down beside their card, in straight runs (a key's line to its label is otherwise a curve).
  const routed = await page.locator('.react-flow__edge-path').evaluateAll((paths) =>
    paths
      .map((path) => (path.getAttribute('d') ?? '').split(' C ')[0] ?? '')
      .filter((run) => (run.match(/ L /g) ?? []).length === 5)
      .map((run) =>
        run
          .split(/[ML]/)
          .filter((point) => point.trim() !== '')
          .map((point) => point.trim().split(/\s+/).map(Number)),
      ),
  );
  expect(routed.length).toBeGreaterThan(0);
  for (const [from, , lane] of routed) expect(lane?.[1] ?? Infinity).toBeLessThan(from?.[1] ?? -Infinity);
});

test('a 100-node menu tidied up and fitted shows the names and key labels in view at 12 px or more', async ({
  page,
  baseURL,
}) => {
  const name = `Readable menu ${Date.now()}`;
  const treeId = await new IvrTreesApi(page.request, baseURL ?? '').importMenu(name, generatedMenu(100));
  const editor = new IvrEditorPage(page);
  await editor.open(treeId);
  await expect(editor.canvas.getByRole('group', { name: /^Nút Menu \d+$/ }).first()).toBeVisible();
  await editor.tool('Sắp xếp gọn').click();
  await expect(editor.tool('Sắp xếp gọn')).toBeEnabled();
  await page.waitForTimeout(600);
  await editor.fitView();
  await page.waitForTimeout(600);

  // The view may scroll (the fit stops at the smallest readable zoom): what is in view is readable.
  const inView = (await namesOnScreen(page)).filter((each) => each.inView);
  expect(inView.length).toBeGreaterThan(0);
  for (const each of inView) expect(each.px, `${each.name} on screen`).toBeGreaterThanOrEqual(12);
  const labels = (await keyLabelsOnScreen(page)).filter((label) => label.box && label.box.width > 0);
  expect(labels.length).toBeGreaterThan(0);
  for (const label of labels) expect(label.px, `label ${label.text} on screen`).toBeGreaterThanOrEqual(12);
});
