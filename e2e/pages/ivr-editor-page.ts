import { expect } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../src/core/api/session';

/**
 * The parts of the IVR editor that are memo components, by what a person sees of them: a change of the
 * workspace's own state (its status, another's pointer) should draw none of them again. The help is one
 * too, but draws nothing while closed. For the commit counter's `watchRegions` (fixtures/react-commits.ts).
 */
export const EDITOR_MEMO_PARTS = {
  toolbar: '[role="toolbar"][aria-label="Công cụ soạn thảo"]',
  form: '.ivr-panel',
  problems: 'section[aria-labelledby="ivr-problems-title"]',
  search: '.mantine-Autocomplete-root:has(input[aria-label="Tìm nút"])',
  links: 'a[href$="/simulate"], a[href$="/versions"]',
  publish: 'button:has(.tabler-icon-rocket)',
} as const;

/** Each of the editor's memo parts drawn again 0 times: what a change that concerns none of them leaves. */
export const NONE_OF_THE_MEMO_PARTS = Object.fromEntries(
  Object.keys(EDITOR_MEMO_PARTS).map((part) => [part, 0]),
);

/** The IVR editor of one tree (in Vietnamese, the console's default language). */
export class IvrEditorPage {
  readonly main: Locator;
  readonly canvas: Locator;
  readonly toolbar: Locator;
  readonly panel: Locator;
  readonly problems: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.canvas = this.main.getByRole('region', { name: 'Sơ đồ menu' });
    this.toolbar = this.main.getByRole('toolbar', { name: 'Công cụ soạn thảo' });
    this.panel = this.main.getByRole('region', { name: /^(Chi tiết|Nút|Phím)$/ });
    this.problems = this.main.getByRole('region', { name: 'Vấn đề' });
  }

  /** A new, empty tree made through the API, as a test's own starting point. */
  static async createTree(request: APIRequestContext, baseURL: string, name: string): Promise<string> {
    const response = await request.post('/api/ivr/trees', {
      data: { name },
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE, origin: new URL(baseURL).origin },
    });
    expect(response.status(), 'creating the tree').toBe(201);
    return ((await response.json()) as { id: string }).id;
  }

  async open(treeId: string): Promise<void> {
    await this.page.goto(`/ivr/${encodeURIComponent(treeId)}`);
    // A menu never laid out waits for the layout engine's first load: seconds on a busy machine.
    await expect(this.canvas).toBeVisible({ timeout: 15_000 });
  }

  tool(name: string): Locator {
    return this.toolbar.getByRole('button', { name, exact: true });
  }

  /** A card of the canvas by its accessible name ("Nút Chào mừng", "Hàng đợi q1", "Gác máy" …). */
  card(name: string): Locator {
    return this.canvas.getByRole('group', { name, exact: true });
  }

  /**
   * Clicks a card as a person would: once the view has stopped moving (a fit, or the pan to a new node, may
   * still be running), fitting the view again while the card's middle is off the canvas or under the header.
   */
  async selectCard(name: string): Promise<void> {
    const card = this.card(name);
    await expect(async () => {
      await this.settledBox(name);
      if (await this.middleOnCanvas(card)) return;
      await this.fitView();
      throw new Error(`${name} was not in view: fitted the view`);
    }).toPass({ timeout: 10_000 });
    await card.click();
  }

  /** Where a card is once the view has stopped moving (a fit, or the pan to a new node, may still run). */
  async settledBox(name: string): Promise<{ x: number; y: number; width: number; height: number }> {
    const card = this.card(name);
    let box = await card.boundingBox();
    await expect(async () => {
      const before = JSON.stringify(box);
      await this.page.waitForTimeout(150);
      box = await card.boundingBox();
      expect(JSON.stringify(box), `${name} has stopped moving`).toBe(before);
    }).toPass({ timeout: 10_000 });
    if (box === null) throw new Error(`${name} is not on screen`);
    return box;
  }

  /** The card's middle is on the canvas and nothing (header, controls, map) lies over it there. */
  private async middleOnCanvas(card: Locator): Promise<boolean> {
    const [box, view] = await Promise.all([card.boundingBox(), this.canvas.boundingBox()]);
    if (box === null || view === null) return false;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    const inView = x > view.x && y > view.y && x < view.x + view.width && y < view.y + view.height;
    return (
      inView &&
      card.evaluate((element, at) => element.contains(document.elementFromPoint(at.x, at.y)), { x, y })
    );
  }

  /** Adds a node from the palette and names it; it is selected afterwards. */
  async addNode(name: string, text: string): Promise<void> {
    await this.tool('Nút mới').click();
    await this.panel.getByLabel('Tên', { exact: true }).fill(name);
    await this.panel.getByLabel('Văn bản cần đọc').fill(text);
    await this.apply();
    await expect(this.card(`Nút ${name}`)).toBeVisible();
  }

  async fitView(): Promise<void> {
    await this.canvas.getByRole('button', { name: 'Vừa khung nhìn' }).click();
  }

  async apply(): Promise<void> {
    await this.panel.getByRole('button', { name: 'Áp dụng' }).click();
  }

  /** Drags from a card's outgoing handle to another card (or to a point of empty canvas). */
  async dragFromHandle(fromCard: string, to: Locator | { x: number; y: number }): Promise<void> {
    const handle = this.card(fromCard).locator('.react-flow__handle.source');
    const from = await handle.boundingBox();
    if (!from) throw new Error(`no handle on ${fromCard}`);
    const target =
      'x' in to
        ? to
        : await to.boundingBox().then((box) => box && { x: box.x + 20, y: box.y + box.height / 2 });
    if (!target) throw new Error('no drop target');
    await this.page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await this.page.mouse.down();
    await this.page.mouse.move(target.x, target.y, { steps: 12 });
    await this.page.mouse.up();
  }

  saveState(text: string): Locator {
    return this.main.getByText(text, { exact: true });
  }

  /** The page's heading: the tree's name. */
  heading(): Locator {
    return this.main.getByRole('heading', { level: 1 });
  }

  /** The header's note of who else has the tree open ("Cũng đang sửa: …"). */
  othersEditing(): Locator {
    return this.main.getByRole('status').filter({ hasText: /^Cũng đang sửa:/ });
  }
}
