import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { IvrEditorPage } from './ivr-editor-page';

/** Most Tabs from the top of the editor page to the canvas: header, toolbar, then the canvas's one stop. */
const MAX_TABS = 40;

/** The IVR editor driven from the keyboard alone (in Vietnamese, the console's default language). */
export class IvrCanvasKeyboard {
  readonly editor: IvrEditorPage;
  readonly connectDialog: Locator;
  readonly helpDialog: Locator;

  constructor(readonly page: Page) {
    this.editor = new IvrEditorPage(page);
    this.connectDialog = page.getByRole('dialog', { name: 'Nối tới một nút hoặc hành động' });
    this.helpDialog = page.getByRole('dialog', { name: 'Phím tắt' });
  }

  card(name: string): Locator {
    return this.editor.card(name);
  }

  /** A key between two nodes, as a screen reader names its edge ("Phím 1: Lời chào → Kinh doanh"). */
  keyEdge(key: string, from: string, to: string): Locator {
    return this.editor.canvas.getByRole('group', { name: `Phím ${key}: ${from} → ${to}`, exact: true });
  }

  /** Whether the card shows the selection's mark. */
  selectionMark(name: string): Locator {
    return this.card(name).locator('.ivr-card');
  }

  async press(keys: string): Promise<void> {
    await this.page.keyboard.press(keys);
  }

  /** Tabs from the top of the page until the keyboard is on this card (the canvas's single tab stop). */
  async tabTo(target: Locator): Promise<void> {
    for (let tabs = 0; tabs < MAX_TABS; tabs += 1) {
      await this.page.keyboard.press('Tab');
      if (await target.evaluate((element) => element === document.activeElement)) return;
    }
    await expect(target, `reached within ${MAX_TABS} Tabs`).toBeFocused();
  }
}
