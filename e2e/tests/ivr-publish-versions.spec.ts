import { expect, test } from '../fixtures/test';
import { IvrDraftsApi, publishThroughApi } from '../pages/ivr-publish-drafts';
import { IvrVersionsPage } from '../pages/ivr-publish-versions-page';

test.describe('a supervisor looks back through published versions', () => {
  test.use({ signedInAs: 'supervisor' });

  test('compares a version with the draft, and restores an older version with progress', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const api = new IvrDraftsApi(page.request, baseURL ?? '');
    const treeName = `Phiên bản ${Date.now().toString(36)}`;
    const treeId = await api.createTree(treeName);
    const { sales } = await api.seedSmallMenu(treeId);
    const rename = (name: string) =>
      api.editDraft(treeId, (menu) => ({
        ...menu,
        nodes: menu.nodes.map((node) => (node.id === sales ? { ...node, name } : node)),
      }));
    await rename('Bán hàng');
    expect(await publishThroughApi(api, treeId, 'Đổi tên thành Bán hàng')).toBe(1);
    await rename('Kinh doanh mới');
    expect(await publishThroughApi(api, treeId, 'Đổi tên thành Kinh doanh mới')).toBe(2);

    const versions = new IvrVersionsPage(page);
    await versions.goto(treeId, treeName);
    await expect(versions.row(1)).toContainText('Đổi tên thành Bán hàng');
    await expect(versions.row(2)).toContainText('đang chạy');

    // Version 1 against the draft (which is version 2 now): the node's name differs.
    await versions.main.getByRole('button', { name: 'So sánh Phiên bản 1 với bản nháp' }).click();
    await expect(versions.main.getByRole('list', { name: 'Khác biệt' })).toContainText(
      'Sửa nút “Kinh doanh mới” (tên)',
    );
    await expect(versions.main.getByRole('region', { name: 'Sơ đồ menu' })).toBeVisible();

    await versions.restore(1, 'Quay lại Bán hàng');
    await expect(versions.dialog).toContainText('Đã xuất bản. Phiên bản 3 đang chạy.', { timeout: 20_000 });
    await versions.dialog.getByRole('button', { name: 'Đóng' }).last().click();
    await expect(versions.row(3)).toContainText('Quay lại Bán hàng');

    const live = await api.graph(treeId);
    expect(live.nodes.find((node) => node.id === sales)?.name).toBe('Bán hàng');
  });
});
