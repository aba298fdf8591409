import { toneWav } from '../../server/audio/tone-wav';
import { expect, test } from '../fixtures/test';
import { AudioPlayer } from '../pages/audio-player';
import { IvrEditorPage } from '../pages/ivr-editor-page';
import { recordSpeech, spokenUtterances } from '../pages/speech-spy';

test.use({ signedInAs: 'supervisor' });

test.setTimeout(120_000);

async function openNewTree(editor: IvrEditorPage, baseURL: string | undefined, name: string) {
  const treeId = await IvrEditorPage.createTree(editor.page.request, baseURL ?? '', name);
  await editor.open(treeId);
}

test('the editor is headed and titled with the tree’s name', async ({ page, baseURL }) => {
  const editor = new IvrEditorPage(page);
  const name = `Tổng đài chính ${Date.now()}`;
  await openNewTree(editor, baseURL, name);
  await expect(editor.heading()).toHaveText(name);
  await expect(page).toHaveTitle(`${name} · Switchboard`);
});

test('dragging from a node’s handle to empty canvas adds a node there, joined by the key the supervisor chooses, and it is kept', async ({
  page,
  baseURL,
}) => {
  const editor = new IvrEditorPage(page);
  await openNewTree(editor, baseURL, `Kéo ra chỗ trống ${Date.now()}`);
  await editor.addNode('Chào mừng', 'Xin chào. Bấm 7 để gặp kinh doanh.');
  await editor.fitView();

  // A spot of empty canvas to the right of the card, clear of the controls and the minimap, halfway to the
  // canvas's edge: the new card's corner is in view, so the view keeps still for it (use-new-cards-in-view).
  const card = await editor.settledBox('Nút Chào mừng');
  const canvas = (await editor.canvas.boundingBox())!;
  const drop = { x: (card.x + card.width + canvas.x + canvas.width) / 2, y: card.y + card.height / 2 };
  const dialog = page.getByRole('dialog', { name: 'Nối bằng một phím' });

  // Changing one's mind: nothing is added.
  await editor.dragFromHandle('Nút Chào mừng', drop);
  await expect(dialog).toContainText('Phím nào của “Chào mừng” dẫn tới “Nút mới”?');
  await dialog.getByRole('button', { name: 'Huỷ' }).click();
  await expect(dialog).toBeHidden();
  await expect(editor.card('Nút Nút mới')).toHaveCount(0);

  await editor.dragFromHandle('Nút Chào mừng', drop);
  await dialog.getByLabel('Phím').selectOption('7');
  await dialog.getByRole('button', { name: 'Nối' }).click();
  await expect(dialog).toBeHidden();
  const added = editor.card('Nút Nút mới');
  await expect(added).toBeVisible();
  await expect(editor.canvas.getByText('7', { exact: true })).toBeVisible();
  // The card's corner is where the drag ended (give or take the snap grid).
  const box = await added.boundingBox();
  expect(Math.abs((box?.x ?? 0) - drop.x)).toBeLessThan(30);
  expect(Math.abs((box?.y ?? 0) - drop.y)).toBeLessThan(30);
  // The new node is the one chosen, ready to be named.
  await expect(editor.panel.getByLabel('Tên', { exact: true })).toHaveValue('Nút mới');

  await expect(editor.saveState('Trực tiếp · đã lưu')).toBeVisible({ timeout: 10_000 });
  await page.reload();
  await expect(editor.card('Nút Nút mới')).toBeVisible();
  await expect(editor.canvas.getByText('7', { exact: true })).toBeVisible();
});

test('the speech preview speaks the text in the box, in Vietnamese, at the chosen speed', async ({
  page,
  baseURL,
}) => {
  await recordSpeech(page);
  const editor = new IvrEditorPage(page);
  await openNewTree(editor, baseURL, `Nghe thử giọng đọc ${Date.now()}`);
  await editor.addNode('Giờ mở cửa', 'Chúng tôi mở cửa từ 8 giờ.');

  // What is in the box now is what is heard, applied or not.
  const text = 'Chúng tôi mở cửa từ 8 giờ đến 17 giờ, thứ Hai đến thứ Sáu.';
  await editor.panel.getByLabel('Văn bản cần đọc').fill(text);
  // Out of range is refused beside the field when applied, and kept as typed, never clamped; "-2" typed
  // over a selected value is -2.
  const speed = editor.panel.getByLabel('Tốc độ (-3 đến 3)');
  await speed.fill('5');
  await editor.panel.getByRole('button', { name: 'Áp dụng' }).click();
  await expect(speed).toHaveValue('5');
  await expect(editor.panel.getByText('Tốc độ là số nguyên từ -3 đến 3.')).toBeVisible();
  await expect(speed).toHaveAttribute('aria-invalid', 'true');
  await speed.selectText();
  await page.keyboard.type('-2');
  await expect(speed).toHaveValue('-2');
  await speed.fill('2');
  await editor.panel.getByRole('button', { name: 'Nghe thử' }).click();

  await expect.poll(() => spokenUtterances(page).then((spoken) => spoken.length)).toBe(1);
  const [spoken] = await spokenUtterances(page);
  expect(spoken?.text).toBe(text);
  expect(spoken?.lang).toBe('vi-VN');
  // Speed 2 of the service's -3..3 is a little faster than normal (1).
  expect(spoken?.rate).toBeCloseTo(1.4, 5);
});

test('a play prompt’s greeting file plays its stored audio', async ({ page, baseURL }) => {
  const editor = new IvrEditorPage(page);
  await openNewTree(editor, baseURL, `Nghe thử tệp ${Date.now()}`);
  await editor.addNode('Lời chào', 'Tạm thời');
  await editor.panel.getByLabel('Lời nhắc', { exact: true }).selectOption('Phát tệp');

  const uploaded = page.waitForResponse(
    (response) => response.url().endsWith('/api/greetings') && response.request().method() === 'POST',
  );
  const chooser = page.waitForEvent('filechooser');
  await editor.panel.getByRole('button', { name: 'Tải tệp lên (WAV hoặc MP3)' }).click();
  await (
    await chooser
  ).setFiles({
    name: 'loi-chao-nghe-thu.wav',
    mimeType: 'audio/wav',
    buffer: toneWav({ seconds: 6, frequencies: [440] }),
  });
  const greeting = (await (await uploaded).json()) as { id: string; filename: string };
  await expect(editor.panel.getByLabel('Tệp lời chào', { exact: true })).toHaveValue(greeting.filename);

  const audio = editor.panel.getByLabel('Phát tệp lời chào');
  await expect(audio).toHaveAttribute('src', `/api/greetings/${encodeURIComponent(greeting.id)}/audio`);
  const player = new AudioPlayer(audio);
  expect((await player.state()).paused).toBe(true);
  await player.pressPlay();
  await expect.poll(() => player.state()).toMatchObject({ paused: false });
  const started = (await player.state()).currentTime;
  await expect.poll(() => player.state().then((state) => state.currentTime)).toBeGreaterThan(started);
});
