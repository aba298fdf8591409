import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import type { UiLanguage } from '../pages/ui-language';

/** What a person on a small laptop sees: every badge, header and select shows its whole text or wraps it. */
const DAY = 86_400_000;
/** The call log with a start range picked, so its picker shows the longest text it holds. */
const pages = [
  `/call-log?startedFrom=${Date.now() - 7 * DAY}&startedTo=${Date.now()}`,
  '/agents',
  '/blacklist',
  `/chat?createdFrom=${Date.now() - 30 * DAY}&createdTo=${Date.now()}`,
] as const;

type Cut = { text: string; scrollWidth: number; clientWidth: number };

/** Badges (their label, which Mantine clips with an ellipsis), column headers, selects and pickers whose text overflows. */
function cutTexts(page: Page): Promise<Cut[]> {
  return page.getByRole('main').evaluate((main) => {
    const measured = [
      ...main.querySelectorAll<HTMLElement>('.mantine-Badge-label, .mantine-Badge-root'),
      ...main.querySelectorAll<HTMLInputElement>('.mantine-Select-input, .mantine-NativeSelect-input'),
      ...main.querySelectorAll<HTMLElement>('.mantine-DateTimePicker-input'),
      ...main.querySelectorAll<HTMLElement>('th, [role="columnheader"]'),
    ];
    return measured
      .filter((element) => element.offsetParent !== null)
      .map((element) => ({
        text: element instanceof HTMLInputElement ? element.value : (element.textContent ?? ''),
        scrollWidth: element.scrollWidth,
        clientWidth: element.clientWidth,
      }))
      .filter((cut) => cut.scrollWidth > cut.clientWidth + 1);
  });
}

for (const language of ['vi', 'en'] as const satisfies UiLanguage[]) {
  test.describe(`no badge, header or select is cut at 1280×720 (${language})`, () => {
    test.use({ signedInAs: 'admin', viewport: { width: 1280, height: 720 } });

    for (const path of pages) {
      test(`${path.split('?')[0]}: every badge, header and select shows its whole text`, async ({ page }) => {
        await page.addInitScript(
          (lang) => window.localStorage.setItem('switchboard.language', lang),
          language,
        );
        await page.goto(path);
        const main = page.getByRole('main');
        // On the chat page the badges are in the thread of an opened conversation.
        if (path.startsWith('/chat'))
          await main
            .getByRole('button', { name: /^(Mở cuộc trò chuyện|Open conversation)/ })
            .first()
            .click();
        await expect(main.locator('.mantine-Badge-root').first()).toBeVisible();
        // Rows arrive in pages; let the first screen settle before measuring.
        await page.waitForLoadState('networkidle');
        expect(await cutTexts(page)).toEqual([]);
      });
    }
  });
}
