import type { Locator } from '@playwright/test';

/**
 * An <audio controls> element as a person uses it: its play button is drawn by the browser, at the
 * left end of the bar, out of reach of roles, so it is pressed where it is seen.
 */
export class AudioPlayer {
  constructor(readonly audio: Locator) {}

  async pressPlay(): Promise<void> {
    const box = await this.audio.boundingBox();
    if (!box) throw new Error('the audio player is not on screen');
    await this.audio.page().mouse.click(box.x + 20, box.y + box.height / 2);
  }

  /** Whether it is playing and where it is (seconds). */
  async state(): Promise<{ paused: boolean; currentTime: number }> {
    return this.audio.evaluate((element: HTMLAudioElement) => ({
      paused: element.paused,
      currentTime: element.currentTime,
    }));
  }
}
