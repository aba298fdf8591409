import { clearSandboxFaults, injectSandboxFault } from '../fixtures/sandbox-faults';
import { expect, test } from '../fixtures/test';
import { BlacklistPage } from '../pages/blacklist-page';

/** A Vietnamese mobile number no other test uses: 09 + 8 digits from the clock. */
const uniqueMobile = (offset: number) => `09${String((Date.now() + offset) % 100_000_000).padStart(8, '0')}`;
/** How the list writes a stored number for people: the national spelling, grouped. */
const shown = (mobile: string) => `${mobile.slice(0, 4)} ${mobile.slice(4, 7)} ${mobile.slice(7)}`;

test.describe('a team lead manages the blacklist', () => {
  test.use({ signedInAs: 'lead' });
  test.afterEach(() => clearSandboxFaults());

  test('blocks a number, changes where it is blocked, and removes it', async ({ page, shell }) => {
    const number = uniqueMobile(0);
    const blacklist = new BlacklistPage(page);
    await page.goto('/');
    await shell.openArea('Danh sách chặn');
    await expect(shell.pageHeading()).toHaveText('Danh sách chặn');

    await blacklist.openCreate('Chặn một số');
    await blacklist.dialog.getByLabel('Số điện thoại').fill('gọi tôi');
    await blacklist.submit('Chặn số');
    await expect(blacklist.dialog.getByLabel('Số điện thoại')).toHaveAccessibleDescription(
      /Hãy nhập số điện thoại/,
    );
    await blacklist.dialog.getByLabel('Số điện thoại').fill(number);
    await blacklist.dialog.getByLabel('Chặn ở hàng đợi').uncheck();
    await blacklist.submit('Chặn số');
    await expect(blacklist.dialog).toBeHidden();
    await page.goto('/blacklist?pageSize=100');
    await expect(blacklist.row(shown(number))).toContainText('Chặn');
    // Stored in one form, whatever the spelling typed: the list writes it for people.
    await expect(blacklist.row(shown(number)).getByRole('rowheader')).toHaveText(shown(number));
    await expect(blacklist.row(shown(number)).getByRole('cell').nth(1)).toHaveText('Không chặn');

    // The same number written another way is a duplicate for the service: its reason shows by the field.
    await blacklist.openCreate('Chặn một số');
    await blacklist.dialog.getByLabel('Số điện thoại').fill(`+84${number.slice(1)}`);
    await blacklist.submit('Chặn số');
    await expect(blacklist.dialog.getByLabel('Số điện thoại')).toHaveAccessibleDescription(/already|đã/i);
    await blacklist.dialog.getByRole('button', { name: 'Huỷ' }).click();

    await blacklist.openEdit(shown(number));
    await blacklist.dialog.getByLabel('Chặn ở hàng đợi').check();
    await blacklist.submit('Lưu');
    await expect(blacklist.dialog).toBeHidden();
    await expect(blacklist.row(shown(number)).getByRole('cell').nth(1)).toHaveText('Chặn');

    await blacklist.openDelete(shown(number));
    await blacklist.confirmDelete();
    await expect(blacklist.row(shown(number))).toHaveCount(0);
  });

  test('blocks many pasted numbers with a preview of normalization and duplicates', async ({ page }) => {
    const first = uniqueMobile(1);
    const second = uniqueMobile(2);
    const blacklist = new BlacklistPage(page);
    await page.goto('/blacklist?pageSize=100');
    await expect(blacklist.pageSize).toHaveValue('100');
    await blacklist.main.getByRole('button', { name: 'Chặn nhiều số' }).click();
    const firstAgain = `+84 ${first.slice(1, 4)} ${first.slice(4)}`;
    await blacklist.dialog
      .getByLabel('Các số cần chặn')
      .fill(`${first}\n${firstAgain}; ${second}\nmáy lẻ 12`);

    await expect(blacklist.previewRow(first)).toContainText(`84${first.slice(1)}`);
    await expect(blacklist.previewRow(first)).toContainText('Sẽ được chặn');
    await expect(blacklist.previewRow(firstAgain)).toContainText(`Trùng với ${first}`);
    await expect(blacklist.previewRow('máy lẻ 12')).toContainText('Không phải số điện thoại');
    await blacklist.dialog.getByRole('button', { name: 'Chặn 2 số' }).click();
    await expect(blacklist.notification('Kết quả chặn nhiều số')).toContainText('Thành công: 2');
    await expect(blacklist.dialog).toBeHidden();
    await expect(blacklist.row(shown(first))).toBeVisible();
    await expect(blacklist.row(shown(second))).toBeVisible();
  });

  test('a service failure while blocking many numbers is reported number by number', async ({ page }) => {
    const number = uniqueMobile(3);
    const blacklist = new BlacklistPage(page);
    await page.goto('/blacklist');
    await injectSandboxFault({ forcedStatus: 500, methods: ['POST'], pathContains: '/v1/blacklistnumber' });
    await blacklist.main.getByRole('button', { name: 'Chặn nhiều số' }).click();
    await blacklist.dialog.getByLabel('Các số cần chặn').fill(number);
    await blacklist.dialog.getByRole('button', { name: 'Chặn 1 số' }).click();
    const report = blacklist.notification('Kết quả chặn nhiều số');
    await expect(report).toContainText('Thất bại: 1');
    await expect(report).toContainText(`84${number.slice(1)}`);
    // The dialog stays open to try again.
    await expect(blacklist.dialog.getByLabel('Các số cần chặn')).toHaveValue(number);
  });

  test('a line without digits, even the first, is listed as invalid instead of vanishing', async ({
    page,
  }) => {
    const number = uniqueMobile(4);
    const blacklist = new BlacklistPage(page);
    await page.goto('/blacklist');
    await blacklist.main.getByRole('button', { name: 'Chặn nhiều số' }).click();
    await blacklist.dialog.getByLabel('Các số cần chặn').fill(`gọi lại sau\n${number}\nkhông có số`);
    await expect(blacklist.previewRow('gọi lại sau')).toContainText('Không phải số điện thoại');
    await expect(blacklist.previewRow('không có số')).toContainText('Không phải số điện thoại');
    await expect(blacklist.previewRow(number)).toContainText(`84${number.slice(1)}`);
    await expect(blacklist.dialog.getByRole('button', { name: 'Chặn 1 số' })).toBeEnabled();
  });
});

