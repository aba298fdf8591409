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
