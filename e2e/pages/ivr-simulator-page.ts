import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/**
 * The IVR call simulator of a tree (in Vietnamese): the phone panel, its outcome and the transcript, and
 * the path tests tab (saved and generated tests, the limit on the wait for an agent, the coverage canvas).
 */
export class IvrSimulatorPage {
  readonly main: Locator;
  readonly phone: Locator;
  readonly transcript: Locator;
  readonly outcome: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.phone = this.main.getByRole('region', { name: 'Điện thoại' });
    this.transcript = this.main.getByRole('table', { name: 'Diễn biến của cuộc gọi' });
    this.outcome = this.phone.getByRole('status').filter({ hasText: 'Cuộc gọi đã kết thúc' });
  }

  async open(treeId: string, treeName: string): Promise<void> {
    await this.page.goto(`/ivr/${encodeURIComponent(treeId)}/simulate`);
    await this.expectOpen(treeName);
  }

  /** From the tree's editor, as a supervisor gets there while designing. */
  async openFromEditor(treeId: string, treeName: string): Promise<void> {
    await this.page.goto(`/ivr/${encodeURIComponent(treeId)}`);
    await this.main.getByRole('link', { name: 'Gọi thử' }).click();
    await expect(this.page).toHaveURL(new RegExp(`/ivr/${treeId}/simulate`));
    await this.expectOpen(treeName);
  }

  private async expectOpen(treeName: string): Promise<void> {
    await expect(this.main.getByRole('heading', { level: 1 })).toHaveText(`Mô phỏng cuộc gọi: “${treeName}”`);
    await expect(this.phone.getByRole('button', { name: 'Gọi', exact: true })).toBeEnabled();
  }

  /** The draft or a published version, as the page says which menu it calls. */
  menuToCall(): Locator {
    return this.main.getByRole('combobox', { name: 'Menu để gọi' });
  }

  silentMode(): Locator {
    return this.phone.getByRole('switch', { name: 'Chế độ im lặng' });
  }

  async call(): Promise<void> {
    await this.phone.getByRole('button', { name: /^Gọi( lại)?$/ }).click();
    await expect(this.phone.getByRole('button', { name: 'Gác máy' })).toBeVisible();
  }

  key(key: string): Locator {
    return this.phone.getByRole('button', { name: `Phím ${key}`, exact: true });
  }

  /** The transcript's step cells, in order. */
  steps(): Locator {
    return this.transcript.getByRole('row').locator('td:nth-child(2)');
  }

  /** Saves the call that just ended as a test of the tree, under the name offered or `name`. */
  async saveCallAsTest(expectedDefaultName: string, name?: string): Promise<void> {
    await this.phone.getByRole('button', { name: 'Lưu thành bài kiểm thử' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Lưu cuộc gọi này thành bài kiểm thử' });
    const nameField = dialog.getByRole('textbox', { name: 'Tên bài kiểm thử' });
    await expect(nameField).toHaveValue(expectedDefaultName);
    if (name !== undefined) await nameField.fill(name);
    await dialog.getByRole('button', { name: 'Lưu bài kiểm thử' }).click();
    await expect(dialog).toBeHidden();
  }

  async openPathTests(): Promise<void> {
    await this.main.getByRole('tab', { name: 'Kiểm thử đường đi' }).click();
    await expect(this.main.getByRole('button', { name: 'Chạy tất cả bài kiểm thử' })).toBeEnabled();
  }

  async runAllTests(): Promise<void> {
    await this.main.getByRole('button', { name: 'Chạy tất cả bài kiểm thử' }).click();
  }

  /** "N đạt, M không đạt · bao phủ X/Y phím" once run. */
  runSummary(): Locator {
    return this.main.getByRole('status').filter({ hasText: /không đạt ·|Chưa chạy\./ });
  }

  savedTests(): Locator {
    return this.main.getByRole('table', { name: 'Bài kiểm thử đã lưu' });
  }

  generatedTests(): Locator {
    return this.main.getByRole('table', { name: 'Bài kiểm thử tự sinh' });
  }

  /** The menu's canvas in the path tests tab, where a run marks what no test reached. */
  coverageCanvas(): Locator {
    return this.main.getByRole('region', { name: 'Độ bao phủ của menu' });
  }

  /** A prompt card of the canvas, by its node's name. */
  card(scope: Locator, nodeName: string): Locator {
    return scope.getByRole('group', { name: `Nút ${nodeName}`, exact: true });
  }

  agentWaitLimit(): Locator {
    return this.main.getByRole('textbox', { name: 'Thời gian chờ tối đa để gặp điện thoại viên (giây)' });
  }

  /** Types the limit (empty for none) and saves it with the tests. */
  async saveAgentWaitLimit(seconds: number | null): Promise<void> {
    await this.agentWaitLimit().fill(seconds === null ? '' : String(seconds));
    await this.main.getByRole('button', { name: 'Lưu giới hạn' }).click();
  }
}