for (const [language, text] of [
  [
    'vi',
    {
      create: 'Chặn một số',
      number: 'Số điện thoại',
      ivr: 'Chặn ở IVR',
      queue: 'Chặn ở hàng đợi',
      submit: 'Chặn số',
      addMany: 'Chặn nhiều số',
      numbers: 'Các số cần chặn',
      submitOne: 'Chặn 1 số',
      blocksNothing: 'Hãy chọn nơi chặn số: ở IVR, ở hàng đợi hoặc cả hai.',
    },
  ],
  [
    'en',
    {
      create: 'Block a number',
      number: 'Phone number',
      ivr: 'Block in IVR',
      queue: 'Block in queues',
      submit: 'Block number',
      addMany: 'Block many numbers',
      numbers: 'Numbers to block',
      submitOne: 'Block 1 number',
      blocksNothing: 'Choose where the number is blocked: in IVR, in queues or both.',
    },
  ],
] as const) {
  test.describe(`an entry blocking nowhere is refused (${language})`, () => {
    test.use({ signedInAs: 'lead' });

    test('the form and the bulk dialog say where to block, and nothing is added', async ({ page }) => {
      const number = uniqueMobile(5 + language.length);
      await page.addInitScript((lang) => window.localStorage.setItem('switchboard.language', lang), language);
      await page.goto('/blacklist');
      const main = page.getByRole('main');
      const dialog = page.getByRole('dialog');

      await main.getByRole('button', { name: text.create }).click();
      await dialog.getByLabel(text.number).fill(number);
      await dialog.getByLabel(text.ivr).uncheck();
      await dialog.getByLabel(text.queue).uncheck();
      await dialog.getByRole('button', { name: text.submit, exact: true }).click();
      await expect(dialog.getByLabel(text.ivr)).toHaveAccessibleDescription(text.blocksNothing);
      // No toast claims the number is blocked.
      await expect(page.getByRole('alert').filter({ hasText: shown(number) })).toHaveCount(0);
      await dialog.getByLabel(text.queue).check();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      await main.getByRole('button', { name: text.addMany }).click();
      await dialog.getByLabel(text.numbers).fill(number);
      await dialog.getByLabel(text.ivr).uncheck();
      await dialog.getByLabel(text.queue).uncheck();
      await expect(dialog.getByRole('alert')).toHaveText(text.blocksNothing);
      await expect(dialog.getByRole('button', { name: text.submitOne })).toBeDisabled();
      await dialog.getByLabel(text.queue).check();
      await expect(dialog.getByRole('alert')).toHaveCount(0);
      await expect(dialog.getByRole('button', { name: text.submitOne })).toBeEnabled();
    });
  });
}
