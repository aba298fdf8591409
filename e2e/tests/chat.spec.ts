import { seriousViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';
import { ChatPage } from '../pages/chat-page';

test.describe('support staff read chat', () => {
  test.use({ signedInAs: 'support' });

  test('opens a conversation and reads its thread, going back in time', async ({ page }) => {
    const chat = new ChatPage(page);
    await chat.open();
    await chat.openFirstConversation();
    await expect(page).toHaveURL(/conversation=/);
    await expect(chat.messages().first()).toBeVisible();
    const first = chat.messages().first();
    // Who and when are shown, and JSON-encoded content is shown as its text.
    await expect(first).toHaveAccessibleName(/^Tin nhắn của /);
    await expect(first).not.toContainText('{"content"');
    const shown = await chat.messages().count();
    const older = chat.main.getByRole('button', { name: 'Tải tin nhắn cũ hơn' });
    if (await older.isVisible()) {
      await older.click();
      await expect.poll(() => chat.messages().count()).toBeGreaterThan(shown);
    }
  });

  test('pages through conversations', async ({ page }) => {
    const chat = new ChatPage(page);
    await chat.open();
    const firstName = await chat.conversations.getByRole('button').first().innerText();
    await chat.main.getByRole('button', { name: 'Trang 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(chat.conversations.getByRole('button').first()).not.toHaveText(firstName);
  });

  for (const viewport of [
    { width: 1280, height: 720 },
    { width: 1440, height: 900 },
  ]) {
    test(`the Messages column stays in sight beside an open thread at ${viewport.width}×${viewport.height}`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const chat = new ChatPage(page);
      await chat.open();
      await chat.openFirstConversation();
      await expect(chat.messages().first()).toBeVisible();
      const header = chat.conversations.getByRole('columnheader', { name: 'Tin nhắn' });
      const count = chat.conversations.getByRole('row').nth(1).getByRole('cell').last();
      for (const part of [header, count]) {
        const box = await part.boundingBox();
        const thread = await chat.thread.boundingBox();
        if (!box || !thread) throw new Error('the column and the thread are both on screen');
        expect(box.x + box.width, 'within the window').toBeLessThanOrEqual(viewport.width);
        const overlaps =
          box.x < thread.x + thread.width &&
          thread.x < box.x + box.width &&
          box.y < thread.y + thread.height &&
          thread.y < box.y + box.height;
        expect(overlaps, 'clear of the thread').toBe(false);
      }
      // Nothing of the list is scrolled out of its column: its last column is seen whole.
      const clipped = await chat.conversations.evaluate((table) => {
        const scroller = table.closest('.mantine-ScrollArea-viewport') ?? table.parentElement;
        return scroller ? scroller.scrollWidth - scroller.clientWidth : 0;
      });
      expect(clipped).toBeLessThanOrEqual(1);
    });
  }

  test('lists the messages of every conversation within a time range, and opens one of them', async ({
    page,
  }) => {
    const chat = new ChatPage(page);
    await chat.open();
    await chat.main.getByRole('tab', { name: 'Tin nhắn theo thời gian' }).click();
    await expect(page).toHaveURL(/view=messages/);
    await expect(chat.main.getByText(/Chọn khoảng thời gian/)).toBeVisible();
    await expect(chat.main.getByLabel('Gửi trong khoảng')).toBeVisible();

    const to = Date.now();
    await page.goto(`/chat?view=messages&sentFrom=${to - 365 * 86_400_000}&sentTo=${to}`);
    const table = chat.main.getByRole('table', { name: 'Tin nhắn trong khoảng thời gian, mới nhất trước' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expect(chat.main.getByRole('status').filter({ hasText: /tin nhắn$/ })).toBeVisible();
    const conversations = await table.getByRole('button', { name: /^Mở cuộc trò chuyện / }).allInnerTexts();
    expect(new Set(conversations).size, 'messages of several conversations').toBeGreaterThan(1);
    expect(await seriousViolations(page)).toEqual([]);

    const [first] = conversations;
    await table
      .getByRole('button', { name: `Mở cuộc trò chuyện ${first}` })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`conversation=${first}`));
    await expect(chat.messages().first()).toBeVisible();
  });

  test('offers the messages by time in English too', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('switchboard.language', 'en'));
    await page.goto('/chat');
    const main = page.getByRole('main');
    await main.getByRole('tab', { name: 'Messages by time' }).click();
    await expect(main.getByText(/Choose a time range/)).toBeVisible();
    await expect(main.getByLabel('Sent between')).toBeVisible();
  });
});
