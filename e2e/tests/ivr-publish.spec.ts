import { expect, test } from '../fixtures/test';
import { clearSandboxFaults, injectSandboxFault } from '../fixtures/sandbox-faults';
import { IvrPublishDialog } from '../pages/ivr-publish-dialog';
import { draftKey, draftNode, IvrDraftsApi } from '../pages/ivr-publish-drafts';
import { IvrTreesPage } from '../pages/ivr-trees-page';

test.describe('a supervisor publishes an IVR draft', () => {
  test.use({ signedInAs: 'supervisor' });

  test('sees the changes and what blocks them, publishes, and finds the menu live', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const api = new IvrDraftsApi(page.request, baseURL ?? '');
    const treeName = `Xuất bản ${Date.now().toString(36)}`;
    const treeId = await api.createTree(treeName);
    const { root } = await api.seedSmallMenu(treeId);
    const cards = draftNode('Thẻ tín dụng', 'Bấm 0 để gặp tư vấn viên thẻ');
    const nameless = draftNode('');
    await api.editDraft(treeId, (menu) => ({
      ...menu,
      nodes: [...menu.nodes, cards, nameless],
      keys: [
        ...menu.keys,
        draftKey(root, '3', { kind: 'node', nextNodeId: cards.id }),
        draftKey(cards.id, '0', { kind: 'hangup' }),
      ],
    }));

    const dialog = new IvrPublishDialog(page);
    await dialog.open(treeId);
    await expect(dialog.changes).toContainText('Thêm nút “Thẻ tín dụng”');
    await expect(dialog.changes).toContainText('Thêm phím 3 ở nút “Lời chào”');
    // A node without a name blocks the publish; warnings do not.
    await expect(dialog.errors).toContainText('Nút cần có tên.');
    await expect(dialog.warnings).toContainText('Không có gì xảy ra khi người gọi không bấm phím');
    await expect(dialog.publishButton).toBeDisabled();
    await dialog.close();

    await api.editDraft(treeId, (menu) => ({
      ...menu,
      nodes: menu.nodes.filter((node) => node.name !== ''),
    }));
    await dialog.open(treeId);
    await expect(dialog.errors).toBeHidden();
    await dialog.publish('Thêm nhánh thẻ tín dụng');
    await dialog.expectPublished(1);
    await expect(dialog.progress).toHaveAttribute('aria-valuenow', '100');

    // The tree list says so: four nodes, version 1 published by this supervisor.
    const trees = new IvrTreesPage(page);
    await trees.goto();
    await expect(trees.cell(treeName, 'nodes')).toHaveText('4');
    await expect(trees.cell(treeName, 'published')).toContainText('Phiên bản 1');
    await expect(trees.cell(treeName, 'root')).toHaveText('Lời chào');
    // Live for callers: the service has the new node and its key.
    const live = await api.graph(treeId);
    expect(live.nodes.map((node) => node.name)).toContain('Thẻ tín dụng');
    expect(live.keys).toHaveLength(6);
  });

  test('is shown what changed elsewhere instead of overwriting it', async ({ page, baseURL }) => {
    const api = new IvrDraftsApi(page.request, baseURL ?? '');
    const treeId = await api.createTree(`Xung đột ${Date.now().toString(36)}`);
    const { sales } = await api.seedSmallMenu(treeId);
    await api.editDraft(treeId, (menu) => ({
      ...menu,
      nodes: menu.nodes.map((node) => (node.id === sales ? { ...node, playContent: 'Bản nháp mới' } : node)),
    }));
    // Someone changes the live tree directly, after the draft began.
    const changed = await api.send('PUT', `/ivr/nodes/${sales}`, { name: 'Kinh doanh (sửa ngoài)' });
    expect(changed.status()).toBe(204);

    const dialog = new IvrPublishDialog(page);
    await dialog.open(treeId);
    await dialog.publish('Đổi lời nhắc kinh doanh');
    await expect(dialog.dialog).toContainText('Cây đã bị thay đổi ở nơi khác');
    await expect(dialog.dialog.getByRole('list', { name: 'Thay đổi ở nơi khác' })).toContainText(
      'Sửa nút “Kinh doanh (sửa ngoài)” (tên)',
    );
    // Nothing of the draft reached the service.
    const live = await api.graph(treeId);
    expect(live.nodes.find((node) => node.id === sales)?.playContent).not.toBe('Bản nháp mới');
  });

  test('a publish that fails midway shows its journal and resumes to the end', async ({ page, baseURL }) => {
    test.slow();
    const api = new IvrDraftsApi(page.request, baseURL ?? '');
    const treeId = await api.createTree(`Tiếp tục ${Date.now().toString(36)}`);
    const { root } = await api.seedSmallMenu(treeId);
    const loans = draftNode('Vay vốn');
    await api.editDraft(treeId, (menu) => ({
      ...menu,
      nodes: [...menu.nodes, loans],
      keys: [...menu.keys, draftKey(root, '4', { kind: 'node', nextNodeId: loans.id })],
    }));

    const dialog = new IvrPublishDialog(page);
    await dialog.open(treeId);
    // The node goes through; every key create fails until the service recovers.
    await injectSandboxFault({ forcedStatus: 500, methods: ['POST'], pathContains: '/v1/ivrkeypress' });
    try {
      await dialog.publish('Thêm nhánh vay vốn');
      await expect(dialog.dialog).toContainText('Xuất bản chưa xong', { timeout: 20_000 });
      await expect(dialog.journal).toContainText('Tạo nút “Vay vốn”');
      await expect(dialog.journal.getByRole('row').filter({ hasText: 'Tạo nút “Vay vốn”' })).toContainText(
        'Đã áp dụng',
      );
      await expect(dialog.journal.getByRole('row').filter({ hasText: 'Tạo phím 4' })).toContainText(
        'Thất bại',
      );
    } finally {
      await clearSandboxFaults();
    }
    await dialog.dialog.getByRole('button', { name: 'Tiếp tục' }).click();
    await dialog.expectPublished(1);

    const live = await api.graph(treeId);
    expect(live.nodes.filter((node) => node.name === 'Vay vốn')).toHaveLength(1);
    expect(live.keys.map((key) => key.key)).toContain('4');
  });
});
