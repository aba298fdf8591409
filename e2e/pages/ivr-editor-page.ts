import { expect } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../src/core/api/session';

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
    await expect(this.canvas).toBeVisible();
  }

  tool(name: string): Locator {
    return this.toolbar.getByRole('button', { name, exact: true });
  }

  /** A card of the canvas by its accessible name ("Nút Chào mừng", "Hàng đợi q1", "Gác máy" …). */
  card(name: string): Locator {
    return this.canvas.getByRole('group', { name, exact: true });
  }

  /** Clicks a card as a person would: a card the canvas shows only in part is brought into view first. */
  async selectCard(name: string): Promise<void> {
    const card = this.card(name);
    const [box, view] = await Promise.all([card.boundingBox(), this.canvas.boundingBox()]);
    const inView =
      box !== null &&
      view !== null &&
      box.x >= view.x &&
      box.y >= view.y &&
      box.x + box.width <= view.x + view.width &&
      box.y + box.height <= view.y + view.height;
    if (!inView) await this.fitView();
    await card.click();
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
