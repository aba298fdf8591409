import type { PublishProgress } from '@/core/api/ivr-designer-publishes';
import { getPublish } from './get-publish';

const POLL_MS = 500;

/** Asks about a publish until it is no longer running, and answers how it ended. */
export async function waitForPublish(publishId: string): Promise<PublishProgress> {
  for (;;) {
    const progress = await getPublish(publishId);
    if (progress.status !== 'running') return progress;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
