import type { Page } from '@playwright/test';
import { seriousViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';
import { IvrEditorPage } from '../pages/ivr-editor-page';
import { IvrSimulatorPage } from '../pages/ivr-simulator-page';
import { IvrTreesApi } from '../pages/ivr-trees-api';

test.use({ signedInAs: 'supervisor' });

const QUEUE = 'QUEUE_KINH_DOANH';

/**
 * A live menu: the greeting sends 1 to a demo queue (served by groups) and, when nothing is pressed
 * within 60 s (3 s in silent mode), goes to a goodbye node that hangs up when nothing is pressed.
 */
async function seedMenu(page: Page, baseURL: string, treeName: string): Promise<string> {
  const treeId = await IvrEditorPage.createTree(page.request, baseURL, treeName);
  const api = new IvrTreesApi(page.request, baseURL);
  const node = async (name: string, playContent: string, keypressTimeoutSeconds: number) => {
    const body = { name, playMode: 'talk', playContent, keypressTimeoutSeconds };
    const response = await api.send('POST', `/ivr/trees/${treeId}/nodes`, body);
    expect(response.status(), `creating node ${name}`).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  const greeting = await node('Lời chào', 'Xin chào. Bấm 1 để gặp kinh doanh.', 60);
  const goodbye = await node('Tạm biệt', 'Bạn chưa bấm phím nào. Tạm biệt.', 1);
  await api.createKey(greeting, '1', { kind: 'queue', queueId: QUEUE });
  await api.createKey(greeting, 'EMPTY_KEY', { kind: 'node', nextNodeId: goodbye });
  await api.createKey(goodbye, 'EMPTY_KEY', { kind: 'hangup' });
  return treeId;
}

test('a supervisor calls the draft in silent mode, presses 1 and reaches the queue with its groups', async ({
  page,
  baseURL,
}) => {
  const treeName = `Simulator queue ${Date.now()}`;
  const treeId = await seedMenu(page, baseURL ?? '', treeName);
  const simulator = new IvrSimulatorPage(page);
  await simulator.openFromEditor(treeId, treeName);
  await expect(simulator.silentMode()).toBeChecked();

  await simulator.call();
  // In silent mode a prompt is on screen for a fraction of a second (its voice is checked by the sound
  // tests); the transcript keeps what was said, and the key is pressed once the menu waits for one.
  await expect(simulator.transcript).toContainText('Đọc: “Xin chào. Bấm 1 để gặp kinh doanh.”');
  await expect(simulator.transcript).toContainText('Chờ phím tối đa 60 giây');
  await simulator.key('1').click();

  await expect(simulator.outcome).toContainText(`Chuyển vào hàng đợi ${QUEUE}`);
  const groups = simulator.outcome.getByRole('list', { name: 'Các nhóm phục vụ hàng đợi' });
  await expect(groups.getByRole('listitem').filter({ hasText: '(chính)' }).first()).toContainText(
    /\d+ điện thoại viên/,
  );
  await expect(simulator.steps().first()).toHaveText('Vào nút Lời chào');
  await expect(simulator.transcript).toContainText('Người gọi bấm 1');
  await expect(simulator.steps().last()).toHaveText(`Cuộc gọi kết thúc: Chuyển vào hàng đợi ${QUEUE}`);
  await expect(simulator.transcript.getByRole('cell', { name: /^\d+:\d{2}\.\d$/ }).first()).toBeVisible();
  // The walked path is lit on the canvas and says so: the greeting and the queue it led to, not the goodbye.
  const path = page.getByRole('region', { name: 'Đường đi của cuộc gọi trên menu' });
  await expect(simulator.card(path, 'Lời chào')).toContainText('Trên đường đi');
  await expect(path.getByRole('group', { name: `Hàng đợi ${QUEUE}`, exact: true })).toContainText(
    'Trên đường đi',
  );
  await expect(simulator.card(path, 'Tạm biệt')).not.toContainText('Trên đường đi');
  // React Flow's screen-reader texts are in the reader's language too.
  await expect(path).toContainText('Bấm Enter hoặc phím cách để chọn thẻ.');
  await expect(path).not.toContainText('Press enter');

  // The page with a finished call has no serious accessibility problem.
  expect(await seriousViolations(page)).toEqual([]);

  // Another call, dialled from the keyboard this time.
  await simulator.call();
  await expect(simulator.outcome).toBeHidden();
  await page.keyboard.press('1');
  await expect(simulator.outcome).toContainText(`Chuyển vào hàng đợi ${QUEUE}`);
});

test('pressing nothing follows the timeout key to the next node, whose own timeout hangs up', async ({
  page,
  baseURL,
}) => {
  const treeName = `Simulator timeout ${Date.now()}`;
  const treeId = await seedMenu(page, baseURL ?? '', treeName);
  const simulator = new IvrSimulatorPage(page);
  await simulator.open(treeId, treeName);

  await simulator.call();
  await expect(simulator.phone.getByText(/Đang chờ phím: còn [\d.]+ giây \/ 60 giây/)).toBeVisible();
  await expect(simulator.outcome).toContainText('Menu đã gác máy', { timeout: 15_000 });
  await expect(simulator.transcript).toContainText('Không bấm phím nào kịp thời gian');
  await expect(simulator.transcript).toContainText('Theo phím hết giờ');
  await expect(simulator.transcript).toContainText('Vào nút Tạm biệt');
  await expect(simulator.phone.getByRole('button', { name: 'Gọi lại' })).toBeVisible();
});

test('path tests cover every key reachable from the root and all pass when run', async ({
  page,
  baseURL,
}) => {
  const treeName = `Simulator paths ${Date.now()}`;
  const treeId = await seedMenu(page, baseURL ?? '', treeName);
  const simulator = new IvrSimulatorPage(page);
  await simulator.open(treeId, treeName);

  await simulator.openPathTests();
  const tests = simulator.generatedTests();
  await expect(tests.getByRole('row')).toHaveCount(4);
  const goodbyeTimeout = tests
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'Tạm biệt', exact: true }) });
  await expect(goodbyeTimeout).toContainText('Lời chào: không bấm → Tạm biệt: không bấm');
  await expect(goodbyeTimeout).toContainText('Menu đã gác máy');
  await expect(simulator.runSummary()).toHaveText(
    '3 bài kiểm thử tự sinh và 0 bài kiểm thử đã lưu. Chưa chạy.',
  );
  await simulator.runAllTests();
  await expect(simulator.runSummary()).toHaveText('3 đạt, 0 không đạt · bao phủ 3/3 phím');
  await expect(tests.getByText('Đạt', { exact: true })).toHaveCount(3);
});
