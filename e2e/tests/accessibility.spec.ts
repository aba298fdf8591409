import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { areas } from '../../src/app/navigation/areas';
import { WCAG_TAGS } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';
import { IvrEditorPage } from '../pages/ivr-editor-page';
import { IvrTreesApi } from '../pages/ivr-trees-api';

/**
 * axe on every page of the console — sign-in, each area an admin can open, the pages behind them (an IVR
 * tree's editor, simulator and versions, a call, its trace, a chat thread) and not-found — in both
 * languages and both colour schemes. Serious and critical violations fail; lesser ones are listed in the
 * report.
 */
const LANGUAGES = ['vi', 'en'] as const;
const SCHEMES = ['light', 'dark'] as const;
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

/**
 * The addresses of the pages reached from the areas: a fresh IVR tree with one node (editor, simulator,
 * versions), the first call of the log (its page and trace) and the first chat conversation.
 */
async function detailPaths(page: Page, baseURL: string): Promise<string[]> {
  const treeId = await IvrEditorPage.createTree(page.request, baseURL, `Accessibility ${Date.now()}`);
  const api = new IvrTreesApi(page.request, baseURL);
  const node = {
    name: 'Lời chào',
    playMode: 'talk',
    playContent: 'Xin chào. Bấm 1.',
    keypressTimeoutSeconds: 5,
  };
  expect((await api.send('POST', `/ivr/trees/${treeId}/nodes`, node)).status()).toBe(201);
  await page.goto('/call-log');
  const callLink = page.getByRole('main').locator('a[href^="/call-log/"]').first();
  const traceLink = page.getByRole('main').locator('a[href^="/call-debugger?"]').first();
  const call = await callLink.getAttribute('href');
  const trace = await traceLink.getAttribute('href');
  await page.goto('/chat');
  await page.getByRole('main').getByRole('table').getByRole('button').first().click();
  await expect(page).toHaveURL(/conversation=/);
  const thread = new URL(page.url()).pathname + new URL(page.url()).search;
  const tree = `/ivr/${encodeURIComponent(treeId)}`;
  return [tree, `${tree}/simulate`, `${tree}/versions`, call!, trace!, thread, '/board/wall'];
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

        test('every page behind the areas has no serious or critical violation', async ({
          page,
          baseURL,
        }) => {
          test.setTimeout(180_000);
          const paths = await detailPaths(page, baseURL ?? '');
          await prepare(page, language, scheme);
          const findings: Finding[] = [];
          const minor: Finding[] = [];
          for (const path of paths) {
            await page.goto(path);
            await settle(page);
            await audit(page, path, findings, minor);
          }
          test.info().annotations.push({ type: 'minor violations', description: JSON.stringify(minor) });
          expect(findings).toEqual([]);
        });
      });
    });
  }
}
