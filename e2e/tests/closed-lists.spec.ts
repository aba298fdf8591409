import { expect, test } from '../fixtures/test';
import { IvrEditorPage } from '../pages/ivr-editor-page';
import { IvrDraftsApi } from '../pages/ivr-publish-drafts';

/**
 * A closed suggestion list is not kept in the page (the theme's default for Autocomplete and Select): a
 * kept one, hidden, is positioned again on every layout change, each time reading the page's styles at
 * once, and the IVR editor's node search is always on screen.
 */
test.describe('the IVR editor’s node search', () => {
  test.use({ signedInAs: 'admin' });

  test('keeps no list in the page while closed, and shows one while searching', async ({ page, baseURL }) => {
    const api = new IvrDraftsApi(page.request, baseURL ?? '');
    const treeId = await api.createTree(`Danh sách đóng ${Date.now().toString(36)}`);
    const editor = new IvrEditorPage(page);
    await editor.open(treeId);
    await editor.addNode('Chào khách', 'Xin chào quý khách.');
    const search = editor.main.getByRole('combobox', { name: 'Tìm nút' });
    await expect(search).toBeVisible();
    const lists = page.locator('[role="listbox"]');
    await expect(lists).toHaveCount(0);
    await search.fill('Chào khách');
    await expect(page.getByRole('listbox')).toBeVisible();
    await expect(page.getByRole('option', { name: /^Chào khách/ })).toBeVisible();
    await search.press('Escape');
    await expect(lists).toHaveCount(0);
  });
});
