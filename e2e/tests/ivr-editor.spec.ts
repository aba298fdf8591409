import { contrastOf } from '../fixtures/contrast';
import { expect, test } from '../fixtures/test';
import { IvrEditorPage } from '../pages/ivr-editor-page';

test.use({ signedInAs: 'supervisor' });

test.setTimeout(120_000);

test('a supervisor builds a menu with every action, sees and fixes a problem, undoes, and finds the draft after a reload', async ({
  page,
  baseURL,
}) => {
  const treeId = await IvrEditorPage.createTree(page.request, baseURL ?? '', `Editor test ${Date.now()}`);
  const editor = new IvrEditorPage(page);
  await editor.open(treeId);

  await editor.addNode(
    'Chào mừng',
    'Xin chào. Bấm 1 để gặp kinh doanh, bấm 2 để chờ, bấm 3 để gặp tổng đài.',
  );
  await expect(editor.card('Nút Chào mừng').getByText('Gốc')).toBeVisible();
  await editor.addNode('Kinh doanh', 'Bấm 0 để gác máy, 4 để để lại lời nhắn, 5 để nhận tin nhắn.');

  // Connect the two nodes by dragging, then choose the key.
  await editor.fitView();
  await editor.dragFromHandle('Nút Chào mừng', editor.card('Nút Kinh doanh'));
  const dialog = page.getByRole('dialog', { name: 'Nối bằng một phím' });
  await dialog.getByLabel('Phím').selectOption('1');
  await dialog.getByRole('button', { name: 'Nối' }).click();
  await expect(dialog).toBeHidden();
  await expect(editor.canvas.getByText('1', { exact: true })).toBeVisible();

  // A third node from the palette, left without a prompt for now.
  await editor.tool('Nút mới').click();
  await expect(editor.card('Nút Nút mới')).toBeVisible();

  // The welcome node's exits: a queue and a forward.
  await editor.selectCard('Nút Chào mừng');
  await editor.tool('+ Hàng đợi').click();
  await editor.panel.getByLabel('Mã hàng đợi').fill('q-sales');
  await editor.apply();
  await expect(editor.card('Hàng đợi q-sales')).toBeVisible();
  await editor.selectCard('Nút Chào mừng');
  await editor.tool('+ Chuyển tiếp').click();
  await editor.panel.getByLabel('Số chuyển tiếp').fill('0901 234 567');
  await editor.apply();
  await expect(editor.card('Chuyển tới 0901 234 567')).toBeVisible();

  // The sales node's exits: hang up, voicemail and SMS (the last two coming soon).
  for (const tool of ['+ Gác máy', '+ Hộp thư thoại', '+ SMS']) {
    await editor.selectCard('Nút Kinh doanh');
    await editor.tool(tool).click();
  }
  await expect(editor.card('Gác máy')).toBeVisible();
  await expect(editor.card('Hộp thư thoại').getByText('Sắp có')).toBeVisible();
  await expect(editor.card('SMS').getByText('Sắp có')).toBeVisible();

  // Giving the forward the queue's key is a duplicate: on the card and in the problems panel.
  const duplicate = editor.problems.getByRole('button', { name: /Phím 2 được dùng nhiều lần ở nút này/ });
  await editor.selectCard('Chuyển tới 0901 234 567');
  await editor.panel.getByLabel('Phím', { exact: true }).selectOption('2');
  await editor.apply();
  await expect(duplicate.first()).toBeVisible();
  // One of the two keys on 2 carries the error on its card (both stay in the draft until one moves).
  const errorChip = editor.canvas.getByText('Lỗi', { exact: true }).first();
  await expect(errorChip).toBeVisible();
  // The chips are 11 px text: each reads at 4.5:1 at least, the sales node's warning too.
  expect(await contrastOf(errorChip)).toBeGreaterThanOrEqual(4.5);
  const warningChip = editor.card('Nút Kinh doanh').getByText('Cảnh báo', { exact: true });
  expect(await contrastOf(warningChip)).toBeGreaterThanOrEqual(4.5);

  // Fix it, then undo (the problem is back) and redo (gone again).
  await editor.panel.getByLabel('Phím', { exact: true }).selectOption('3');
  await editor.apply();
  await expect(duplicate).toHaveCount(0);
  await editor.tool('Hoàn tác').click();
  await expect(duplicate.first()).toBeVisible();
  await editor.tool('Làm lại').click();
  await expect(duplicate).toHaveCount(0);

  // Clicking a problem selects its element: the empty new node shows in the side panel.
  await editor.problems.getByRole('button', { name: /Nút mới: Lời nhắc đang trống/ }).click();
  await expect(editor.panel.getByLabel('Tên', { exact: true })).toHaveValue('Nút mới');

  await expect(editor.saveState('Trực tiếp · đã lưu')).toBeVisible({ timeout: 10_000 });
  await page.reload();
  await expect(editor.card('Nút Chào mừng')).toBeVisible();
  await expect(editor.card('Nút Kinh doanh')).toBeVisible();
  await expect(editor.card('Hàng đợi q-sales')).toBeVisible();
  await expect(editor.card('Chuyển tới 0901 234 567')).toBeVisible();
  await expect(editor.card('SMS')).toBeVisible();
  await expect(duplicate).toHaveCount(0);
});
