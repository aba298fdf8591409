import type { Locator, Page } from '@playwright/test';

/** Chat (in Vietnamese): conversations beside the thread of the one opened. */
export class ChatPage {
  readonly main: Locator;
  readonly conversations: Locator;
  readonly thread: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.conversations = this.main.getByRole('table', { name: 'Cuộc trò chuyện' });
    this.thread = this.main.getByRole('list', { name: 'Tin nhắn, cũ nhất trước' });
  }

  async open(): Promise<void> {
    await this.page.goto('/chat');
  }

  async openFirstConversation(): Promise<void> {
    await this.conversations
      .getByRole('button', { name: /^Mở cuộc trò chuyện/ })
      .first()
      .click();
  }

  messages(): Locator {
    return this.thread.getByRole('listitem');
  }
}
