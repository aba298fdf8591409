import type { Page } from 'playwright-core';

interface FrameWindow {
  ivrBenchFrames?: number[];
  ivrBenchRecording?: boolean;
}

/** Records requestAnimationFrame deltas in the page while `gesture` runs. */
export async function framesWhile(page: Page, gesture: () => Promise<void>): Promise<number[]> {
  // A string, not a function: tsx would wrap the inner function in a helper the page does not have.
  await page.evaluate(`(() => {
    const frames = [];
    window.ivrBenchFrames = frames;
    window.ivrBenchRecording = true;
    let last = performance.now();
    const step = (now) => {
      frames.push(now - last);
      last = now;
      if (window.ivrBenchRecording) requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  })()`);
  await gesture();
  return page.evaluate(() => {
    const frameWindow = window as FrameWindow;
    frameWindow.ivrBenchRecording = false;
    return (frameWindow.ivrBenchFrames ?? []).slice(1);
  });
}

/** Pans across the canvas three times, dragging the empty pane, and gives the frame times. */
export async function panFrames(page: Page): Promise<number[]> {
  const pane = await page.locator('.react-flow__pane').boundingBox();
  if (!pane) throw new Error('no canvas');
  const cx = pane.x + pane.width / 2;
  const cy = pane.y + pane.height / 2;
  return framesWhile(page, async () => {
    for (let sweep = 0; sweep < 3; sweep += 1) {
      await page.mouse.move(cx, cy);
      await page.mouse.down();
      await page.mouse.move(cx + (sweep % 2 === 0 ? -400 : 400), cy - 250, { steps: 30 });
      await page.mouse.up();
    }
  });
}
