import type { Page } from '@playwright/test';
import { toneWav } from '../../server/audio/tone-wav';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../src/core/api/session';
import { expect, test } from '../fixtures/test';
import { FakeSound } from '../pages/fake-speech';
import { IvrEditorPage } from '../pages/ivr-editor-page';
import { IvrSimulatorPage } from '../pages/ivr-simulator-page';
import { IvrTreesApi } from '../pages/ivr-trees-api';

test.use({ signedInAs: 'supervisor' });

/** A node as the BFF takes it: settings left out are the service's defaults. */
type NodeBody = {
  name: string;
  playMode: 'talk' | 'play';
  playContent: string;
  bargeIn?: boolean;
  loopCount?: number;
  delayMs?: number;
  voice?: string;
  speed?: number;
  keypressTimeoutSeconds?: number;
};

/** A new tree whose nodes are created in order (the first is the root); returns their ids by name. */
async function seedTree(
  page: Page,
  baseURL: string,
  treeName: string,
  nodes: NodeBody[],
): Promise<{ treeId: string; api: IvrTreesApi; ids: Record<string, string> }> {
  const treeId = await IvrEditorPage.createTree(page.request, baseURL, treeName);
  const api = new IvrTreesApi(page.request, baseURL);
  const ids: Record<string, string> = {};
  for (const node of nodes) {
    const response = await api.send('POST', `/ivr/trees/${treeId}/nodes`, node);
    expect(response.status(), `creating node ${node.name}`).toBe(201);
    ids[node.name] = ((await response.json()) as { id: string }).id;
  }
  return { treeId, api, ids };
}

/** Uploads a WAV as a supervisor does from the editor; the BFF keeps a copy to play back. */
async function uploadGreeting(page: Page, baseURL: string, description: string) {
  const response = await page.request.post(`/api/greetings?description=${encodeURIComponent(description)}`, {
    data: toneWav({ seconds: 20, frequencies: [440, 660] }),
    headers: {
      'content-type': 'audio/wav',
      [CSRF_HEADER]: CSRF_HEADER_VALUE,
      origin: new URL(baseURL).origin,
    },
  });
  expect(response.status(), 'uploading the greeting').toBe(201);
  const greeting = (await response.json()) as { id: string; filename: string; hasPreview: boolean };
  expect(greeting.hasPreview, 'a copy of the greeting is kept to play back').toBe(true);
  return greeting;
}

/** Opens the simulator with sound: the silent switch is turned off as a person does, with a click. */
async function openWithSound(page: Page, treeId: string, treeName: string) {
  const sound = await FakeSound.install(page);
  const simulator = new IvrSimulatorPage(page);
  await simulator.open(treeId, treeName);
  await expect(simulator.silentMode()).toBeChecked();
  await simulator.silentMode().click();
  await expect(simulator.silentMode()).not.toBeChecked();
  return { sound, simulator };
}

const nowPlaying = (simulator: IvrSimulatorPage) =>
  simulator.phone.getByRole('status', { name: 'Đang phát' });
const countdown = (simulator: IvrSimulatorPage) =>
  simulator.phone.getByText(/^Đang chờ phím: còn [\d.]+ giây/);

test('a talk prompt with speed 2 and loop count 2 is spoken twice in Vietnamese, then the keypad waits', async ({
  page,
  baseURL,
}) => {
  const text = 'Xin chào quý khách. Bấm 1 để gặp tổng đài viên.';
  const voice = 'sg_female_thaotrinh_dialog_48k-hsmm';
  const treeName = `Simulator sound loop ${Date.now()}`;
  const { treeId, api, ids } = await seedTree(page, baseURL ?? '', treeName, [
    {
      name: 'Lời chào',
      playMode: 'talk',
      playContent: text,
      voice,
      speed: 2,
      loopCount: 2,
      keypressTimeoutSeconds: 30,
    },
  ]);
  await api.createKey(ids['Lời chào']!, '1', { kind: 'hangup' });
  const { sound, simulator } = await openWithSound(page, treeId, treeName);

  await simulator.call();
  await expect.poll(() => sound.spoken()).toHaveLength(1);
  const [first] = await sound.spoken();
  expect(first?.text).toBe(text);
  expect(first?.lang).toBe('vi-VN');
  // Speed 2 of the service's -3..3 is a little faster than the browser's normal rate (1).
  expect(first?.rate).toBeCloseTo(1.4, 5);
  await expect(nowPlaying(simulator)).toContainText(`Nút Lời chào · giọng ${voice}, tốc độ 2 · lần phát 1/2`);
  await expect(nowPlaying(simulator)).toContainText(text);
  await expect(countdown(simulator)).toBeHidden();

  // The second play starts only once the first has been heard to its end.
  expect(await sound.spoken()).toHaveLength(1);
  await sound.finishSpeech();
  await expect(nowPlaying(simulator)).toContainText('lần phát 2/2');
  expect(await sound.spoken()).toEqual([first, first]);
  await expect(countdown(simulator)).toBeHidden();

  await sound.finishSpeech();
  await expect(countdown(simulator)).toContainText('/ 30 giây');
  await expect(nowPlaying(simulator)).toBeHidden();
  expect(await sound.spoken()).toHaveLength(2);
  expect(await sound.speaking()).toBeNull();
  await expect(simulator.steps()).toHaveText([
    'Vào nút Lời chào',
    `Đọc: “${text}”`,
    `Đọc: “${text}”`,
    'Chờ phím tối đa 30 giây',
  ]);

  await simulator.key('1').click();
  await expect(simulator.outcome).toContainText('Menu đã gác máy');
});

