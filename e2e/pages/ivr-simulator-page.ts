import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/** The IVR call simulator of a tree (in Vietnamese): the phone panel, its outcome and the transcript. */
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
}
