import { expect, test } from '../fixtures/test';
import { clearSandboxFaults, injectSandboxFault } from '../fixtures/sandbox-faults';
import { IvrEditorPage } from '../pages/ivr-editor-page';
import { IvrPublishDialog } from '../pages/ivr-publish-dialog';
import { chooseSegment } from '../pages/segmented-control';
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

  test('the dialog’s code comes when wanted: a spinner while it is on its way, a message when it cannot come', async ({
    page,
    baseURL,
  }) => {
    const api = new IvrDraftsApi(page.request, baseURL ?? '');
    const treeId = await api.createTree(`Nạp khi cần ${Date.now().toString(36)}`);
    await api.seedSmallMenu(treeId);
    const dialogCode = /\/assets\/publish-dialog-[\w-]{8}\.js$/;
    let asked = 0;
    let arrive: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    // Offline at the first press, then slow at the second.
    let offline = true;
    await page.route(dialogCode, async (route) => {
      asked += 1;
      if (offline) return route.abort('internetdisconnected');
      await arrived;
      await route.continue();
    });
    const editor = new IvrEditorPage(page);
    await editor.open(treeId);
    await expect(editor.card('Nút Lời chào')).toBeVisible();
    expect(asked, 'the dialog’s code, asked for before anyone wanted it').toBe(0);

    const dialog = new IvrPublishDialog(page);
    const open = page.getByRole('main').getByRole('button', { name: 'Xuất bản', exact: true });
    await open.click();
    const failure = page.getByRole('alert').filter({ hasText: 'Không mở được hộp thoại' });
    await expect(failure).toContainText('kiểm tra kết nối mạng');
    await failure.getByRole('button', { name: 'Đóng' }).click();
    await expect(failure).toHaveCount(0);
    // The editor is still there.
    await expect(editor.card('Nút Lời chào')).toBeVisible();
    // The message came from the network's failure, not before any request.
    const askedOffline = asked;
    expect(askedOffline, 'the dialog’s code, asked for at the first press').toBeGreaterThan(0);

    offline = false;
    await open.click();
    await expect(page.getByRole('progressbar', { name: 'Đang tải…' })).toBeVisible();
    // The second press asks again rather than keeping the first one's failure.
    await expect
      .poll(() => asked, { message: 'the dialog’s code, asked for again at the second press' })
      .toBeGreaterThan(askedOffline);
    await expect(dialog.dialog).toBeHidden();
    arrive();
    await expect(dialog.warnings).toContainText('Nút “Lời chào”');
    await expect(page.getByRole('progressbar', { name: 'Đang tải…' })).toHaveCount(0);
  });

  test('opening the editor leaves the draft as it was, so a publish right after goes through', async ({
    page,
    baseURL,
  }) => {
    const api = new IvrDraftsApi(page.request, baseURL ?? '');
    const treeId = await api.createTree(`Mở là xuất bản ${Date.now().toString(36)}`);
    const { root } = await api.seedSmallMenu(treeId);
    const loans = draftNode('Vay vốn');
    // A draft written without card places: the editor lays it out when it opens.
    const { revision } = await api.editDraft(treeId, (menu) => ({
      ...menu,
      nodes: [...menu.nodes, loans],
      keys: [...menu.keys, draftKey(root, '4', { kind: 'node', nextNodeId: loans.id })],
    }));

    const editor = new IvrEditorPage(page);
    await editor.open(treeId);
    // The layout is done (its measure is recorded), and shown.
    await page.waitForFunction(() => performance.getEntriesByName('ivr-layout').length > 0);
    await expect(editor.card('Nút Vay vốn')).toBeVisible();
    const dialog = new IvrPublishDialog(page);
    await page.getByRole('main').getByRole('button', { name: 'Xuất bản', exact: true }).click();
    await expect(dialog.changes).toContainText('Thêm nút “Vay vốn”');
    expect((await api.draft(treeId)).revision).toBe(revision);
    await dialog.publish('Thêm nhánh vay vốn');
    await dialog.expectPublished(1);
  });

  test('is shown what changed elsewhere, merges it into the draft and publishes both', async ({
    page,
    baseURL,
  }) => {
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

    // The two changes do not overlap: merged at once, then published together.
    await expect(dialog.dialog).toContainText('không trùng với thay đổi của bản nháp');
    await dialog.dialog.getByRole('button', { name: 'Hợp nhất vào bản nháp' }).click();
    await dialog.publish('Đổi lời nhắc kinh doanh');
    await dialog.expectPublished(1);
    const merged = (await api.graph(treeId)).nodes.find((node) => node.id === sales);
    expect(merged).toMatchObject({ name: 'Kinh doanh (sửa ngoài)', playContent: 'Bản nháp mới' });
  });

  test('chooses, field by field, between its own and an overlapping change made elsewhere', async ({
    page,
    baseURL,
  }) => {
    const api = new IvrDraftsApi(page.request, baseURL ?? '');
    const treeId = await api.createTree(`Chồng lấn ${Date.now().toString(36)}`);
    const { sales } = await api.seedSmallMenu(treeId);
    await api.editDraft(treeId, (menu) => ({
      ...menu,
      nodes: menu.nodes.map((node) =>
        node.id === sales ? { ...node, name: 'Kinh doanh (nháp)', playContent: 'Lời của nháp' } : node,
      ),
    }));
    const changed = await api.send('PUT', `/ivr/nodes/${sales}`, {
      name: 'Kinh doanh (ngoài)',
      playContent: 'Lời của bên ngoài',
    });
    expect(changed.status()).toBe(204);

    const dialog = new IvrPublishDialog(page);
    await dialog.open(treeId);
    await dialog.publish('Sửa kinh doanh');
    await expect(dialog.dialog).toContainText('2 chỗ đã được sửa cả ở đây và trên cây đang chạy');
    // Where the overlap sits: the same card marked on the draft's canvas and on the live tree's.
    const mine = dialog.dialog.getByRole('region', { name: 'Trong bản nháp (của tôi)' });
    const theirs = dialog.dialog.getByRole('region', { name: 'Đang chạy (của họ)' });
    await expect(mine.locator('.ivr-card--conflict')).toHaveCount(1);
    await expect(mine.locator('.ivr-card--conflict')).toContainText('Kinh doanh (nháp)');
    await expect(theirs.locator('.ivr-card--conflict')).toHaveCount(1);
    await expect(theirs.locator('.ivr-card--conflict')).toContainText('Kinh doanh (ngoài)');
    const choices = dialog.dialog.getByRole('table');
    await expect(choices).toContainText('Lời của nháp');
    await expect(choices).toContainText('Lời của bên ngoài');
    // Theirs for the prompt, mine (the default) for the name.
    await chooseSegment(
      dialog.dialog.getByRole('radiogroup', { name: /^Giữ bản nào cho Kinh doanh .* · nội dung$/ }),
      'Lấy của họ',
    );
    await dialog.dialog.getByRole('button', { name: 'Hợp nhất vào bản nháp' }).click();
    await dialog.publish('Sửa kinh doanh');
    await dialog.expectPublished(1);
    const published = (await api.graph(treeId)).nodes.find((node) => node.id === sales);
    expect(published).toMatchObject({ name: 'Kinh doanh (nháp)', playContent: 'Lời của bên ngoài' });
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
