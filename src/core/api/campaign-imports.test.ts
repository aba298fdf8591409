import { describe, expect, it } from 'vitest';
import { canResumeImport } from './campaign-imports';

describe('canResumeImport', () => {
  it.each([
    [{ status: 'paused' }, true],
    [{ status: 'failed' }, true],
    [{ status: 'failed', errorCode: 'service_unavailable' }, true],
    [{ status: 'failed', errorCode: 'campaign_not_found' }, false],
    [{ status: 'running' }, false],
    [{ status: 'done' }, false],
  ] as const)('%j: %s', (job, resumable) => {
    expect(canResumeImport(job)).toBe(resumable);
  });
});
