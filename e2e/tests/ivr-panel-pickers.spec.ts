import { seriousViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';
import { IvrEditorPage } from '../pages/ivr-editor-page';
import { IvrDraftsApi } from '../pages/ivr-publish-drafts';

/** A seeded queue: the demo's technical team serves it (server/sandbox/seed/groups.ts). */
const SERVED_QUEUE = 'QUEUE_KY_THUAT';
const DEFAULT_VOICE = 'hn_female_thutrang_phrase_48k-hsmm';

test.describe('a supervisor picks what a menu uses instead of typing it', () => {
  test.use({ signedInAs: 'supervisor' });

  test('picks a queue seeing the groups that serve it, types a new one with a warning, picks a voice', async ({
    page,
    baseURL,
  }) => {
    const api = new IvrDraftsApi(page.request, baseURL ?? '');
    const treeId = await api.createTree(`Chọn ${Date.now().toString(36)}`);
    await api.seedSmallMenu(treeId);
    const editor = new IvrEditorPage(page);
    await editor.open(treeId);

    // A queue from the list: each choice says which groups, with how many agents, serve it.
    await editor.selectCard('Nút Hỗ trợ');
    await editor.tool('+ Hàng đợi').click();
    const queue = editor.panel.getByRole('combobox', { name: 'Mã hàng đợi' });
    await queue.fill('KY_THUAT');
    const choice = page.getByRole('option', { name: new RegExp(SERVED_QUEUE) });
    await expect(choice).toContainText(/Kỹ thuật \(\d+ tư vấn viên\) – nhóm chính/);
    await choice.click();
    await expect(queue).toHaveValue(SERVED_QUEUE);
    await expect(queue).toHaveAccessibleDescription(/^Phục vụ bởi: Kỹ thuật \(\d+ tư vấn viên\)/);
    await expect(editor.card(`Hàng đợi ${SERVED_QUEUE}`)).toBeVisible();

    // A queue no group serves yet may still be typed in; the field warns about it.
    const newQueue = `QUEUE_MOI_${Date.now().toString(36).toUpperCase()}`;
    await queue.fill(newQueue);
    await expect(queue).toHaveAccessibleDescription(/^Hàng đợi mới: chưa có nhóm nào phục vụ/);
    expect(await seriousViolations(page, '.ivr-panel')).toEqual([]);
    await editor.apply();
    await expect(editor.card(`Hàng đợi ${newQueue}`)).toBeVisible();

    // A forward number loses its separators as it is typed, says how it reads, and takes the service's
    // own form (84…) on leaving the field; the card shows it as people write it.
    await editor.selectCard('Nút Hỗ trợ');
    await editor.tool('+ Chuyển tiếp').click();
    const forward = editor.panel.getByLabel('Số chuyển tiếp');
    await forward.pressSequentially('0901 234 567');
    await expect(forward).toHaveValue('0901234567');
    await expect(forward).toHaveAccessibleDescription('Đọc là: 0901 234 567');
    await forward.blur();
    await expect(forward).toHaveValue('84901234567');
    await expect(forward).toHaveAccessibleDescription('Đọc là: 0901 234 567');
    await editor.apply();
    await expect(editor.card('Chuyển tới 0901 234 567')).toBeVisible();
    await expect.poll(async () => forwardNumbersOf(api, treeId)).toContain('84901234567');

    // A voice typed by hand is kept with a warning; the known one is picked by its speaker.
    await editor.selectCard('Nút Kinh doanh');
    const voice = editor.panel.getByRole('combobox', { name: 'Giọng đọc' });
    await expect(voice).toHaveAccessibleDescription('Thu Trang (nữ, giọng Bắc)');
    await voice.fill('hn_male_giong_thu');
    await expect(voice).toHaveAccessibleDescription(/^Giọng này không có trong danh sách/);
    await editor.apply();
    await expect.poll(async () => voiceOf(api, treeId, 'Kinh doanh')).toBe('hn_male_giong_thu');
    await voice.fill('thu trang');
    await page.getByRole('option', { name: /Thu Trang \(nữ, giọng Bắc\)/ }).click();
    await expect(voice).toHaveValue(DEFAULT_VOICE);
    await expect.poll(async () => voiceOf(api, treeId, 'Kinh doanh')).toBe(DEFAULT_VOICE);
  });
});

async function forwardNumbersOf(api: IvrDraftsApi, treeId: string): Promise<string[]> {
  const draft = await api.draft(treeId);
  return draft.menu.keys.flatMap((key) => (key.action.kind === 'forward' ? [key.action.toPhoneNumber] : []));
}

async function voiceOf(api: IvrDraftsApi, treeId: string, name: string): Promise<string | undefined> {
  const draft = await api.draft(treeId);
  return draft.menu.nodes.find((node) => node.name === name)?.voice;
}
