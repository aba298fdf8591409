import { readFileSync } from 'node:fs';
import { clearSandboxFaults, injectSandboxFault } from '../fixtures/sandbox-faults';
import { expect, test } from '../fixtures/test';
import { CampaignContactsPage } from '../pages/campaign-contacts-page';

/** Distinct mobile numbers in 0… form, from a start no other test of this run uses. */
function freshMobiles(count: number): string[] {
  const start = Math.floor(Math.random() * 80_000_000) + 10_000_000;
  return Array.from({ length: count }, (_, index) => `09${String(start + index).padStart(8, '0')}`);
}

test.describe('a team lead adds contacts to a campaign', () => {
  test.use({ signedInAs: 'lead' });
  test.afterEach(() => clearSandboxFaults());

  test('previews normalized and invalid numbers, refuses a missing campaign id, then imports and reports exactly', async ({
    page,
    baseURL,
  }) => {
    const campaign = new CampaignContactsPage(page);
    const [first, second, existing] = freshMobiles(3) as [string, string, string];
    await campaign.goto();
    await campaign.addThroughApi(baseURL ?? '', 'CMP_KHAO_SAT_CSKH', [existing]);
    await page.reload();

    await campaign.phones.fill(
      [
        first,
        `+84 ${second.slice(1, 4)} ${second.slice(4)}`,
        `84${existing.slice(1)}`,
        first,
        'abc',
        '0123',
      ].join('\n'),
    );
    await expect(campaign.preview).toContainText('6 mục đã nhập');
    await expect(campaign.preview).toContainText('3 số hợp lệ sẽ được gửi');
    await expect(campaign.preview).toContainText('1 số lặp lại');
    await expect(campaign.preview).toContainText('2 số không hợp lệ');
    await expect(campaign.preview.getByRole('list')).toContainText(`84${second.slice(1)}`);
    const invalid = campaign.preview.getByRole('table', { name: 'Số không hợp lệ, sẽ không được gửi' });
    await expect(invalid.getByRole('row', { name: /abc/ })).toContainText('Chỉ được dùng chữ số');

    // No campaign id: pointed out beside the field, nothing is sent.
    await campaign.send();
    await expect(campaign.campaignId).toHaveAccessibleDescription(/Hãy nhập mã chiến dịch/);
    await expect(campaign.job).toBeHidden();

    await campaign.campaignId.fill('CMP_KHAO_SAT_CSKH');
    await campaign.send();
    await expect(page).toHaveURL(/jobId=/);
    await expect(campaign.job.getByText('Hoàn tất')).toBeVisible({ timeout: 15_000 });
    await expect(campaign.progressBar).toHaveAttribute('aria-valuenow', '100');
    await expect(campaign.count('Đã thêm')).toHaveText('2');
    await expect(campaign.count('Bỏ qua')).toHaveText('1');
    await expect(campaign.count('Không hợp lệ')).toHaveText('2');
    await expect(campaign.count('Lặp lại')).toHaveText('1');

    // The numbers behind each count, and the whole report as a CSV file.
    await campaign.main.getByText('Bỏ qua (đã có trong chiến dịch) (1)').click();
    await expect(campaign.main.getByRole('table', { name: /Các số: Bỏ qua/ })).toContainText(
      `84${existing.slice(1)}`,
    );
    const download = page.waitForEvent('download');
    await campaign.main.getByRole('link', { name: 'Tải báo cáo CSV' }).click();
    const csv = readFileSync(await (await download).path(), 'utf8');
    expect(csv).toContain(`${first},84${first.slice(1)},added`);
    expect(csv).toContain('abc,,invalid,invalid_characters');
  });

  test('a service failure stops the import with its message, and resume finishes it', async ({ page }) => {
    const campaign = new CampaignContactsPage(page);
    await campaign.goto();
    await injectSandboxFault({
      forcedStatus: 400,
      methods: ['POST'],
      pathContains: '/customcampaign',
      remaining: 1,
    });
    await campaign.campaignId.fill('CMP_NHAC_LICH_HEN');
    await campaign.phones.fill(freshMobiles(3).join('\n'));
    await campaign.send();
    await expect(campaign.job.getByText('Thất bại')).toBeVisible({ timeout: 15_000 });
    await expect(campaign.job.getByRole('alert')).toContainText('Injected fault: HTTP 400');

    await campaign.job.getByRole('button', { name: 'Tiếp tục' }).click();
    await expect(campaign.job.getByText('Hoàn tất')).toBeVisible({ timeout: 15_000 });
    await expect(campaign.count('Đã thêm')).toHaveText('3');
  });

  test('pauses, resumes, then cancels an import after confirming; the rest is never sent', async ({
    page,
  }) => {
    const campaign = new CampaignContactsPage(page);
    await campaign.goto();
    await campaign.campaignId.fill('CMP_NHAC_LICH_HEN');
    await campaign.phones.fill(freshMobiles(2000).join('\n'));
    await injectSandboxFault({ latencyMs: 1500, pathContains: '/customcampaign' });
    await campaign.send();
    await expect(campaign.job.getByText('Đang gửi')).toBeVisible();
    // The recent imports list says what the panel says.
    const recent = page.getByRole('table', { name: 'Các lần nhập danh bạ gần đây' });
    const listed = recent.getByRole('row').filter({ hasText: 'Đang xem' });
    await expect(listed).toContainText('Đang gửi');

    await campaign.job.getByRole('button', { name: 'Tạm dừng' }).click();
    await expect(campaign.job.getByText('Tạm dừng', { exact: true })).toBeVisible({ timeout: 10_000 });
    await expect(listed).toContainText('Tạm dừng');
    await campaign.job.getByRole('button', { name: 'Tiếp tục' }).click();
    await expect(campaign.job.getByText('Đang gửi')).toBeVisible();

    await campaign.job.getByRole('button', { name: 'Huỷ nhập' }).click();
    const confirm = page.getByRole('dialog', { name: 'Huỷ việc nhập danh bạ?' });
    await confirm.getByRole('button', { name: 'Huỷ nhập' }).click();
    await expect(campaign.job.getByText('Đã huỷ')).toBeVisible({ timeout: 10_000 });
    const added = Number(await campaign.count('Đã thêm').textContent());
    expect(added).toBeGreaterThan(0);
    expect(added).toBeLessThan(2000);
  });

  test('an unknown campaign is refused by the service, in its words', async ({ page }) => {
    const campaign = new CampaignContactsPage(page);
    await campaign.goto();
    await campaign.campaignId.fill(`CMP_KHONG_CO_${Date.now()}`);
    await campaign.phones.fill(freshMobiles(2).join('\n'));
    await campaign.send();
    await expect(campaign.job.getByRole('alert')).toContainText(/campaign not found/i, { timeout: 15_000 });
    // The service has no campaign lookup: resuming would be refused the same way, so it is not offered.
    await expect(campaign.job.getByRole('alert')).toContainText('Không thể tiếp tục lần nhập này');
    await expect(campaign.job.getByRole('button', { name: 'Tiếp tục' })).toHaveCount(0);
    await expect(campaign.job.getByText('Thất bại', { exact: true })).toBeVisible();
    // The recent imports list says what the panel says.
    const listed = page
      .getByRole('table', { name: 'Các lần nhập danh bạ gần đây' })
      .getByRole('row')
      .filter({ hasText: 'Đang xem' });
    await expect(listed).toContainText('Thất bại');
  });

  test('an unknown campaign is explained in English too, with no resume', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('switchboard.language', 'en'));
    await page.goto('/campaign-contacts');
    const main = page.getByRole('main');
    const form = main.getByRole('form', { name: 'Import contacts into a campaign' });
    await form.getByLabel('Campaign id').fill(`CMP_MISSING_${Date.now()}`);
    await form.getByLabel('Phone numbers').fill(freshMobiles(1).join('\n'));
    await form.getByRole('button', { name: /^Send \d+ numbers? to the campaign$/ }).click();
    const job = main.getByRole('region', { name: /Import into campaign/ });
    await expect(job.getByRole('alert')).toContainText('This import cannot be resumed', { timeout: 15_000 });
    await expect(job.getByRole('button', { name: 'Resume' })).toHaveCount(0);
  });

  test('5,000 numbers, 10% invalid and 10% already present: progress moves, survives a reload, exact counts', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const campaign = new CampaignContactsPage(page);
    const numbers = freshMobiles(4500);
    const present = numbers.slice(0, 500);
    await campaign.goto();
    await campaign.addThroughApi(baseURL ?? '', 'CMP_TET_2027', present);

    // The present ones written differently (+84 …), invalid ones interleaved: 5,000 lines in all.
    const lines: string[] = [];
    numbers.forEach((number, index) => {
      lines.push(index < 500 ? `+84${number.slice(1)}` : number);
      if (index % 9 === 0 && lines.length < 5000) lines.push(`01${String(index).padStart(9, '0')}`);
    });
    while (lines.length < 5000) lines.push(`abc${lines.length}`);
    expect(lines).toHaveLength(5000);

    await page.reload();
    await campaign.campaignId.fill('CMP_TET_2027');
    await campaign.loadCsv('contacts.csv', `phone\r\n${lines.join('\r\n')}\r\n`);
    await expect(campaign.preview).toContainText('5000 mục đã nhập');
    await expect(campaign.preview).toContainText('4500 số hợp lệ sẽ được gửi');
    await expect(campaign.preview).toContainText('500 số không hợp lệ');

    // Each of the 9 batches waits on the service long enough to watch it and to reload in between.
    await injectSandboxFault({ latencyMs: 1500, pathContains: '/customcampaign' });
    await campaign.send();
    await expect.poll(() => campaign.progressValue(), { timeout: 20_000 }).toBeGreaterThan(0);
    const before = await campaign.progressValue();
    await expect.poll(() => campaign.progressValue(), { timeout: 20_000 }).toBeGreaterThan(before);
    const beforeReload = await campaign.progressValue();
    expect(beforeReload).toBeLessThan(100);

    await page.reload();
    await expect(campaign.job.getByText('Đang gửi')).toBeVisible();
    expect(await campaign.progressValue()).toBeGreaterThanOrEqual(beforeReload);
    await expect.poll(() => campaign.progressValue(), { timeout: 20_000 }).toBeGreaterThan(beforeReload);

    await expect(campaign.job.getByText('Hoàn tất')).toBeVisible({ timeout: 60_000 });
    await expect(campaign.count('Đã thêm')).toHaveText('4000');
    await expect(campaign.count('Bỏ qua')).toHaveText('500');
    await expect(campaign.count('Không hợp lệ')).toHaveText('500');
    await expect(campaign.count('Lặp lại')).toHaveText('0');
  });
});
