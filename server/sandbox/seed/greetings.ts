import type { GreetingFileRow } from '../db/tables/media';
import { toneWav } from '../../audio/tone-wav';
import { newId } from '../ids';
import type { SeedContext } from './seed-context';

/**
 * The demo greeting files: short chimes standing in for recorded prompts, real WAV audio so the console
 * can play them. Each has its own melody so they are told apart by ear.
 */
export const DEMO_GREETINGS = {
  businessHours: {
    desc: 'Lời chào giờ hành chính',
    tone: { seconds: 3, frequencies: [523.25, 659.25, 783.99] },
  },
  afterHours: {
    desc: 'Lời chào ngoài giờ làm việc',
    tone: { seconds: 4, frequencies: [783.99, 659.25, 523.25, 392] },
  },
  promotion: {
    desc: 'Thông báo ưu đãi thẻ tín dụng',
    tone: { seconds: 2.5, frequencies: [440, 554.37, 659.25, 880] },
  },
} as const;

export type DemoGreetingKey = keyof typeof DEMO_GREETINGS;

export type DemoGreetings = { rows: GreetingFileRow[]; filenameOf: Record<DemoGreetingKey, string> };

/**
 * Greeting-file rows named as an upload names them (`<sid>.wav`), so `play` nodes refer to them the way
 * they would to an uploaded file. `created` is in epoch seconds, as the service returns it.
 */
export function buildGreetingFiles(ctx: SeedContext): DemoGreetings {
  const filenameOf = {} as Record<DemoGreetingKey, string>;
  const rows = (
    Object.entries(DEMO_GREETINGS) as [DemoGreetingKey, (typeof DEMO_GREETINGS)[DemoGreetingKey]][]
  ).map(([key, { desc, tone }]) => {
    const sid = newId('GF');
    filenameOf[key] = `${sid}.wav`;
    return {
      sid,
      filename: filenameOf[key],
      desc1: desc,
      created: Math.floor(ctx.stamp() / 1000),
      mime: 'audio/wav',
      content: toneWav({ seconds: tone.seconds, frequencies: [...tone.frequencies] }),
    };
  });
  return { rows, filenameOf };
}
