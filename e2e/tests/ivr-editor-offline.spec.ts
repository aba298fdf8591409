import { expect, test } from '../fixtures/test';
import { signInAnotherUser } from '../pages/another-user';
import { IvrEditorPage } from '../pages/ivr-editor-page';
import { liveChannelSwitch, OFFLINE, ONLINE } from '../pages/live-channel';
import { draftNode, IvrDraftsApi } from '../pages/ivr-publish-drafts';

test.use({ signedInAs: 'supervisor' });
test.setTimeout(120_000);

const LIVE = { timeout: 5_000 };

async function setPrompt(editor: IvrEditorPage, card: string, text: string) {
  await editor.selectCard(card);
  await editor.panel.getByLabel('Văn bản cần đọc').fill(text);
  await editor.apply();
}

test('an editor that loses its connection keeps working, keeps its edits over a reload, and merges them on return', async ({
  page,
  browser,
  baseURL,
}) => {
  const api = new IvrDraftsApi(page.request, baseURL ?? '');
  const treeId = await api.createTree(`Ngoại tuyến ${Date.now()}`);
  const greeting = draftNode('Chào mừng', 'Xin chào quý khách');
  const loans = draftNode('Vay vốn', 'Thông tin vay vốn');
  await api.editDraft(treeId, () => ({ rootNodeId: greeting.id, nodes: [greeting, loans], keys: [] }));

  const network = await liveChannelSwitch(page);
  const ha = new IvrEditorPage(page);
  await ha.open(treeId);
  await expect(ha.saveState(ONLINE)).toBeVisible();
  const quanPage = await signInAnotherUser(browser, baseURL ?? '', 'admin');
  try {
    const quan = new IvrEditorPage(quanPage);
    await quan.open(treeId);
    await expect(quan.saveState(ONLINE)).toBeVisible();

    await network.goOffline();
    await expect(ha.saveState(OFFLINE)).toBeVisible(LIVE);
    // Both go on working: she offline, he online, on different nodes.
    await setPrompt(ha, 'Nút Chào mừng', 'Soạn khi mất mạng');
    await setPrompt(quan, 'Nút Vay vốn', 'Sửa khi cô ấy mất mạng');
    await expect(ha.card('Nút Chào mừng')).toContainText('Soạn khi mất mạng');
    await expect(quan.card('Nút Chào mừng')).not.toContainText('Soạn khi mất mạng');

    // A reload while offline keeps what she typed: it is in this browser.
    await page.reload();
    await expect(ha.card('Nút Chào mừng')).toContainText('Soạn khi mất mạng', { timeout: 15_000 });
    await expect(ha.saveState(OFFLINE)).toBeVisible(LIVE);

    network.goOnline();
    await expect(ha.saveState(ONLINE)).toBeVisible({ timeout: 15_000 });
    for (const editor of [ha, quan]) {
      await expect(editor.card('Nút Chào mừng')).toContainText('Soạn khi mất mạng', LIVE);
      await expect(editor.card('Nút Vay vốn')).toContainText('Sửa khi cô ấy mất mạng', LIVE);
    }
    // Stored by the BFF, not only on the screens.
    const draft = await api.draft(treeId);
    expect(draft.menu.nodes.find((node) => node.name === 'Chào mừng')?.playContent).toBe('Soạn khi mất mạng');
    expect(draft.menu.nodes.find((node) => node.name === 'Vay vốn')?.playContent).toBe(
      'Sửa khi cô ấy mất mạng',
    );
  } finally {
    await quanPage.context().close();
  }
});
