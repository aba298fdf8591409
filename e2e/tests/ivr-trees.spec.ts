import { expect, test } from '../fixtures/test';
import { IvrTreesApi } from '../pages/ivr-trees-api';
import { IvrTreesPage } from '../pages/ivr-trees-page';

test.describe('a supervisor manages IVR trees', () => {
  test.use({ signedInAs: 'supervisor' });

  test('creates and renames a tree, then deletes it after being told what is lost', async ({
    page,
    baseURL,
  }) => {
    const stamp = Date.now().toString(36);
    const name = `Giờ hành chính ${stamp}`;
    const renamed = `Giờ làm việc ${stamp}`;
    const trees = new IvrTreesPage(page);
    const api = new IvrTreesApi(page.request, baseURL ?? '');

    await trees.goto();
    // The demo project's menus are listed.
    await expect(trees.table.getByRole('rowheader').first()).toBeVisible();

    // A blank name is pointed out beside its field and nothing is created.
    await trees.main.getByRole('button', { name: 'Tạo cây IVR' }).click();
    await trees.dialog.getByRole('button', { name: 'Tạo cây' }).click();
    await expect(trees.dialog.getByLabel('Tên cây')).toHaveAccessibleDescription(/Hãy nhập tên cây/);
    await trees.dialog.getByRole('button', { name: 'Huỷ' }).click();

    await trees.create(name);
    await trees.rename(name, renamed);
    await expect(trees.row(renamed)).toBeVisible();
    await expect(trees.row(name)).toHaveCount(0);

    // Give the tree a menu, so the confirmation has something to count.
    const treeId = await api.treeIdByName(renamed);
    await api.seedSmallMenu(treeId);

    await trees.startDelete(renamed);
    await expect(trees.dialog).toContainText('Sẽ mất 3 nút và 4 phím bấm của cây này.');
    await expect(trees.dialog).toContainText('Người gọi đang được đưa vào menu này sẽ bị ảnh hưởng ngay');
    await trees.confirmDelete();
    await expect(trees.row(renamed)).toHaveCount(0);

    // Gone for the service too, not only from the screen.
    const response = await page.request.get(`/api/ivr/trees/${treeId}/graph`);
    expect(response.status()).toBe(404);
  });

  test('duplicates a tree, exports it to a file and imports that file as a new tree', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const stamp = Date.now().toString(36);
    const original = `Tổng đài chính ${stamp}`;
    const copy = `Bản sao ${stamp}`;
    const imported = `Nhập lại ${stamp}`;
    const trees = new IvrTreesPage(page);
    const api = new IvrTreesApi(page.request, baseURL ?? '');

    await trees.goto();
    await trees.create(original);
    await api.seedSmallMenu(await api.treeIdByName(original));
    await page.reload();
    await expect(trees.cell(original, 'nodes')).toHaveText('3');

    // A full copy through the service: same nodes and keys, in a tree of its own.
    await trees.duplicate(original, copy);
    await expect(trees.cell(copy, 'nodes')).toHaveText('3');
    await expect(trees.cell(copy, 'root')).toHaveText('Lời chào');
    const copied = await api.graph(await api.treeIdByName(copy));
    expect(copied.keys).toHaveLength(4);

    const download = await trees.exportTree(copy);
    expect(download.suggestedFilename()).toBe(`ban-sao-${stamp}.ivr.json`);
    const file = await download.path();

    await trees.importFile(file, imported);
    await expect(trees.dialog).toContainText('Đã nhập đủ 3 nút và 4 phím, không bỏ sót gì.');
    await expect(trees.dialog).toContainText('Đã xuất bản', { timeout: 20_000 });
    await trees.dialog.getByRole('button', { name: 'Đóng' }).last().click();
    await expect(trees.cell(imported, 'nodes')).toHaveText('3');
    const brought = await api.graph(await api.treeIdByName(imported));
    expect(brought.nodes.map((node) => node.name).sort()).toEqual(['Hỗ trợ', 'Kinh doanh', 'Lời chào']);
  });

  test('a row leads to the tree in the editor', async ({ page }) => {
    const name = `Mở trình sửa ${Date.now().toString(36)}`;
    const trees = new IvrTreesPage(page);
    await trees.goto();
    await trees.create(name);
    await trees.row(name).getByRole('link', { name }).click();
    await expect(page).toHaveURL(/\/ivr\/[^/]+$/);
  });
});

test.describe('a team lead', () => {
  test.use({ signedInAs: 'lead' });

  test('reads the tree list but is offered no change', async ({ page }) => {
    const trees = new IvrTreesPage(page);
    await trees.goto();
    await expect(trees.table.getByRole('rowheader').first()).toBeVisible();
    await expect(trees.main.getByRole('button', { name: 'Tạo cây IVR' })).toBeHidden();
    await expect(trees.main.getByRole('button', { name: 'Nhập từ tệp' })).toBeHidden();
  });
});
