import { expect, test } from '../fixtures/test';
import { IvrEditorPage } from '../pages/ivr-editor-page';
import { IvrPublishDialog } from '../pages/ivr-publish-dialog';
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

  test('duplicates a tree and imports an exported file, each as a draft published only when asked', async ({
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
    const editor = new IvrEditorPage(page);
    const publish = new IvrPublishDialog(page);

    await trees.goto();
    await trees.create(original);
    await api.seedSmallMenu(await api.treeIdByName(original));
    await page.reload();
    await expect(trees.cell(original, 'nodes')).toHaveText('3');

    // The name of a tree that exists is pointed out before the copy is made; a new name clears it.
    await trees.chooseRowAction(original, 'Nhân bản');
    await trees.dialog.getByLabel('Tên cây').fill(original);
    await expect(trees.dialog.getByRole('status')).toHaveText(
      `Đã có cây tên “${original}”: hai cây sẽ trùng tên.`,
    );
    await trees.dialog.getByLabel('Tên cây').fill(copy);
    await expect(trees.dialog.getByRole('status')).toHaveCount(0);
    await trees.dialog.getByRole('button', { name: 'Tạo bản sao' }).click();
    await expect(trees.dialog).toBeHidden();

    // The copy is a draft: nothing live yet, its changes waiting to be published.
    await expect(trees.cell(copy, 'nodes')).toHaveText('0');
    await expect(trees.cell(copy, 'published')).toContainText('Có thay đổi chưa xuất bản');
    const copyId = await api.treeIdByName(copy);
    expect((await api.graph(copyId)).nodes).toHaveLength(0);
    await editor.open(copyId);
    await expect(editor.card('Nút Lời chào')).toBeVisible();
    await publish.open(copyId);
    await publish.publish('Bản sao đầu tiên');
    await publish.expectPublished(1);
    expect((await api.graph(copyId)).keys).toHaveLength(4);

    await trees.goto();
    const download = await trees.exportTree(copy);
    expect(download.suggestedFilename()).toBe(`ban-sao-${stamp}.ivr.json`);
    const file = await download.path();

    await trees.importFile(file, imported);
    await expect(trees.dialog).toContainText('Đã nhập đủ 3 nút và 4 phím, không bỏ sót gì.');
    await expect(trees.dialog).toContainText('Menu nằm trong bản nháp của cây mới, chưa được áp dụng');
    const importedId = await api.treeIdByName(imported);
    expect((await api.graph(importedId)).nodes).toHaveLength(0);
    await trees.dialog.getByRole('link', { name: 'Mở cây vừa nhập' }).click();
    await expect(page).toHaveURL(new RegExp(`/ivr/${importedId}$`));
    for (const name of ['Lời chào', 'Kinh doanh', 'Hỗ trợ'])
      await expect(editor.card(`Nút ${name}`)).toBeVisible();
    await publish.open(importedId);
    await publish.publish('Nhập từ tệp');
    await publish.expectPublished(1);
    const brought = await api.graph(importedId);
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
