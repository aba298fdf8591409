import { silentMp3 } from '../../server/audio/test-support/mpeg-frames';
import { toneWav } from '../../server/audio/tone-wav';
import { clearSandboxFaults, injectSandboxFault } from '../fixtures/sandbox-faults';
import { expect, test } from '../fixtures/test';
import { GreetingFilesPage, menuPlaying } from '../pages/greeting-files-page';

const wav = toneWav({ seconds: 2, frequencies: [440, 660] });

test.describe('a team lead manages greeting files', () => {
  test.use({ signedInAs: 'lead' });
  test.afterEach(() => clearSandboxFaults());

  test('drops a WAV, refuses a file that is not audio, sees which menu plays it, and is warned before deleting it', async ({
    page,
  }) => {
    const greetings = new GreetingFilesPage(page);
    const description = `Lời chào e2e ${Date.now()}`;
    await greetings.goto();
    await greetings.openUpload();

    // Nothing chosen yet: said beside the drop zone.
    await greetings.submitUpload();
    await expect(greetings.dialog).toContainText('Hãy chọn hoặc thả một tệp WAV hoặc MP3.');

    // A text file named like audio is refused by its content.
    await greetings.chooseFile('loi-chao.wav', 'audio/wav', Buffer.from('this is not audio at all'));
    await expect(greetings.dialog.getByRole('alert')).toHaveText(/loi-chao\.wav không phải tệp WAV hoặc MP3/);

    await greetings.dropFile('loi-chao-that.wav', 'audio/wav', wav);
    await expect(greetings.dialog.getByRole('status')).toHaveText('Tệp WAV hợp lệ, dài 0:02.');
    await greetings.dialog.getByLabel('Mô tả').fill(description);
    await greetings.submitUpload();
    await expect(greetings.dialog).toBeHidden();

    const row = greetings.rowWith(description);
    await expect(row).toContainText('0:02');
    await expect(row).toContainText('Chưa nút nào dùng');
    const filename = (await row.getByRole('rowheader').textContent()) ?? '';
    expect(filename).toMatch(/\.wav$/);
    await expect(row.getByLabel(`Nghe thử ${filename}`)).toHaveAttribute('src', /\/audio$/);

    // A menu made outside the console a moment ago: the warning before a delete asks the service, so it
    // names the menu at once; the column, read from the console's copy, names it once refreshed.
    await menuPlaying(filename, { tree: `Menu e2e ${Date.now()}`, node: 'Chào khách' });
    await row.getByRole('button', { name: `Xoá ${filename}` }).click();
    await expect(greetings.dialog).toContainText(/Tệp đang được phát ở 1 nút IVR: Menu e2e \d+ › Chào khách/);
    await greetings.dialog.getByRole('button', { name: 'Huỷ' }).click();
    await expect(greetings.dialog).toBeHidden();

    await greetings.main.getByRole('button', { name: 'Làm mới ngay' }).click();
    await expect(row).toContainText(/Menu e2e \d+ › Chào khách/);

    await row.getByRole('button', { name: `Xoá ${filename}` }).click();
    await expect(greetings.dialog).toContainText(/Tệp đang được phát ở 1 nút IVR: Menu e2e \d+ › Chào khách/);
    await greetings.dialog.getByRole('button', { name: 'Xoá' }).click();
    await expect(greetings.dialog).toBeHidden();
    await expect(greetings.rowWith(description)).toHaveCount(0);
  });

  test('uploads an MP3 and sees its length in the table, counted from its frames', async ({ page }) => {
    const greetings = new GreetingFilesPage(page);
    const description = `MP3 e2e ${Date.now()}`;
    await greetings.goto();
    await greetings.openUpload();
    await greetings.chooseFile('thong-bao.mp3', 'audio/mpeg', silentMp3(4));
    await greetings.dialog.getByLabel('Mô tả').fill(description);
    await greetings.submitUpload();
    await expect(greetings.dialog).toBeHidden();

    const row = greetings.rowWith(description);
    await expect(row.getByRole('rowheader')).toHaveText(/\.mp3$/);
    await expect(row).toContainText('0:04');
    await page.reload();
    await expect(row).toContainText('0:04');
    const filename = (await row.getByRole('rowheader').textContent()) ?? '';
    await row.getByRole('button', { name: `Xoá ${filename}` }).click();
    await greetings.dialog.getByRole('button', { name: 'Xoá' }).click();
    await expect(greetings.rowWith(description)).toHaveCount(0);
  });

  test('a service failure on upload is shown in words, and nothing is added', async ({ page }) => {
    const greetings = new GreetingFilesPage(page);
    const description = `Lỗi dịch vụ ${Date.now()}`;
    await greetings.goto();
    await injectSandboxFault({ forcedStatus: 500, methods: ['POST'], pathContains: '/greetingfile' });
    await greetings.openUpload();
    await greetings.chooseFile('chao.wav', 'audio/wav', wav);
    await greetings.dialog.getByLabel('Mô tả').fill(description);
    await greetings.submitUpload();
    await expect(page.getByRole('alert').filter({ hasText: 'Không tải lên được tệp' })).toContainText(
      'Máy chủ gặp sự cố',
    );
    await greetings.dialog.getByRole('button', { name: 'Huỷ' }).click();
    await expect(greetings.rowWith(description)).toHaveCount(0);
  });
});

test.describe('support staff', () => {
  test.use({ signedInAs: 'support' });

  test('listen to greeting files but are offered no upload or delete', async ({ page }) => {
    const greetings = new GreetingFilesPage(page);
    await greetings.goto();
    await expect(greetings.main).toContainText('Vai trò của bạn chỉ được xem trang này.');
    await expect(greetings.table.getByRole('row').nth(1)).toBeVisible();
    await expect(greetings.main.getByRole('button', { name: 'Tải lên tệp' })).toHaveCount(0);
    await expect(greetings.table.getByRole('button', { name: /^Xoá/ })).toHaveCount(0);
    // Nothing to do on a row, so no empty Actions column either.
    await expect(greetings.table.getByRole('columnheader', { name: 'Thao tác' })).toHaveCount(0);
  });
});
