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
});
