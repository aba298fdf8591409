import type { Locator, Page } from '@playwright/test';
import { chooseSegment } from './segmented-control';
import { uiText } from './ui-language';
import type { UiLanguage } from './ui-language';

/** The frame around every signed-in page: header, main navigation, and the page in <main>. */
export class AppShell {
  readonly header: Locator;
  readonly navigation: Locator;
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole('banner');
    this.navigation = page.getByRole('navigation');
    this.main = page.getByRole('main');
  }

  pageHeading(): Locator {
    return this.main.getByRole('heading', { level: 1 });
  }

  navigationLink(name: string): Locator {
    return this.navigation.getByRole('link', { name, exact: true });
  }

  async openArea(name: string): Promise<void> {
    await this.navigationLink(name).click();
  }

  /** `currentLanguage` names the switch; the option is a language's own name ("English", "Tiếng Việt"). */
  async chooseLanguage(option: string, currentLanguage: UiLanguage): Promise<void> {
    await chooseSegment(
      this.header.getByRole('radiogroup', { name: uiText[currentLanguage].language }),
      option,
    );
  }

  async chooseColorScheme(option: string, currentLanguage: UiLanguage): Promise<void> {
    await chooseSegment(
      this.header.getByRole('radiogroup', { name: uiText[currentLanguage].colorScheme }),
      option,
    );
  }

  signOutButton(language: UiLanguage): Locator {
    return this.header.getByRole('button', { name: uiText[language].signOut });
  }

  async signOut(language: UiLanguage): Promise<void> {
    await this.signOutButton(language).click();
  }
}
