import { setTimeout as sleep } from 'node:timers/promises';

/** Waits `ms`, or less when the signal fires; never throws, so loops simply re-check their signal. */
export async function pause(ms: number, signal: AbortSignal): Promise<void> {
  if (signal.aborted || ms <= 0) return;
  await sleep(ms, undefined, { signal }).catch(() => {});
}

export const randomBetween = (min: number, max: number) => min + Math.round(Math.random() * (max - min));