test('a key interrupts a prompt with barge-in and follows it; without barge-in it is ignored and the prompt goes on', async ({
  page,
  baseURL,
}) => {
  const welcome = 'Bấm 1 để gặp kinh doanh, bấm bất cứ lúc nào.';
  const sales = 'Phòng kinh doanh xin nghe. Vui lòng nghe hết thông báo này rồi bấm 2.';
  const treeName = `Simulator sound barge-in ${Date.now()}`;
  const { treeId, api, ids } = await seedTree(page, baseURL ?? '', treeName, [
    { name: 'Lời chào', playMode: 'talk', playContent: welcome, bargeIn: true, keypressTimeoutSeconds: 30 },
    { name: 'Kinh doanh', playMode: 'talk', playContent: sales, bargeIn: false, keypressTimeoutSeconds: 30 },
  ]);
  await api.createKey(ids['Lời chào']!, '1', { kind: 'node', nextNodeId: ids['Kinh doanh']! });
  await api.createKey(ids['Kinh doanh']!, '2', { kind: 'hangup' });
  const { sound, simulator } = await openWithSound(page, treeId, treeName);

  await simulator.call();
  await expect.poll(() => sound.speaking().then((said) => said?.text)).toBe(welcome);
  const cancelsBeforeKey = await sound.cancels();
  await simulator.key('1').click();

  // Barge-in on: the welcome is cut off and the key is followed to the next node, which speaks.
  await expect(simulator.transcript).toContainText('Lời nhắc bị ngắt (cho phép ngắt lời)');
  expect(await sound.cancels()).toBeGreaterThan(cancelsBeforeKey);
  await expect(simulator.steps()).toHaveText([
    'Vào nút Lời chào',
    `Đọc: “${welcome}”`,
    'Người gọi bấm 1',
    'Lời nhắc bị ngắt (cho phép ngắt lời)',
    'Theo phím 1',
    'Vào nút Kinh doanh',
    `Đọc: “${sales}”`,
  ]);
  await expect.poll(() => sound.speaking().then((said) => said?.text)).toBe(sales);
  await expect(nowPlaying(simulator)).toContainText(sales);

  // Barge-in off: the key is not listened to, nothing is cancelled and the same prompt is still spoken.
  const cancelsBeforeIgnored = await sound.cancels();
  await simulator.key('2').click();
  await expect(simulator.steps().last()).toHaveText('Phím 2 bị bỏ qua: không cho phép ngắt lời');
  expect(await sound.cancels()).toBe(cancelsBeforeIgnored);
  expect((await sound.speaking())?.text).toBe(sales);
  expect(await sound.spoken()).toHaveLength(2);
  await expect(nowPlaying(simulator)).toContainText(sales);
  await expect(simulator.outcome).toBeHidden();

  // Once the prompt has been heard to its end, the same key is listened to.
  await sound.finishSpeech();
  await expect(countdown(simulator)).toContainText('/ 30 giây');
  await simulator.key('2').click();
  await expect(simulator.outcome).toContainText('Menu đã gác máy');
  await expect(simulator.transcript).toContainText('Người gọi bấm 2');
});

