import type { Page } from '@playwright/test';

/** What one call of speechSynthesis.speak was asked to say, and how. */
export interface SpokenUtterance {
  text: string;
  lang: string;
  rate: number;
}

type SpeechWindow = Window & { __spoken?: SpokenUtterance[] };

/**
 * Records every utterance the page hands to the browser's speech synthesis (still speaking it), so a
 * test can check what a person asked to hear. Call before the page loads.
 */
export async function recordSpeech(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const spoken: SpokenUtterance[] = [];
    (window as SpeechWindow).__spoken = spoken;
    const synthesis = window.speechSynthesis;
    const speak = synthesis.speak.bind(synthesis);
    synthesis.speak = (utterance: SpeechSynthesisUtterance) => {
      spoken.push({ text: utterance.text, lang: utterance.lang, rate: utterance.rate });
      speak(utterance);
    };
  });
}

export async function spokenUtterances(page: Page): Promise<SpokenUtterance[]> {
  return page.evaluate(() => (window as SpeechWindow).__spoken ?? []);
}
