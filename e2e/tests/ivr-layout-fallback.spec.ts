import { expect, test } from '../fixtures/test';
import { IvrEditorPage } from '../pages/ivr-editor-page';
import { draftKey, draftNode, IvrDraftsApi } from '../pages/ivr-publish-drafts';

test.use({ signedInAs: 'supervisor' });

test('with the layout worker unable to load, the editor still lays the menu out and shows it', async ({
  page,
  baseURL,
}) => {
  const api = new IvrDraftsApi(page.request, baseURL ?? '');
  const treeId = await api.createTree(`Không có worker ${Date.now().toString(36)}`);
  const { root } = await api.seedSmallMenu(treeId);
  const loans = draftNode('Vay vốn');
  // Cards without places: the editor must lay them out as it opens.
  await api.editDraft(treeId, (menu) => ({
    ...menu,
    nodes: [...menu.nodes, loans],
    keys: [...menu.keys, draftKey(root, '4', { kind: 'node', nextNodeId: loans.id })],
  }));
  // The worker's script cannot be fetched, as after a deploy that removed it or behind a strict proxy.
  let blocked = 0;
  await page.route(/layout\.worker/, async (route) => {
    blocked += 1;
    await route.abort();
  });

  const editor = new IvrEditorPage(page);
  await editor.open(treeId);
  await expect(editor.card('Nút Vay vốn')).toBeVisible();
  await expect(editor.card('Nút Kinh doanh')).toBeVisible();
  expect(blocked).toBeGreaterThan(0);
  // Laid out, not piled up: no two cards share a place.
  const boxes = await Promise.all(
    ['Nút Vay vốn', 'Nút Kinh doanh'].map((name) => editor.card(name).boundingBox()),
  );
  expect(boxes[0]).not.toEqual(boxes[1]);
});
