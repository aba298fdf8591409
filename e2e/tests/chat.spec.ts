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
});
