import { expect, test } from '../fixtures/test';
import { IvrEditorPage } from '../pages/ivr-editor-page';
import { IvrPublishDialog } from '../pages/ivr-publish-dialog';
import { IvrPathTestsApi, PublishPathTests } from '../pages/ivr-publish-path-tests';

test.use({ signedInAs: 'supervisor' });

const QUEUE = 'QUEUE_KINH_DOANH';

/** A harmless change, so that the draft has something to publish. */
async function rewordGoodbye(api: IvrPathTestsApi, treeId: string): Promise<void> {
  await api.editDraft(treeId, (menu) => ({
    ...menu,
    nodes: menu.nodes.map((node) =>
      node.name === 'Tạm biệt' ? { ...node, playContent: 'Bạn chưa bấm phím nào. Hẹn gặp lại.' } : node,
    ),
  }));
}

test('the path tests run before publishing: a broken draft fails the saved test, and the supervisor may publish anyway', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const api = new IvrPathTestsApi(page.request, baseURL ?? '');
  const treeId = await api.createTree(`Kiểm thử xuất bản ${Date.now().toString(36)}`);
  await api.seedQueueMenu(treeId, QUEUE);
  await api.savePathTests(
    treeId,
    [
      {
        id: 'sales',
        name: 'Sales reaches the queue',
        inputs: ['1'],
        expected: { kind: 'queue', queueId: QUEUE },
      },
    ],
    null,
  );
  await rewordGoodbye(api, treeId);

  const dialog = new IvrPublishDialog(page);
  const pathTests = new PublishPathTests(dialog);
  await dialog.open(treeId);
  // The saved test and the three generated ones (one per key the caller can reach).
  await expect(pathTests.status).toHaveText('Tất cả đều đạt: 4 bài kiểm thử đường đi.');
  await expect(pathTests.failing).toBeHidden();
  await expect(pathTests.section).toContainText(
    `Lời chào: 1 → “Chuyển vào hàng đợi ${QUEUE}” sau ≈ 2.3 giây.`,
  );
  await dialog.close();

  // Break the draft in the editor: key 1 now hangs up instead of reaching the queue.
  const editor = new IvrEditorPage(page);
  // The dialog's own canvas leaves the editor's as it was.
  await expect(editor.card('Nút Lời chào')).toBeVisible();
  await editor.selectCard(`Hàng đợi ${QUEUE}`);
  await editor.panel.getByLabel('Thao tác').selectOption({ label: 'Gác máy' });
  await editor.apply();
  await expect(editor.card(`Hàng đợi ${QUEUE}`)).toBeHidden();
  await expect(editor.saveState('Trực tiếp · đã lưu')).toBeVisible({ timeout: 10_000 });

  await editor.main.getByRole('button', { name: 'Xuất bản', exact: true }).click();
  await expect(pathTests.status).toHaveText('3 đạt, 1 không đạt.');
  await expect(pathTests.section).toContainText('Có bài kiểm thử đường đi không đạt');
  await expect(pathTests.failing.getByRole('listitem')).toHaveText([
    `“Sales reaches the queue”: mong đợi “Chuyển vào hàng đợi ${QUEUE}”, thực tế “Menu đã gác máy”.`,
  ]);
  await expect(pathTests.section).toContainText('Không có đường đi nào tới điện thoại viên.');
  // The passing tests are folded away until asked for.
  await expect(pathTests.passing).toBeHidden();
  await pathTests.section.getByRole('button', { name: 'Xem 3 bài kiểm thử đạt' }).click();
  await expect(pathTests.passing.getByRole('listitem')).toHaveCount(3);
  await expect(pathTests.passing).toContainText('Lời chào, phím 1: Menu đã gác máy');

  // The supervisor decides: the failing test warns, it does not block.
  await expect(dialog.publishButton).toBeEnabled();
  await dialog.publish('Tạm đóng nhánh kinh doanh');
  await dialog.expectPublished(1);
});

test('the longest path to an agent is flagged when it takes longer than the limit saved with the tests', async ({
  page,
  baseURL,
}) => {
  const api = new IvrPathTestsApi(page.request, baseURL ?? '');
  const treeId = await api.createTree(`Giới hạn chờ ${Date.now().toString(36)}`);
  await api.seedQueueMenu(treeId, QUEUE);
  await api.savePathTests(treeId, [], 1);
  await rewordGoodbye(api, treeId);

  const dialog = new IvrPublishDialog(page);
  const pathTests = new PublishPathTests(dialog);
  await dialog.open(treeId);
  await expect(pathTests.status).toHaveText('Tất cả đều đạt: 3 bài kiểm thử đường đi.');
  await expect(pathTests.section).toContainText('Vượt giới hạn thời gian');
  await expect(pathTests.section).toContainText(
    'Người gọi theo đường này chờ ≈ 2.3 giây mới tới điện thoại viên, lâu hơn giới hạn 1 giây.',
  );
  await expect(dialog.publishButton).toBeEnabled();
  // The link opens the simulator on its path tests, where the same limit is flagged.
  await pathTests.section.getByRole('link', { name: 'Xem kiểm thử đường đi trong trình mô phỏng' }).click();
  await expect(page).toHaveURL(`/ivr/${treeId}/simulate?tab=pathTests`);
  await expect(page.getByRole('tab', { name: 'Kiểm thử đường đi' })).toHaveAttribute('aria-selected', 'true');
});
