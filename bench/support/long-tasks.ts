import type { Page } from 'playwright-core';

type Task = { start: number; duration: number };

/**
 * Starts keeping the page's main-thread tasks over 50 ms (the browser's long tasks), and gives the page's
 * clock at that moment: tasks are told from it.
 */
export async function watchLongTasks(page: Page): Promise<number> {
  return page.evaluate(() => {
    const tasks: { start: number; duration: number }[] = [];
    (window as unknown as { longTasks: typeof tasks }).longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask' });
    return performance.now();
  });
}

/** The long tasks since `since` (the page's clock), each with its start counted from then. */
export async function longTasksSince(page: Page, since: number): Promise<{ at: number; duration: number }[]> {
  return page.evaluate((from) => {
    const tasks = (window as unknown as { longTasks: Task[] }).longTasks;
    return tasks
      .filter((task) => task.start + task.duration > from)
      .map((task) => ({ at: task.start - from, duration: task.duration }));
  }, since);
}
