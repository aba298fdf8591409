import { seriousViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';
import { BoardPage, serviceBoard } from '../pages/board-page';

test.use({ signedInAs: 'lead' });
test.setTimeout(90_000);

test.describe('a team lead sets the board’s thresholds', () => {
  test('a group left with no agent free turns red in words, with a tone, and clears when one is free', async ({
    page,
    baseURL,
  }) => {
    const board = new BoardPage(page);
    const agent = await serviceBoard.freeAgent();
    const group = await serviceBoard.firstGroup();
    await board.countTones();
    await page.goto('/board');
    await expect(page.getByRole('heading', { level: 1, name: 'Bảng trực tiếp' })).toBeVisible();

    try {
      await board.thresholdsButton.click();
      const dialog = board.thresholdsDialog;
      await dialog.getByLabel(group.name, { exact: true }).click();
      await page.getByRole('option', { name: agent.name, exact: true }).click();
      await dialog.getByText('Thành viên nhóm').click();
      await expect(dialog.getByLabel('Nhóm không còn nhân viên rảnh')).toHaveValue('Đỏ');
      await dialog.getByLabel('Phát một tiếng ngắn khi có số liệu chuyển sang đỏ').check();
      await dialog.getByRole('button', { name: 'Lưu ngưỡng' }).click();
      await expect(dialog).toBeHidden();

      const section = board.groupSection(group.name);
      await expect(section).toContainText(agent.name);
      await expect(section).not.toContainText('không còn nhân viên rảnh');
      expect(await board.tonesPlayed()).toBe(0);

      // The only member takes a call, straight at the service: the group says so within 6 s, and rings.
      await serviceBoard.setInCall(agent.id, true);
      await expect(section).toContainText(`${group.name} — không còn nhân viên rảnh`, { timeout: 6_000 });
      await expect(section).toHaveAttribute('data-level', 'red');
      await expect.poll(() => board.tonesPlayed()).toBe(1);
      expect(await seriousViolations(page, 'main')).toEqual([]);

      await serviceBoard.setInCall(agent.id, false);
      await expect(section).not.toContainText('không còn nhân viên rảnh', { timeout: 6_000 });
      await expect(section).toHaveAttribute('data-level', 'ok');
    } finally {
      await serviceBoard.setInCall(agent.id, false);
      await board.resetThresholds(baseURL ?? '');
    }
  });

  test('a value out of range is refused beside its field in Vietnamese, and nothing is saved', async ({
    page,
    baseURL,
  }) => {
    const board = new BoardPage(page);
    await page.goto('/board');
    try {
      await board.thresholdsButton.click();
      const dialog = board.thresholdsDialog;
      const amber = dialog.getByLabel('% đã trả lời: vàng khi dưới');
      await amber.fill('150');
      const red = dialog.getByLabel('Cuộc gọi chưa trả lời: đỏ sau (giây)');
      await red.fill('30');
      await dialog.getByRole('button', { name: 'Lưu ngưỡng' }).click();

      await expect(dialog.getByText('Không hợp lệ: lớn nhất là 100')).toBeVisible();
      await expect(
        dialog.getByText('Không hợp lệ: ngưỡng đỏ phải bằng hoặc cao hơn ngưỡng vàng'),
      ).toBeVisible();
      await expect(dialog.getByRole('alert')).toHaveText('Một số giá trị không hợp lệ: xem các ô ở trên.');
      await expect(amber).toHaveAttribute('aria-invalid', 'true');
      await dialog.getByRole('button', { name: 'Hủy' }).click();

      await page.reload();
      await board.thresholdsButton.click();
      await expect(board.thresholdsDialog.getByLabel('% đã trả lời: vàng khi dưới')).toHaveValue('80');
      await expect(board.thresholdsDialog.getByLabel('Cuộc gọi chưa trả lời: đỏ sau (giây)')).toHaveValue(
        '120',
      );
    } finally {
      await board.resetThresholds(baseURL ?? '');
    }
  });
});
