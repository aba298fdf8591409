import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { IvrEditorPage } from '../pages/ivr-editor-page';

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
  const boxes = await page
    .locator('.react-flow__node')
    .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().toJSON() as DOMRect));
  const overlapping = boxes.flatMap((box, index) =>
    boxes
      .slice(index + 1)
      .filter(
        (other) =>
          box.left < other.right - 1 &&
          other.left < box.right - 1 &&
          box.top < other.bottom - 1 &&
          other.top < box.bottom - 1,
      ),
  );
  expect(overlapping).toEqual([]);
});
