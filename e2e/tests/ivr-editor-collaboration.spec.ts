import { PRESENCE_HEARTBEAT_MS } from '../../src/core/api/ivr-designer-drafts';
import { expect, test } from '../fixtures/test';
import { signInAnotherUser } from '../pages/another-user';
import { IvrEditorPage } from '../pages/ivr-editor-page';
import { IvrTreesPage } from '../pages/ivr-trees-page';

test.use({ signedInAs: 'supervisor' });

test.setTimeout(120_000);

/** Someone who opened the tree first learns of a later arrival with their next heartbeat. */
const NEXT_HEARTBEAT = { timeout: PRESENCE_HEARTBEAT_MS + 10_000 };

test('two supervisors with the same tree open each see the other named in the header, never themselves, and the tree list shows who is editing', async ({
  page,
  browser,
  baseURL,
}) => {
  const treeName = `Sửa cùng nhau ${Date.now()}`;
  const treeId = await IvrEditorPage.createTree(page.request, baseURL ?? '', treeName);
  const ha = new IvrEditorPage(page);
  const firstHeartbeat = page.waitForResponse(
    (response) => response.url().endsWith(`/api/ivr/trees/${treeId}/presence`) && response.ok(),
  );
  await ha.open(treeId);
  // Alone, once her first heartbeat has answered (naming her): the header names nobody.
  await firstHeartbeat;
  await expect(ha.heading()).toHaveText(treeName);
  await expect(ha.othersEditing()).toHaveCount(0);

  const quanPage = await signInAnotherUser(browser, baseURL ?? '', 'admin');
  try {
    const quan = new IvrEditorPage(quanPage);
    await quan.open(treeId);
    // The newcomer's first heartbeat is sent at once and answers who is already there.
    await expect(quan.othersEditing()).toHaveText('Cũng đang sửa: Nguyễn Thu Hà');
    await expect(ha.othersEditing()).toHaveText('Cũng đang sửa: Lê Minh Quân', NEXT_HEARTBEAT);

    // From the tree list, the other person is named against the tree.
    const trees = new IvrTreesPage(quanPage);
    await trees.goto();
    await expect(trees.cell(treeName, 'editing')).toContainText('Nguyễn Thu Hà');
  } finally {
    await quanPage.context().close();
  }
});