test('a play prompt plays the stored copy of its greeting file and the call moves on when it ends', async ({
  page,
  baseURL,
}) => {
  const greeting = await uploadGreeting(page, baseURL ?? '', `Lời chào mô phỏng ${Date.now()}`);
  const audioUrl = `/api/greetings/${encodeURIComponent(greeting.id)}/audio`;
  const treeName = `Simulator sound file ${Date.now()}`;
  const { treeId, api, ids } = await seedTree(page, baseURL ?? '', treeName, [
    { name: 'Nhạc chờ', playMode: 'play', playContent: greeting.filename, keypressTimeoutSeconds: 20 },
  ]);
  await api.createKey(ids['Nhạc chờ']!, '1', { kind: 'hangup' });
  const { sound, simulator } = await openWithSound(page, treeId, treeName);

  await simulator.call();
  await expect.poll(() => sound.played()).toEqual([audioUrl]);
  expect(await sound.spoken()).toEqual([]);
  await expect(nowPlaying(simulator)).toContainText(`Nút Nhạc chờ · tệp ${greeting.filename}`);
  await expect(nowPlaying(simulator)).toContainText(`Đang phát tệp ${greeting.filename}`);
  await expect(countdown(simulator)).toBeHidden();
  // What is played is the audio itself.
  const stored = await page.request.get(audioUrl);
  expect(stored.status()).toBe(200);
  expect(stored.headers()['content-type']).toMatch(/^audio\/(x-)?wav/);

  await sound.finishAudio();
  await expect(countdown(simulator)).toContainText('/ 20 giây');
  await expect(nowPlaying(simulator)).toBeHidden();
  await expect(simulator.steps()).toHaveText([
    'Vào nút Nhạc chờ',
    `Phát tệp ${greeting.filename}`,
    'Chờ phím tối đa 20 giây',
  ]);
  expect(await sound.played()).toEqual([audioUrl]);

  await simulator.key('1').click();
  await expect(simulator.outcome).toContainText('Menu đã gác máy');
});

test('a node’s delay is silence on the call before its prompt is spoken', async ({ page, baseURL }) => {
  const text = 'Cảm ơn quý khách đã chờ.';
  const treeName = `Simulator sound delay ${Date.now()}`;
  const { treeId, api, ids } = await seedTree(page, baseURL ?? '', treeName, [
    { name: 'Sau im lặng', playMode: 'talk', playContent: text, delayMs: 1500, keypressTimeoutSeconds: 30 },
  ]);
  await api.createKey(ids['Sau im lặng']!, '1', { kind: 'hangup' });
  // The page's clock is the test's, so the silence is measured without waiting on the wall clock.
  await page.clock.install();
  const { sound, simulator } = await openWithSound(page, treeId, treeName);
  await page.clock.pauseAt(Date.now() + 2_000);

  await simulator.call();
  await expect(simulator.steps()).toHaveText(['Vào nút Sau im lặng', 'Im lặng 1500 ms']);
  await expect(nowPlaying(simulator)).toBeHidden();
  expect(await sound.spoken()).toEqual([]);

  await page.clock.runFor(1499);
  expect(await sound.spoken()).toEqual([]);
  await expect(nowPlaying(simulator)).toBeHidden();

  await page.clock.runFor(1);
  await expect.poll(() => sound.spoken().then((spoken) => spoken.map((said) => said.text))).toEqual([text]);
  await expect(nowPlaying(simulator)).toContainText(text);
  const rows = simulator.transcript.getByRole('row');
  await expect(rows.filter({ hasText: 'Im lặng 1500 ms' })).toContainText('0:00.0');
  await expect(rows.filter({ hasText: `Đọc: “${text}”` })).toContainText('0:01.5');

  await sound.finishSpeech();
  await expect(countdown(simulator)).toContainText('/ 30 giây');
  await simulator.key('1').click();
  await expect(simulator.outcome).toContainText('Menu đã gác máy');
});

test('a browser that cannot voice the text still keeps the prompt on for as long as it would be heard', async ({
  page,
  baseURL,
}) => {
  // 30 characters, heard at 15 a second at speed 0: 2 s.
  const text = 'Chúng tôi mở cửa từ 8 giờ sáng';
  const treeName = `Simulator sound no voice ${Date.now()}`;
  const { treeId, api, ids } = await seedTree(page, baseURL ?? '', treeName, [
    { name: 'Giờ mở cửa', playMode: 'talk', playContent: text, keypressTimeoutSeconds: 30 },
  ]);
  await api.createKey(ids['Giờ mở cửa']!, '1', { kind: 'hangup' });
  await page.clock.install();
  const { sound, simulator } = await openWithSound(page, treeId, treeName);
  await page.clock.pauseAt(Date.now() + 2_000);

  await simulator.call();
  await expect.poll(() => sound.speaking().then((said) => said?.text)).toBe(text);
  await sound.failSpeech();
  await expect(nowPlaying(simulator)).toContainText(text);
  await expect(countdown(simulator)).toBeHidden();

  await page.clock.runFor(1999);
  await expect(nowPlaying(simulator)).toContainText(text);
  await expect(countdown(simulator)).toBeHidden();

  await page.clock.runFor(1);
  await expect(countdown(simulator)).toContainText('/ 30 giây');
  await expect(simulator.steps()).toHaveText([
    'Vào nút Giờ mở cửa',
    `Đọc: “${text}”`,
    'Chờ phím tối đa 30 giây',
  ]);
});
