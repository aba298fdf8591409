import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { areas } from '../../src/app/navigation/areas';
import { expect, test } from '../fixtures/test';

/**
 * axe on every page of the console — sign-in, each area an admin can open (pages still "coming soon"
 * as they are), and not-found — in both languages and both colour schemes. Serious and critical
 * violations fail; lesser ones are listed in the report.
 */
const LANGUAGES = ['vi', 'en'] as const;
const SCHEMES = ['light', 'dark'] as const;
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const AREA_PATHS = Object.values(areas).map((area) => area.path);

type Finding = { page: string; rule: string; impact: string; nodes: string[] };

async function prepare(page: Page, language: string, scheme: string) {
  await page.emulateMedia({ colorScheme: scheme as 'light' | 'dark' });
  await page.addInitScript(
    ([lang, colors]) => {
      window.localStorage.setItem('switchboard.language', lang!);
      window.localStorage.setItem('switchboard.color-scheme', colors!);
    },
    [language, scheme],
  );
}

/** Waits until the page has its heading and its data has arrived (or 5 s, for pages that keep polling). */
async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => {});
}

async function audit(page: Page, name: string, findings: Finding[], minor: Finding[]) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  for (const violation of results.violations) {
    const finding = {
      page: name,
      rule: violation.id,
      impact: violation.impact ?? 'unknown',
      nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    };
    (['serious', 'critical'].includes(finding.impact) ? findings : minor).push(finding);
  }
}

for (const language of LANGUAGES) {
  for (const scheme of SCHEMES) {
    test.describe(`${language}, ${scheme}`, () => {
      test('the sign-in page has no serious or critical violation', async ({ page }) => {
        await prepare(page, language, scheme);
        await page.goto('/');
        await settle(page);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        const findings: Finding[] = [];
        const minor: Finding[] = [];
        await audit(page, 'sign-in', findings, minor);
        test.info().annotations.push({ type: 'minor violations', description: JSON.stringify(minor) });
        expect(findings).toEqual([]);
      });

      test.describe(() => {
        test.use({ signedInAs: 'admin' });
        test('every area page has no serious or critical violation', async ({ page }) => {
          test.setTimeout(300_000);
          await prepare(page, language, scheme);
          const findings: Finding[] = [];
          const minor: Finding[] = [];
          for (const path of [...AREA_PATHS, '/no-such-page']) {
            await page.goto(path);
            await settle(page);
            await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
            await audit(page, path, findings, minor);
          }
          test.info().annotations.push({ type: 'minor violations', description: JSON.stringify(minor) });
          expect(findings).toEqual([]);
        });
      });
    });
  }
}
