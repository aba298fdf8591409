import type { Page } from '@playwright/test';
import type { IvrMenu } from '../../src/core/ivr/ivr-menu';
import { seriousViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';
import { draftKey, draftNode, IvrDraftsApi, publishThroughApi } from '../pages/ivr-publish-drafts';
import { IvrSimulatorPage } from '../pages/ivr-simulator-page';

test.use({ signedInAs: 'supervisor' });

const SALES = 'QUEUE_KINH_DOANH';
const SUPPORT = 'QUEUE_KY_THUAT';
/** About ten seconds of speech at the simulator's pace (15 characters a second). */
const LONG_TEXT = 'Xin chào quý khách, cảm ơn quý khách đã gọi tới tổng đài. '.repeat(3).trim();

/**
 * A draft whose greeting sends 1 to sales and 2 to a support menu (1 there to the support queue), and
 * an island node nothing leads to. The longest way to an agent is greeting → 2 → support → 1 (≈ 20 s).
 */
async function seedDraft(page: Page, baseURL: string, treeName: string, withIsland: boolean) {
  const api = new IvrDraftsApi(page.request, baseURL);
  const treeId = await api.createTree(treeName);
  // The longest wait for a key (6 s in silent mode), so a key pressed by the test comes in time.
  const greeting = { ...draftNode('Lời chào', LONG_TEXT), keypressTimeoutSeconds: 120 };
  const support = { ...draftNode('Hỗ trợ', LONG_TEXT), keypressTimeoutSeconds: 120 };
  const island = draftNode('Đảo');
  await api.editDraft(treeId, (): IvrMenu => ({
    rootNodeId: greeting.id,
    nodes: [greeting, support, ...(withIsland ? [island] : [])],
    keys: [
      draftKey(greeting.id, '1', { kind: 'queue', queueId: SALES }),
      draftKey(greeting.id, '2', { kind: 'node', nextNodeId: support.id }),
      draftKey(support.id, '1', { kind: 'queue', queueId: SUPPORT }),
      ...(withIsland ? [draftKey(island.id, '1', { kind: 'hangup' })] : []),
    ],
  }));
  return { api, treeId };
}

test('a call saved as a test stays with the tree, and runs with the generated tests', async ({
  page,
  baseURL,
}) => {
  const treeName = `Kiểm thử lưu ${Date.now().toString(36)}`;
  const { treeId } = await seedDraft(page, baseURL ?? '', treeName, false);
  const simulator = new IvrSimulatorPage(page);
  await simulator.open(treeId, treeName);

  await simulator.call();
  await simulator.key('1').click();
  await expect(simulator.outcome).toContainText(`Chuyển vào hàng đợi ${SALES}`);
  await simulator.saveCallAsTest(`1 → Chuyển vào hàng đợi ${SALES}`, 'Bấm 1 gặp kinh doanh');
  await expect(page.getByText('Đã lưu bài kiểm thử “Bấm 1 gặp kinh doanh” cùng cây')).toBeVisible();

  await page.reload();
  await simulator.openPathTests();
  const saved = simulator.savedTests().getByRole('row', { name: /Bấm 1 gặp kinh doanh/ });
  await expect(saved).toContainText(`Chuyển vào hàng đợi ${SALES}`);
  await expect(saved.getByRole('cell').first()).toHaveText('1');
  await expect(simulator.runSummary()).toHaveText(
    '3 bài kiểm thử tự sinh và 1 bài kiểm thử đã lưu. Chưa chạy.',
  );

  await simulator.runAllTests();
  await expect(simulator.runSummary()).toHaveText('4 đạt, 0 không đạt · bao phủ 3/3 phím');
  await expect(saved).toContainText('Đạt');
  // Depth and time to the outcome of the longest path (spoken text is an estimate: "≈").
  const toSupport = simulator
    .generatedTests()
    .getByRole('row')
    .filter({ hasText: `hàng đợi ${SUPPORT}` })
    .first();
  await expect(toSupport.getByRole('cell').nth(4)).toHaveText('2');
  await expect(toSupport.getByRole('cell').nth(5)).toHaveText(/^≈ \d+\.\d giây$/);

  // A test written by hand that fails, then deleted after a confirmation.
  const form = simulator.main.getByRole('region', { name: 'Thêm bài kiểm thử' });
  await form.getByRole('textbox', { name: 'Tên' }).fill('Bấm 2 rồi không bấm');
  await form.getByRole('textbox', { name: 'Thao tác của người gọi' }).fill('2 timeout');
  await form.getByRole('textbox', { name: 'Mã hàng đợi' }).fill(SUPPORT);
  await form.getByRole('button', { name: 'Thêm bài kiểm thử' }).click();
  const typed = simulator.savedTests().getByRole('row', { name: /Bấm 2 rồi không bấm/ });
  await expect(typed).toContainText('2, không bấm');
  await expect(typed).toContainText('Không đạt');
  await expect(simulator.runSummary()).toHaveText('4 đạt, 1 không đạt · bao phủ 3/3 phím');
  await typed.getByRole('button', { name: 'Xoá bài kiểm thử Bấm 2 rồi không bấm' }).click();
  const confirm = page.getByRole('dialog', { name: 'Xoá bài kiểm thử “Bấm 2 rồi không bấm”?' });
  await confirm.getByRole('button', { name: 'Xoá', exact: true }).click();
  await expect(typed).toHaveCount(0);
  await expect(simulator.runSummary()).toHaveText('4 đạt, 0 không đạt · bao phủ 3/3 phím');
});

test('a run marks on the canvas the branch no test reaches', async ({ page, baseURL }) => {
  const treeName = `Kiểm thử phủ ${Date.now().toString(36)}`;
  const { treeId } = await seedDraft(page, baseURL ?? '', treeName, true);
  const simulator = new IvrSimulatorPage(page);
  await simulator.open(treeId, treeName);
  await simulator.openPathTests();
  const canvas = simulator.coverageCanvas();
  const island = simulator.card(canvas, 'Đảo');
  await expect(island).toBeVisible();
  await expect(island).not.toContainText('Không đi tới được từ nút gốc');

  await simulator.runAllTests();
  await expect(simulator.runSummary()).toHaveText('3 đạt, 0 không đạt · bao phủ 3/4 phím');
  await expect(island).toContainText('Không đi tới được từ nút gốc');
  await expect(canvas.getByText('1 · chưa đi tới')).toBeVisible();
  await expect(simulator.card(canvas, 'Hỗ trợ')).not.toContainText('Không đi tới được');
  // Only the island's key is marked: on its edge, on its hang-up card, and named in the legend.
  await expect(canvas.getByText(/chưa đi tới/)).toHaveCount(3);
  await expect(canvas.getByText('2 · chưa đi tới')).toHaveCount(0);

  // The tab with its results has no serious accessibility problem.
  expect(await seriousViolations(page)).toEqual([]);
});

test("a test added over someone else's newer save is added to their list, and nobody's test is lost", async ({
  page,
  baseURL,
}) => {
  const treeName = `Kiểm thử xung đột ${Date.now().toString(36)}`;
  const { api, treeId } = await seedDraft(page, baseURL ?? '', treeName, false);
  const simulator = new IvrSimulatorPage(page);
  await simulator.open(treeId, treeName);
  await simulator.openPathTests();
  await expect(
    simulator.main.getByText('Chưa có bài kiểm thử nào được lưu.', { exact: false }),
  ).toBeVisible();

  // A colleague saves a test while this page still shows the empty list.
  const colleague = await api.send('PUT', `/ivr/trees/${treeId}/path-tests`, {
    tests: [
      {
        id: 'colleague-1',
        name: 'Của đồng nghiệp',
        inputs: ['2', '1'],
        expected: { kind: 'queue', queueId: SUPPORT },
      },
    ],
    maxSecondsToAgent: null,
    revision: 0,
  });
  expect(colleague.status(), 'the colleague saves').toBe(200);

  const form = simulator.main.getByRole('region', { name: 'Thêm bài kiểm thử' });
  await form.getByRole('textbox', { name: 'Tên' }).fill('Của tôi');
  await form.getByRole('textbox', { name: 'Thao tác của người gọi' }).fill('1');
  await form.getByRole('textbox', { name: 'Mã hàng đợi' }).fill(SALES);
  await form.getByRole('button', { name: 'Thêm bài kiểm thử' }).click();
  await expect(
    page.getByText('Trong lúc đó có người khác đã thay đổi các bài kiểm thử đã lưu'),
  ).toBeVisible();
  await expect(simulator.savedTests().getByRole('row', { name: /Của đồng nghiệp/ })).toBeVisible();
  await expect(simulator.savedTests().getByRole('row', { name: /Của tôi/ })).toBeVisible();
  const saved = await api.get<{ tests: { name: string }[]; revision: number }>(
    `/ivr/trees/${treeId}/path-tests`,
  );
  expect(saved.tests.map((test) => test.name)).toEqual(['Của đồng nghiệp', 'Của tôi']);
  expect(saved.revision).toBe(2);
});

test('the longest path to an agent is flagged over the saved limit, and not once the limit is raised', async ({
  page,
  baseURL,
}) => {
  const treeName = `Kiểm thử chờ ${Date.now().toString(36)}`;
  const { treeId } = await seedDraft(page, baseURL ?? '', treeName, false);
  const simulator = new IvrSimulatorPage(page);
  await simulator.open(treeId, treeName);
  await simulator.openPathTests();

  const longest = simulator.main.getByText(/^Đường dài nhất để gặp điện thoại viên:/);
  await expect(longest).toContainText('Lời chào: 2 → Hỗ trợ: 1');
  await expect(longest).toContainText('độ sâu 2');
  const over = simulator.main.getByRole('status').filter({ hasText: 'Vượt giới hạn' });
  await expect(over).toHaveCount(0);

  await simulator.saveAgentWaitLimit(5);
  await expect(over).toContainText('lâu hơn giới hạn 5 giây');
  await page.reload();
  await simulator.openPathTests();
  await expect(simulator.agentWaitLimit()).toHaveValue('5');
  await expect(over).toBeVisible();

  await simulator.saveAgentWaitLimit(600);
  await expect(simulator.main.getByText('Trong giới hạn 600 giây.')).toBeVisible();
  await expect(over).toHaveCount(0);
});

test('a published version is called from ?version=N, and its call saved as a test of the tree', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const treeName = `Kiểm thử phiên bản ${Date.now().toString(36)}`;
  const { api, treeId } = await seedDraft(page, baseURL ?? '', treeName, false);
  expect(await publishThroughApi(api, treeId, 'Bản đầu tiên')).toBe(1);
  // The draft moves on: 1 now hangs up, while version 1 still sends it to sales.
  await api.editDraft(treeId, (menu) => ({
    ...menu,
    keys: menu.keys.map((key) =>
      key.nodeId === menu.rootNodeId && key.key === '1' ? { ...key, action: { kind: 'hangup' } } : key,
    ),
  }));

  const simulator = new IvrSimulatorPage(page);
  await page.goto(`/ivr/${encodeURIComponent(treeId)}/simulate?version=1`);
  await expect(simulator.menuToCall()).toHaveValue('Phiên bản 1');
  await simulator.call();
  await simulator.key('1').click();
  await expect(simulator.outcome).toContainText(`Chuyển vào hàng đợi ${SALES}`);
  await simulator.saveCallAsTest(`1 → Chuyển vào hàng đợi ${SALES}`);

  // Saved with the tree: the version passes it, the draft (where 1 hangs up) does not.
  await simulator.openPathTests();
  await simulator.runAllTests();
  await expect(simulator.runSummary()).toHaveText('4 đạt, 0 không đạt · bao phủ 3/3 phím');
  await page.goto(`/ivr/${encodeURIComponent(treeId)}/simulate`);
  await expect(simulator.menuToCall()).toHaveValue('Bản nháp');
  await simulator.openPathTests();
  await simulator.runAllTests();
  const saved = simulator.savedTests().getByRole('row', { name: new RegExp(`Chuyển vào hàng đợi ${SALES}`) });
  await expect(saved).toContainText('Cuộc gọi kết thúc khác: Menu đã gác máy');
  await expect(simulator.runSummary()).toHaveText('3 đạt, 1 không đạt · bao phủ 3/3 phím');
});
