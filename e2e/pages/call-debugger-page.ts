import type { Locator, Page } from '@playwright/test';

/** The call debugger (in Vietnamese): a call id and its trace timeline. */
export class CallDebuggerPage {
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
  }

  async showTrace(callId: string): Promise<void> {
    await this.page.goto('/call-debugger');
    await this.main.getByLabel('Mã cuộc gọi').fill(callId);
    await this.main.getByRole('button', { name: 'Xem dấu vết' }).click();
  }

  /** One entry of the timeline, by its command (CALL_START, CALL_SDP_CANDIDATE …). */
  entries(command: string): Locator {
    return this.main.getByRole('group', { name: command });
  }
}
