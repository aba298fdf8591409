import { expect, test } from '../fixtures/test';
import { AgentsPage } from '../pages/agents-page';
import { throughScripts } from '../fixtures/loaded-scripts';

/**
 * A page waits for its strings in the shell (app/shell/page-once-strings-are-in.tsx) rather than by
 * suspending: the loader shows meanwhile, the page once they are in, and a page already shown stays
 * mounted, with what it holds, while another language's strings load.
 */

/** The agents page's introduction: the agents' strings (the `agents` namespace's script) hold it. */
const AGENTS_INTRO = 'Những người nhận cuộc gọi, cách cuộc gọi tới được họ và trạng thái hiện tại.';

test.describe('a page and its strings', () => {
  test.use({ signedInAs: 'admin' });

  test('while its strings are on their way the loader shows, and the page once they are in', async ({
    page,
  }) => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = false;
    await throughScripts(page, async (text) => {
      if (!text.includes(AGENTS_INTRO)) return;
      held = true;
      await released;
    });
    const agents = new AgentsPage(page);
    await page.goto('/agents');
    await expect(agents.main.getByRole('progressbar', { name: 'Đang tải…' })).toBeVisible();
    expect(held, 'the agents’ strings were asked for').toBe(true);
    await expect(agents.main.getByRole('heading', { level: 1 })).toHaveCount(0);
    release();
    await expect(agents.main.getByRole('heading', { level: 1, name: 'Tổng đài viên' })).toBeVisible();
    await expect(agents.main.getByText(AGENTS_INTRO)).toBeVisible();
    await expect(agents.table.getByRole('rowheader').first()).toBeVisible();
    await expect(agents.main.getByRole('progressbar')).toHaveCount(0);
  });

  test('a page already shown stays mounted while another language’s strings load', async ({
    page,
    shell,
  }) => {
    const agents = new AgentsPage(page);
    await page.goto('/agents');
    const heading = agents.main.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Tổng đài viên');
    await expect(agents.table.getByRole('rowheader').first()).toBeVisible();
    // A mark on the page's own heading: a page unmounted and drawn again has a new one, without it.
    await heading.evaluate((element) => element.setAttribute('data-kept', 'yes'));
    let englishAsked = false;
    // The English agents' strings come slowly, so that the page has a moment without them.
    await throughScripts(page, async (text) => {
      if (!text.includes('The people who take calls, how calls reach them')) return;
      englishAsked = true;
      await new Promise((resolve) => setTimeout(resolve, 500));
    });
    await shell.chooseLanguage('English', 'vi');
    await expect(heading).toHaveText('Agents');
    expect(englishAsked, 'the English agents’ strings were loaded').toBe(true);
    await expect(heading).toHaveAttribute('data-kept', 'yes');
  });
});
