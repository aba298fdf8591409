import type { Page } from '@playwright/test';
import type { SpokenUtterance } from './speech-spy';

/** What the page asked the browser to voice, as the fake engine saw it. */
export interface SoundLog {
  /** Every utterance handed to speechSynthesis.speak, in order. */
  spoken: SpokenUtterance[];
  /** The utterance being spoken now (spoken and neither finished nor cancelled). */
  speaking: SpokenUtterance | null;
  cancels: number;
  /** The src of every media element asked to play, in order. */
  played: string[];
  /** The src of the media element playing now (played and neither ended nor paused). */
  playing: string | null;
}

type FakeSoundWindow = Window & {
  __sound?: SoundLog;
  __finishSpeech?: () => boolean;
  __failSpeech?: () => boolean;
  __finishAudio?: () => boolean;
};

/**
 * A controllable speech engine and audio output for a browser that has neither: an utterance keeps
 * "speaking" and a file keeps "playing" until the test finishes it, as a caller would still be hearing
 * them. Cancelling speech interrupts what is queued (an `error` event, as browsers do) and pausing stops a
 * file. Install before the page loads.
 */
export class FakeSound {
  private constructor(readonly page: Page) {}

  static async install(page: Page): Promise<FakeSound> {
    await page.addInitScript(() => {
      const log: SoundLog = { spoken: [], speaking: null, cancels: 0, played: [], playing: null };
      const queue: { utterance: SpeechSynthesisUtterance; said: SpokenUtterance }[] = [];
      // The element playing now (at most one).
      const playing = new Set<HTMLMediaElement>();
      const fakeWindow = window as FakeSoundWindow;
      fakeWindow.__sound = log;
      const showQueue = () => {
        log.speaking = queue[0]?.said ?? null;
      };
      const stopSpeaking = (event: (utterance: SpeechSynthesisUtterance) => Event) => {
        const stopped = queue.shift();
        showQueue();
        stopped?.utterance.dispatchEvent(event(stopped.utterance));
        return stopped !== undefined;
      };

      const synthesis = window.speechSynthesis;
      synthesis.speak = (utterance: SpeechSynthesisUtterance) => {
        const said = { text: utterance.text, lang: utterance.lang, rate: utterance.rate };
        log.spoken.push(said);
        queue.push({ utterance, said });
        showQueue();
      };
      synthesis.cancel = () => {
        log.cancels += 1;
        const interrupted = queue.splice(0);
        showQueue();
        // Browsers report a cancelled utterance as an error, after cancel() has returned.
        window.setTimeout(() => {
          for (const { utterance } of interrupted) {
            utterance.dispatchEvent(
              new SpeechSynthesisErrorEvent('error', { utterance, error: 'interrupted' }),
            );
          }
        });
      };
      fakeWindow.__finishSpeech = () =>
        stopSpeaking((utterance) => new SpeechSynthesisEvent('end', { utterance }));
      // What a browser without a Vietnamese voice does with the utterance.
      fakeWindow.__failSpeech = () =>
        stopSpeaking(
          (utterance) => new SpeechSynthesisErrorEvent('error', { utterance, error: 'synthesis-failed' }),
        );

      HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
        const src = this.getAttribute('src') ?? this.currentSrc;
        log.played.push(src);
        log.playing = src;
        playing.clear();
        playing.add(this);
        return Promise.resolve();
      };
      // Nothing really plays, so pausing only forgets the element.
      HTMLMediaElement.prototype.pause = function stop(this: HTMLMediaElement) {
        if (!playing.delete(this)) return;
        log.playing = null;
      };
      fakeWindow.__finishAudio = () => {
        const [finished] = playing;
        playing.clear();
        log.playing = null;
        finished?.dispatchEvent(new Event('ended'));
        return finished !== undefined;
      };
    });
    return new FakeSound(page);
  }

  async log(): Promise<SoundLog> {
    return this.page.evaluate(() => {
      const log = (window as FakeSoundWindow).__sound;
      if (!log) throw new Error('the fake sound is not installed');
      return log;
    });
  }

  async spoken(): Promise<SpokenUtterance[]> {
    return (await this.log()).spoken;
  }

  async speaking(): Promise<SpokenUtterance | null> {
    return (await this.log()).speaking;
  }

  async cancels(): Promise<number> {
    return (await this.log()).cancels;
  }

  async played(): Promise<string[]> {
    return (await this.log()).played;
  }

  async playing(): Promise<string | null> {
    return (await this.log()).playing;
  }

  /** The utterance being spoken reaches its end; fails when nothing is being spoken. */
  async finishSpeech(): Promise<void> {
    const finished = await this.page.evaluate(() => (window as FakeSoundWindow).__finishSpeech?.() ?? false);
    if (!finished) throw new Error('nothing was being spoken');
  }

  /** The utterance being spoken fails as it does in a browser without the voice; fails when nothing is being spoken. */
  async failSpeech(): Promise<void> {
    const failed = await this.page.evaluate(() => (window as FakeSoundWindow).__failSpeech?.() ?? false);
    if (!failed) throw new Error('nothing was being spoken');
  }

  /** The file playing reaches its end; fails when nothing is playing. */
  async finishAudio(): Promise<void> {
    const finished = await this.page.evaluate(() => (window as FakeSoundWindow).__finishAudio?.() ?? false);
    if (!finished) throw new Error('no file was playing');
  }
}
