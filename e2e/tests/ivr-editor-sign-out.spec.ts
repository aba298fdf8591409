import { expect, test } from '../fixtures/test';
import { demoPassword } from '../fixtures/demo-users';
import { IvrEditorPage } from '../pages/ivr-editor-page';
import { IvrTreesPage } from '../pages/ivr-trees-page';

const LIVE_BADGE = 'Trực tiếp · đã lưu';
const SIGNED_OUT = 'Đã đăng xuất: hãy đăng nhập lại để tiếp tục sửa';
/** The BFF closes the live sockets of an ended session within a second (SESSION_CHECK_MS). */
const SERVER_CLOSES_WITHIN_MS = 1_500;

// Signing out ends the session for good: this test signs in through the page itself.
test('signing out closes the live draft: signing back in, in the same tab, opens it live again', async ({
  page,
  baseURL,
  loginPage,
  shell,
}) => {
  await loginPage.goto();
  await loginPage.signIn('supervisor', demoPassword);
  await expect(shell.signOutButton('vi')).toBeVisible();
  const treeName = `Đăng xuất giữa chừng ${Date.now()}`;
  const treeId = await IvrEditorPage.createTree(page.request, baseURL ?? '', treeName);
  const editor = new IvrEditorPage(page);
  await editor.open(treeId);
  await expect(editor.saveState(LIVE_BADGE)).toBeVisible();

  await shell.signOut('vi');
  await expect(loginPage.submit).toBeVisible();
  // Long enough for the server to have refused the old socket, were it still held in this tab.
  await page.waitForTimeout(SERVER_CLOSES_WITHIN_MS);
  await loginPage.signIn('supervisor', demoPassword);

  // Through the console's own links: the tab keeps what it held, as it does for a person.
  await shell.openArea('Thiết kế IVR');
  await new IvrTreesPage(page).row(treeName).getByRole('link', { name: treeName }).click();
  await expect(editor.canvas).toBeVisible();
  await expect(editor.saveState(LIVE_BADGE)).toBeVisible();
  await expect(page.getByText(SIGNED_OUT)).toHaveCount(0);
});
