import { seriousViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';
import { IvrEditorPage } from '../pages/ivr-editor-page';
import { IvrPublishDialog } from '../pages/ivr-publish-dialog';
import { IvrDraftsApi } from '../pages/ivr-publish-drafts';
import { IvrVersionsPage } from '../pages/ivr-publish-versions-page';

test.describe('a supervisor reviews what a publish changes, word by word', () => {
  test.use({ signedInAs: 'supervisor' });

  test('sees the old and the new prompt with the changed words marked, and the card highlighted', async ({
    page,
    baseURL,
  }) => {
    const api = new IvrDraftsApi(page.request, baseURL ?? '');
    const treeName = `Lời nhắc ${Date.now().toString(36)}`;
    const treeId = await api.createTree(treeName);
    await api.seedSmallMenu(treeId);

    const editor = new IvrEditorPage(page);
    await editor.open(treeId);
    await editor.selectCard('Nút Kinh doanh');
    await editor.panel.getByLabel('Văn bản cần đọc').fill('Xin chào, bạn đã gọi phòng Kinh doanh');
    await editor.panel.getByLabel('Giọng đọc').fill('hn_male_manhdung_news_48k-thg');
    await editor.apply();

    await editor.main.getByRole('button', { name: 'Xuất bản', exact: true }).click();
    const dialog = new IvrPublishDialog(page);
    await expect(dialog.dialog).toBeVisible();
    // The sentence people already read stays; the detail of the change is under it.
    await expect(dialog.changes).toContainText('Sửa nút “Kinh doanh” (nội dung, giọng đọc)');
    const details = dialog.changes.getByRole('list', { name: /^Chi tiết: Sửa nút “Kinh doanh”/ });
    await expect(details).toContainText('Trước: Xin chào, đây là Kinh doanh');
    await expect(details).toContainText('Sau: Xin chào, bạn đã gọi phòng Kinh doanh');
    await expect(details.getByRole('deletion')).toHaveText(['đây là']);
    await expect(details.getByRole('insertion')).toHaveText(['bạn đã gọi phòng']);
    await expect(details).toContainText(
      'giọng đọc: hn_female_thutrang_phrase_48k-hsmm → hn_male_manhdung_news_48k-thg',
    );
    // The changed card is marked on the dialog's canvas.
    const card = dialog.dialog.getByRole('region', { name: 'Sơ đồ menu' }).getByRole('group', {
      name: 'Nút Kinh doanh',
      exact: true,
    });
    await expect(card).toContainText('Đã sửa');
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

    // The same detail when comparing the published version with a later draft.
    await dialog.publish('Đổi lời nhắc kinh doanh');
    await dialog.expectPublished(1);
    await api.editDraft(treeId, (menu) => ({
      ...menu,
      nodes: menu.nodes.map((node) =>
        node.name === 'Kinh doanh' ? { ...node, playContent: 'Xin chào, bạn đã gọi phòng Bán hàng' } : node,
      ),
    }));
    const versions = new IvrVersionsPage(page);
    await versions.goto(treeId, treeName);
    await versions.main.getByRole('button', { name: 'So sánh Phiên bản 1 với bản nháp' }).click();
    const differences = versions.main.getByRole('list', { name: 'Khác biệt' });
    await expect(differences).toContainText('Sửa nút “Kinh doanh” (nội dung)');
    await expect(differences.getByRole('deletion')).toHaveText(['Kinh doanh']);
    await expect(differences.getByRole('insertion')).toHaveText(['Bán hàng']);
    await expect(
      versions.main
        .getByRole('region', { name: 'Sơ đồ menu' })
        .getByRole('group', { name: 'Nút Kinh doanh' }),
    ).toContainText('Đã sửa');
  });

  test('reads as well in English and the dark theme', async ({ page, baseURL }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.addInitScript(() => {
      window.localStorage.setItem('switchboard.language', 'en');
      window.localStorage.setItem('switchboard.color-scheme', 'dark');
    });
    const api = new IvrDraftsApi(page.request, baseURL ?? '');
    const treeId = await api.createTree(`Prompt ${Date.now().toString(36)}`);
    const { sales } = await api.seedSmallMenu(treeId);
    await api.editDraft(treeId, (menu) => ({
      ...menu,
      nodes: menu.nodes.map((node) =>
        node.id === sales ? { ...node, playContent: 'Xin chào, đây là phòng Bán hàng', speed: 1 } : node,
      ),
      keys: menu.keys.map((key) =>
        key.nodeId === sales ? { ...key, action: { kind: 'queue', queueId: 'QUEUE_KINH_DOANH' } } : key,
      ),
    }));
    await page.goto(`/ivr/${encodeURIComponent(treeId)}`);
    await page.getByRole('main').getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish the draft' });
    const changes = dialog.getByRole('list', { name: 'Changes to publish' });
    await expect(changes).toContainText('Node “Kinh doanh” changed (content, speed)');
    await expect(changes).toContainText('Before: Xin chào, đây là Kinh doanh');
    await expect(changes).toContainText('After: Xin chào, đây là phòng Bán hàng');
    await expect(changes.getByRole('deletion')).toHaveText(['Kinh doanh']);
    await expect(changes.getByRole('insertion')).toHaveText(['phòng Bán hàng']);
    await expect(changes).toContainText('speed: 0 → 1');
    await expect(changes).toContainText('action: hang up → queue QUEUE_KINH_DOANH');
    const card = dialog.getByRole('region', { name: 'Menu canvas' }).getByRole('group', {
      name: 'Node Kinh doanh',
      exact: true,
    });
    await expect(card).toContainText('Changed');
    // The whole dialog, its canvas's tinted cards included.
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  });
});
