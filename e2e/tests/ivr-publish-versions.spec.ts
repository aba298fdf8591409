import { expect, test } from '../fixtures/test';
import { signInAnotherUser } from '../pages/another-user';
import { IvrEditorPage } from '../pages/ivr-editor-page';
import { IvrDraftsApi, publishThroughApi } from '../pages/ivr-publish-drafts';
import { IvrVersionsPage } from '../pages/ivr-publish-versions-page';

/** An edit made by one person shows on the other's screen within this (the target is far shorter). */
const LIVE = { timeout: 3_000 };

test.describe('a supervisor looks back through published versions', () => {
  test.use({ signedInAs: 'supervisor' });

  test('compares a version with the draft, and restores an older version into the draft, undoably, before publishing it', async ({
    page,
    browser,
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

    // A colleague has the draft open while the restore happens.
    const quanPage = await signInAnotherUser(browser, baseURL ?? '', 'admin');
    const quan = new IvrEditorPage(quanPage);
    await quan.open(treeId);
    await expect(quan.card('Nút Kinh doanh mới')).toBeVisible();

    // Restoring loads version 1 into the draft and opens the editor; nothing goes live yet.
    await versions.restore(1, 'Bản nháp không có thay đổi nào chưa xuất bản.');
    const editor = new IvrEditorPage(page);
    await expect(editor.card('Nút Bán hàng')).toBeVisible();
    expect((await api.graph(treeId)).nodes.find((node) => node.id === sales)?.name).toBe('Kinh doanh mới');
    // He sees it live and is never stuck: his next edit is saved and reaches her.
    await expect(quan.card('Nút Bán hàng')).toBeVisible(LIVE);
    await quan.selectCard('Nút Lời chào');
    await quan.panel.getByLabel('Văn bản cần đọc').fill('Chào sau khi khôi phục');
    await quan.apply();
    await expect(editor.card('Nút Lời chào')).toContainText('Chào sau khi khôi phục', LIVE);
    // One undo takes her restore back — on both screens, his edit kept; redo brings it again.
    await editor.tool('Hoàn tác').click();
    await expect(editor.card('Nút Kinh doanh mới')).toBeVisible();
    await expect(quan.card('Nút Kinh doanh mới')).toBeVisible(LIVE);
    await expect(editor.card('Nút Lời chào')).toContainText('Chào sau khi khôi phục');
    await editor.tool('Làm lại').click();
    await expect(editor.card('Nút Bán hàng')).toBeVisible();
    await expect(quan.card('Nút Bán hàng')).toBeVisible(LIVE);
    await quanPage.context().close();
    await expect(editor.saveState('Trực tiếp · đã lưu')).toBeVisible();
    expect(await publishThroughApi(api, treeId, 'Quay lại Bán hàng')).toBe(3);
    const live = await api.graph(treeId);
    expect(live.nodes.find((node) => node.id === sales)?.name).toBe('Bán hàng');
  });
});
