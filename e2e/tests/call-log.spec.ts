import { setSandboxRateLimits } from '../fixtures/sandbox-faults';
import { expect, test } from '../fixtures/test';
import { CallLogPage } from '../pages/call-log-page';

test.describe('support staff read the call log', () => {
  test.use({ signedInAs: 'support' });

  test('filter by a number and sort, then share the URL: the link opens the same view', async ({
    page,
    browser,
  }) => {
    const log = new CallLogPage(page);
    await log.open();
    await expect(log.callRows().first()).toBeVisible();
    const firstTo = (await log.callRows().first().getByRole('cell').nth(2).innerText())
      .split('\n')[0]!
      .trim();

    await log.filterByToNumber(firstTo);
    await log.sortOldestFirst();
    await log.applyFilters();
    await expect(page).toHaveURL(/toNumber=/);
    await expect(page).toHaveURL(/sortOrder=asc/);
    // The subtitle says the order the table is in.
    await expect(log.main).toContainText('Mọi cuộc gọi của dự án theo thời điểm bắt đầu, cũ nhất trước.');
    await expect(log.callRows().first()).toBeVisible();
    for (const row of await log.callRows().all())
      await expect(row.getByRole('cell').nth(2)).toContainText(firstTo);
    const shown = await log.callRows().count();

    // Someone else opening the shared link sees the same filters and calls.
    const other = await browser.newPage({ storageState: await page.context().storageState() });
    const shared = new CallLogPage(other);
    await other.goto(page.url());
    await expect(shared.filters.getByLabel('Số gọi đến')).toHaveValue(firstTo);
    await expect(
      shared.filters.getByRole('combobox', { name: 'Thứ tự' }).getByRole('option', { selected: true }),
    ).toHaveText('Cũ nhất trước');
    await expect(shared.callRows()).toHaveCount(shown);
    await other.close();
  });

  test('the calls show before the date pickers arrive; without them a range says why it cannot be changed', async ({
    page,
    shell,
  }) => {
    const blocked = /\/assets\/date-time-range-picker-[^/]+\.js$/;
    await page.route(blocked, (route) => route.abort('internetdisconnected'));
    const log = new CallLogPage(page);
    const to = Date.now();
    await log.open(`?startedFrom=${to - 3_600_000}&startedTo=${to}`);
    await expect(log.callRows().first()).toBeVisible();
    // The range stays readable where the picker would be, but cannot be changed, and says why.
    const started = log.filters.getByRole('textbox', { name: 'Bắt đầu trong khoảng' });
    await expect(started).toBeDisabled();
    await expect(started).toHaveValue(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} – \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    await expect(log.filters).toContainText('Không tải được bộ chọn ngày giờ');
    // The other filters still work.
    await log.filterByToNumber('0900000000');
    await log.applyFilters();
    await expect(page).toHaveURL(/toNumber=0900000000/);

    // Back online, the next visit in the same tab fetches the picker again.
    await page.unroute(blocked);
    await shell.openArea('Tổng quan');
    await shell.openArea('Nhật ký cuộc gọi');
    await expect(log.filters.getByRole('button', { name: 'Bắt đầu trong khoảng' })).toBeEnabled();
    await expect(log.filters).not.toContainText('Không tải được bộ chọn ngày giờ');
  });

  test('a support agent finds the calls of a number written as 09…, and a typed link works', async ({
    page,
  }) => {
    const log = new CallLogPage(page);
    await log.open();
    await expect(log.callRows().first()).toBeVisible();
    const mobiles = await log
      .callRows()
      .evaluateAll((rows) => rows.map((row) => row.querySelectorAll('[role="cell"]')[2]?.textContent ?? ''));
    const international = mobiles
      .map((text) => /\+?84([35789]\d{8})(?!\d)/.exec(text)?.[1])
      .find((nsn) => nsn !== undefined);
    if (international === undefined) throw new Error('no call to a mobile on the first screen');

    await log.filterByToNumber(`0${international.slice(0, 3)} ${international.slice(3)}`);
    await expect(log.callRows().first()).toBeVisible();
    for (const row of await log.callRows().all())
      await expect(row.getByRole('cell').nth(2)).toContainText(international);
    const found = await log.callRows().count();

    // A link typed by hand, with the number as plain digits, opens the same calls.
    await log.open(`?toNumber=84${international}`);
    await expect(log.filters.getByLabel('Số gọi đến')).toHaveValue(`84${international}`);
    await expect(log.callRows()).toHaveCount(found);
  });

  test('scrolls through more than a page while keeping few rows in the page', async ({ page }) => {
    const log = new CallLogPage(page);
    await log.open();
    await expect(log.callRows().first()).toBeVisible();
    // Scrolling to the end of what is loaded brings the next cursor pages (100 rows each).
    await expect
      .poll(async () => {
        await log.scrollToEnd();
        return log.lastRowIndex();
      })
      .toBeGreaterThan(250);
    expect(await log.table.getByRole('row').count()).toBeLessThan(100);
    await expect(log.callRows().first().getByRole('cell').nth(3)).toHaveText(
      /Đã trả lời|Không trả lời|Đang diễn ra/,
    );
  });

  test("scrolling past the service's rate limit shows a waiting row, never an error, and goes on by itself", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const log = new CallLogPage(page);
    await log.open();
    await expect(log.callRows().first()).toBeVisible();
    // The service now allows one call-log request in 30 s: the next pages wait longer than a person's
    // request may (the BFF answers 429 with Retry-After), so the table must wait, not fail.
    await setSandboxRateLimits('calllog=1/30s');
    try {
      const waiting = log.main.getByText(
        'Đang chờ giới hạn tốc độ của dịch vụ: các cuộc gọi tiếp theo đang được tải.',
      );
      await expect
        .poll(
          async () => {
            await log.scrollToEnd();
            return waiting.isVisible();
          },
          { timeout: 60_000 },
        )
        .toBe(true);
      await expect(log.main.getByRole('alert')).toHaveCount(0);
      const reached = await log.lastRowIndex();

      // The service's limit back to its default: the table goes on by itself once the wait is over.
      await setSandboxRateLimits('calllog=100/min');
      await expect
        .poll(
          async () => {
            await log.scrollToEnd();
            return log.lastRowIndex();
          },
          { timeout: 60_000 },
        )
        .toBeGreaterThan(reached);
      await expect(log.main.getByRole('alert')).toHaveCount(0);
    } finally {
      await setSandboxRateLimits('calllog=100/min');
    }
  });

  test('draws the summary of the filtered set as its buckets are counted', async ({ page }) => {
    test.setTimeout(240_000);
    const log = new CallLogPage(page);
    const to = Date.now();
    await log.open(`?startedFrom=${to - 2 * 86_400_000}&startedTo=${to}`);
    // The console's call-log budget (the service's 100 a minute) is shared by all it asks, and the test before
    // this one spends it on purpose: the first page may wait out the rest of that minute, as the page says.
    await expect(log.total()).toBeVisible({ timeout: 65_000 });
    const total = Number((await log.total().innerText()).replace(/\D/g, ''));
    expect(total).toBeGreaterThan(0);

    await log.main.getByRole('button', { name: 'Biểu đồ tổng hợp' }).click();
    await expect(log.main.getByRole('img', { name: /^Số cuộc gọi mỗi giờ/ })).toBeVisible();
    // 49 hourly buckets cost about 100 call-log requests: under the service's 100 a minute the chart is
    // drawn as its buckets are counted, and the full totals come within a minute or two.
    await expect(
      log.main.getByText(new RegExp(`/ ${total.toLocaleString('vi-VN')} cuộc gọi được trả lời`)),
    ).toBeVisible({ timeout: 150_000 });
    await expect(log.main.getByRole('img', { name: /^Thời gian đàm thoại/ })).toBeVisible();
  });

  for (const viewport of [
    { width: 1280, height: 720 },
    { width: 1440, height: 900 },
  ]) {
    test(`the summary's axis labels do not run into each other at ${viewport.width}×${viewport.height}`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const log = new CallLogPage(page);
      const to = Date.now();
      await log.open(`?startedFrom=${to - 6 * 3_600_000}&startedTo=${to}`);
      await log.main.getByRole('button', { name: 'Biểu đồ tổng hợp' }).click();
      for (const chart of [/^Thời gian đàm thoại/, /^Số cuộc gọi mỗi giờ/]) {
        const drawing = log.main.getByRole('img', { name: chart });
        await expect(drawing).toBeVisible({ timeout: 60_000 });
        // The text as drawn (its ink, not its box): no two labels' text may share a pixel.
        const labels = await drawing.locator('xpath=..').evaluate((figure) =>
          // Axis text wherever it is drawn: labels under the drawing, or text inside it.
          [...figure.querySelectorAll<Element>('[data-axis-label], svg text')].map((label) => {
            const range = document.createRange();
            range.selectNodeContents(label);
            const lines = [...range.getClientRects()].map((r) => ({
              left: r.left,
              right: r.right,
              top: r.top,
              bottom: r.bottom,
            }));
            return { text: label.textContent ?? '', lines };
          }),
        );
        expect(labels.length, `labels under ${chart}`).toBeGreaterThan(1);
        const collisions = labels.flatMap((a, i) =>
          labels
            .slice(i + 1)
            .flatMap((b) =>
              a.lines.some((x) =>
                b.lines.some(
                  (y) =>
                    x.left < y.right - 0.5 && y.left < x.right - 0.5 && x.top < y.bottom && y.top < x.bottom,
                ),
              )
                ? [`${a.text} / ${b.text}`]
                : [],
            ),
        );
        expect(collisions, `overlapping labels under ${chart}`).toEqual([]);
      }
    });
  }
});

// Signed in as someone who starts no export: the support user's exports (call-log-export.spec.ts may run
// alongside) show their panel above the table, and that panel grows as an export goes from running to done.
test.describe('an admin reads the call log at laptop width', () => {
  test.use({ signedInAs: 'admin' });

  test('the table stays where it was first drawn while the counts above it arrive', async ({ page }) => {
    // A laptop-width window, where the export's plan beside the buttons once pushed them onto a second line.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.addInitScript(() => {
      type Shift = PerformanceEntry & { value: number; sources: { node: Node | null }[] };
      const moves: number[] = [];
      Object.assign(window, { tableMoves: moves });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[])
          if (entry.sources.some(({ node }) => node instanceof Element && node.matches('[role="table"]')))
            moves.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const log = new CallLogPage(page);
    await log.open();
    await expect(log.callRows().first()).toBeVisible();
    // Everything the page counts has arrived: the total, and what an export would hold.
    await expect(log.main.getByRole('status').filter({ hasText: 'cuộc gọi' })).toBeVisible();
    await expect(log.main.getByText(/dòng, tạo trong nền/)).toBeVisible();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { tableMoves: number[] }).tableMoves)).toEqual([]);
  });
});
