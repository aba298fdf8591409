import { expect, test } from '../fixtures/test';
import { signInAnotherUser } from '../pages/another-user';
import { IvrEditorPage } from '../pages/ivr-editor-page';
import { IvrPathTestsApi } from '../pages/ivr-publish-path-tests';

/** A queue the demo's technical team serves (server/sandbox/seed/groups.ts). */
const SERVED_QUEUE = 'QUEUE_KY_THUAT';
const CONTEXT_PATH = '/api/ivr/validation-context';

test.use({ signedInAs: 'supervisor' });

test('a queue another supervisor names is judged on one’s screen once the service has been asked about it', async ({
  page,
  browser,
  baseURL,
}) => {
  const api = new IvrPathTestsApi(page.request, baseURL ?? '');
  const treeId = await api.createTree(`Hàng đợi hai người ${Date.now().toString(36)}`);
  await api.seedQueueMenu(treeId, SERVED_QUEUE);
  const newQueue = `QUEUE_MOI_${Date.now().toString(36).toUpperCase()}`;
  const warning = `Chưa có nhóm nào phục vụ hàng đợi ${newQueue}.`;

  // Hà's question about the new queue is held until the test lets it through.
  let letThrough: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (letThrough = resolve));
  let askedAboutNew: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => (askedAboutNew = resolve));
  await page.route(
    (url) => url.pathname === CONTEXT_PATH && url.searchParams.getAll('queueIds').includes(newQueue),
    async (route) => {
      askedAboutNew();
      await released;
      await route.continue();
    },
  );
  const ha = new IvrEditorPage(page);
  const firstAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === CONTEXT_PATH);
  await ha.open(treeId);
  await firstAnswer;
  await expect(ha.problems).not.toContainText('Chưa có nhóm nào phục vụ');

  const quanPage = await signInAnotherUser(browser, baseURL ?? '', 'admin');
  try {
    const quan = new IvrEditorPage(quanPage);
    await quan.open(treeId);
    await quan.selectCard('Nút Tạm biệt');
    await quan.tool('+ Hàng đợi').click();
    await quan.panel.getByRole('combobox', { name: 'Mã hàng đợi' }).fill(newQueue);
    await quan.apply();
    await expect(quan.card(`Hàng đợi ${newQueue}`)).toBeVisible();

    // Quân's key reaches Hà, and her checks ask about its queue: the render that asked is on her screen.
    await expect(ha.card(`Hàng đợi ${newQueue}`)).toBeVisible();
    await asked;
    // Meanwhile the answer she has is about the served queue alone: it says nothing of the new one.
    await expect(ha.problems).not.toContainText(warning);
    letThrough();
    await expect(ha.problems).toContainText(warning);
  } finally {
    letThrough();
    await quanPage.context().close();
  }
});
