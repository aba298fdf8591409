import { generatedMenu } from '../../src/features/ivr-designer/test-support/menu-fixture';
import { expect, test } from '../fixtures/test';
import { IvrEditorPage } from '../pages/ivr-editor-page';
import { IvrTreesApi } from '../pages/ivr-trees-api';

test.use({ signedInAs: 'supervisor' });

const NODES = 400;

test('a big menu opens fitted, draws only the cards in view, goes where its map is pressed, and brings a far card in when searched', async ({
  page,
  baseURL,
}) => {
  const name = `Big menu ${Date.now()}`;
  const treeId = await new IvrTreesApi(page.request, baseURL ?? '').importMenu(name, generatedMenu(NODES));

  const editor = new IvrEditorPage(page);
  await editor.open(treeId);
  // Fitted: cards are on screen at a zoom they can be read at, and the overview map is there.
  const cards = editor.canvas.getByRole('group', { name: /^Nút Menu \d+$/ });
  await expect(cards.first()).toBeVisible();
  const map = editor.canvas.getByRole('img', { name: 'Bản đồ thu nhỏ của menu' });
  await expect(map).toBeVisible();
  // Only the cards in view are drawn: far fewer than the menu's 400 prompts and 1,200 keys.
  expect(await editor.canvas.locator('.react-flow__node').count()).toBeLessThan(NODES / 2);

  // A press on the map, on the prompt drawn farthest from the view's frame, takes the view there: what was
  // in view is gone, other cards come.
  const firstInView = (await cards.first().getAttribute('aria-label')) ?? '';
  await expect(editor.card(firstInView)).toBeInViewport();
  const farOnMap = await map.evaluate(farthestPromptFromFrame);
  await page.mouse.click(farOnMap.x, farOnMap.y);
  await expect(editor.card(firstInView)).not.toBeInViewport();
  await expect(cards.first()).toBeInViewport();

  // A card far away is found by the search, drawn, and its keys' edges reach it.
  await editor.main.getByRole('combobox', { name: 'Tìm nút' }).fill(`Menu ${NODES - 1}`);
  await page.getByRole('option', { name: new RegExp(`^Menu ${NODES - 1} ·`) }).click();
  const far = editor.card(`Nút Menu ${NODES - 1}`);
  await expect(far).toBeVisible();
  await expect(far).toBeInViewport();
  const handle = (await far.locator('.react-flow__handle.target').boundingBox())!;
  const arriving = editor.canvas
    .locator(`.react-flow__edge[aria-label*="→ Menu ${NODES - 1}"] .react-flow__edge-path`)
    .first();
  await expect(arriving).toBeAttached();
  // Edges coming into view after the jump are drawn a batch a frame, until all are there: the far card's
  // own two keys (its exit and its timeout) included.
  await expect(editor.canvas.locator(`.react-flow__edge[aria-label*=": Menu ${NODES - 1} →"]`)).toHaveCount(
    2,
  );
  // The edge ends at the card's left border, halfway down, within a handle's size (the handle grows at
  // small zoom): on a big menu too, where the card was placed before it was ever measured.
  const box = (await far.boundingBox())!;
  const end = await arriving.evaluate((path: SVGPathElement) => {
    const point = path.getPointAtLength(path.getTotalLength());
    const matrix = path.getScreenCTM()!;
    return { x: point.x * matrix.a + matrix.e, y: point.y * matrix.d + matrix.f };
  });
  expect(Math.abs(end.x - box.x)).toBeLessThanOrEqual(handle.width + 2);
  expect(Math.abs(end.y - (box.y + box.height / 2))).toBeLessThanOrEqual(handle.height / 2 + 2);
});

/**
 * Where, on screen, the map draws the prompt farthest from the view's frame. The map's prompts are one path of
 * rectangles and its mask's second rectangle is the frame, all in flow units.
 */
function farthestPromptFromFrame(svg: SVGSVGElement): { x: number; y: number } {
  const centres = (path: string | null | undefined) =>
    [...(path ?? '').matchAll(/M(-?\d+) (-?\d+)h(-?\d+)v(-?\d+)/g)].map(([, x, y, width, height]) => ({
      x: Number(x) + Number(width) / 2,
      y: Number(y) + Number(height) / 2,
    }));
  const prompts = centres(svg.querySelector('.react-flow__minimap-node')?.getAttribute('d'));
  const frame = centres(svg.querySelector('.react-flow__minimap-mask')?.getAttribute('d'))[1]!;
  const distance = (point: { x: number; y: number }) => Math.hypot(point.x - frame.x, point.y - frame.y);
  const farthest = prompts.reduce((far, point) => (distance(point) > distance(far) ? point : far));
  const onScreen = new DOMPoint(farthest.x, farthest.y).matrixTransform(svg.getScreenCTM()!);
  return { x: onScreen.x, y: onScreen.y };
}
