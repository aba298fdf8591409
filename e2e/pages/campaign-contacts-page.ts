import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../src/core/api/session';

/** The Campaign contacts page (in Vietnamese, the console's default language). */
export class CampaignContactsPage {
  readonly main: Locator;
  readonly form: Locator;
  readonly campaignId: Locator;
  readonly phones: Locator;
  readonly preview: Locator;
  readonly progressBar: Locator;
  readonly job: Locator;
  readonly result: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.form = this.main.getByRole('form', { name: 'Nhập danh bạ vào chiến dịch' });
    this.campaignId = this.form.getByLabel('Mã chiến dịch');
    this.phones = this.form.getByLabel('Số điện thoại');
    this.preview = this.main.getByRole('region', { name: 'Xem trước' });
    this.progressBar = this.main.getByRole('progressbar', { name: 'Tiến độ gửi' });
    this.job = this.main.getByRole('region', { name: /Nhập danh bạ vào chiến dịch/ });
    this.result = this.main.getByRole('table', { name: 'Kết quả nhập danh bạ' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/campaign-contacts');
    await expect(this.main.getByRole('heading', { level: 1 })).toHaveText('Danh bạ chiến dịch');
  }

  async loadCsv(name: string, text: string): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.form.getByRole('button', { name: 'Tải tệp CSV' }).click();
    await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
  }

  async send(): Promise<void> {
    await this.form.getByRole('button', { name: /^Gửi \d+ số vào chiến dịch$/ }).click();
  }

  /** The count on one line of the final result, e.g. "Đã thêm". */
  count(outcome: string): Locator {
    return this.result.getByRole('row', { name: new RegExp(`^${outcome}`) }).getByRole('cell');
  }

  async progressValue(): Promise<number> {
    return Number(await this.progressBar.getAttribute('aria-valuenow'));
  }

  /** Adds numbers straight through the API (as the page would) and waits until the service has them. */
  async addThroughApi(baseURL: string, campaignId: string, phones: string[]): Promise<void> {
    const headers = { [CSRF_HEADER]: CSRF_HEADER_VALUE, origin: new URL(baseURL).origin };
    const started = await this.page.request.post(`/api/campaigns/${campaignId}/imports`, {
      data: { phones },
      headers,
    });
    expect(started.status()).toBe(202);
    const { jobId } = (await started.json()) as { jobId: string };
    await expect
      .poll(
        async () => {
          const job = await this.page.request.get(`/api/campaigns/imports/${jobId}`);
          return ((await job.json()) as { status: string }).status;
        },
        { timeout: 20_000 },
      )
      .toBe('done');
  }
}
