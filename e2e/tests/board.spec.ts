import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { CallLogPage } from '../pages/call-log-page';
import { callService } from '../pages/sandbox-api';

type WireAgent = { id: string; name: string; system_status: number };
type WireCall = { id: string; participants: string; stop_time: number };

async function inEnglish(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('switchboard.language', 'en'));
}

const agentsAtService = async () => {
  const answer = (await callService('base', 'GET', '/v1/agent?limit=100')) as {
    data: { agents: WireAgent[] };
  };
  return answer.data.agents;
};

test.describe('the live board', () => {
  test.describe('a team lead', () => {
    test.use({ signedInAs: 'lead' });

    test('opens the board and sees a change made straight at the service within 6 s', async ({ page }) => {
      await inEnglish(page);
      await page.goto('/');
      await page.getByRole('navigation').getByRole('link', { name: 'Live board' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Live board' })).toBeVisible();
      await expect(page.getByRole('heading', { name: /^Calls running now/ })).toBeVisible();
      await expect(
        page.getByRole('heading', { name: /^Today, \d{4}-\d{2}-\d{2} \(UTC\+07:00\)$/ }),
      ).toBeVisible();

      const free = (await agentsAtService()).find((agent) => agent.system_status === 1);
      expect(free).toBeDefined();
      const tile = page.getByRole('main').getByLabel(free!.name, { exact: true }).first();
      await expect(tile).toContainText('Not in a call');
      await callService('base', 'PUT', `/v1/agent/${free!.id}`, { system_status: '0' });
      await expect(tile).toContainText('In a call', { timeout: 6_000 });
      await callService('base', 'PUT', `/v1/agent/${free!.id}`, { system_status: '1' });
    });

    test('shows the wall at 1920×1080 in big type, dark, without controls', async ({ page }) => {
      await inEnglish(page);
      await page.setViewportSize({ width: 1920, height: 1080 });
      await page.goto('/board/wall');
      await expect(
        page.getByRole('heading', { level: 1, name: /^Live board · today in UTC\+07:00$/ }),
      ).toBeVisible();
      const figures = page.getByTestId('board-figure');
      await expect(figures.first()).toBeVisible();
      const sizes = await figures.evaluateAll((nodes) =>
        nodes.map((node) => parseFloat(getComputedStyle(node).fontSize)),
      );
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(28);
      const agentName = page.getByRole('main').locator('p').filter({ hasText: /./ }).first();
      await expect(agentName).toBeVisible();
      const textSizes = await page
        .getByRole('main')
        .getByRole('table')
        .first()
        .evaluate((table) => parseFloat(getComputedStyle(table).fontSize));
      expect(textSizes).toBeGreaterThanOrEqual(28);
      expect(
        await page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme')),
      ).toBe('dark');
      await expect(page.getByRole('button', { name: 'Listen in' })).toHaveCount(0);
      await expect(page.getByRole('textbox')).toHaveCount(0);
    });
  });

  test.describe('a support agent', () => {
    test.use({ signedInAs: 'support' });

    test('follows a figure of today to the calls behind it in the call log', async ({ page }) => {
      await page.goto('/board');
      const figureOf = async (label: string) => {
        const tile = page.getByRole('main').getByRole('group', { name: label, exact: true });
        return Number((await tile.getByTestId('board-figure').innerText()).replace(/\D/g, ''));
      };
      await expect(page.getByRole('group', { name: 'Không được trả lời', exact: true })).toBeVisible();
      const unanswered = await figureOf('Không được trả lời');
      const running = await figureOf('Cuộc gọi đang diễn ra');

      await page.getByRole('link', { name: 'Xem cuộc gọi không được trả lời' }).click();
      await expect(page).toHaveURL(/\/call-log\?.*answeredTo=0/);
      const log = new CallLogPage(page);
      await expect(log.total()).toBeVisible();
      // The board counts the calls of today that have ended; the log also lists those still ringing.
      const listed = Number((await log.total().innerText()).replace(/\D/g, ''));
      expect(listed).toBeGreaterThanOrEqual(unanswered);
      expect(listed).toBeLessThanOrEqual(unanswered + running);
    });

    test('listens in on a running call, and the call gains a spy', async ({ page }) => {
      await inEnglish(page);
      // A call of its own, running for minutes: a seeded call may end while the test runs.
      const from = `8428${String(Date.now()).slice(-7)}`;
      const placed = (await callService('api', 'POST', '/v1/call2/callout', {
        from: { type: 'external', number: from },
        to: [{ type: 'external', number: '84912345678' }],
        actions: [{ action: 'talk', text: 'Xin chào' }],
      })) as { callId: string };
      await page.goto('/board');
      const calls = page.getByRole('table', { name: 'Calls running now' });
      const listen = calls.getByRole('button', { name: `Listen in to the call from ${from}`, exact: true });
      await expect(listen).toBeVisible({ timeout: 15_000 });
      await listen.click();
      const dialog = page.getByRole('dialog', { name: 'Listen in' });
      const callId = /Join call (\S+) as a listener/.exec((await dialog.textContent()) ?? '')?.[1];
      expect(callId).toBe(placed.callId);
      await dialog.getByLabel('User id').fill(`support-spy-${Date.now()}`);
      await dialog.getByRole('button', { name: 'Listen in', exact: true }).click();
      await expect(dialog.getByRole('status')).toHaveText('You have been added to the call as a listener.', {
        timeout: 15_000,
      });

      const log = (await callService(
        'api',
        'GET',
        '/v1/call/log?version=2&limit=100&from_stop_time=0&to_stop_time=0',
      )) as {
        data: { calls: WireCall[] };
      };
      const call = log.data.calls.find((item) => item.id === callId);
      expect(call).toBeDefined();
      const participants = JSON.parse(call!.participants) as { spyCall: boolean; number: string }[];
      expect(participants.some((p) => p.spyCall && p.number.startsWith('support-spy-'))).toBe(true);
    });
  });
});
