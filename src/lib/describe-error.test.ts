import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { OUTCOME_UNKNOWN_PROBLEM } from '../core/api/outcome-unknown';
import { SERVICE_RATE_LIMIT_PROBLEM } from '../core/api/service-rate-limit';
import en from '../locales/en/common.json';
import vi from '../locales/vi/common.json';
import { ApiError } from './api-error';
import { describeError } from './describe-error';

const problem = (status: number, type: string, retryAfterSeconds?: number) =>
  new ApiError('problem', { type, title: 'x', status }, { retryAfterSeconds });

async function tIn(language: 'en' | 'vi') {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: language, resources: { en: { common: en }, vi: { common: vi } }, ns: ['common'] });
  return i18n.getFixedT(language, 'common');
}

describe('describeError', () => {
  it('says a change of unknown outcome may or may not have been made, never to simply try again', async () => {
    const error = problem(504, OUTCOME_UNKNOWN_PROBLEM);
    expect(describeError(error, await tIn('en'))).toMatch(/may or may not have been made.*Check the list/);
    expect(describeError(error, await tIn('vi'))).toMatch(/có thể nó đã hoặc chưa được thực hiện/);
  });

  it('says the console is waiting for the rate limit, with how long', async () => {
    const error = problem(429, SERVICE_RATE_LIMIT_PROBLEM, 7);
    expect(describeError(error, await tIn('en'))).toMatch(/rate limit.*7 s/);
    expect(describeError(error, await tIn('vi'))).toMatch(/7 giây/);
  });
});

describe("describeError and the service's times", () => {
  it("rewrites a refusal's Vietnam time into the browser's zone", async () => {
    const zoneBefore = process.env.TZ;
    process.env.TZ = 'UTC';
    try {
      const error = new ApiError('problem', {
        type: 'about:blank',
        title: 'Conflict',
        status: 409,
        detail: 'Call 7 is not running (it ended at 2026/11/26, 14:05:09)',
      });
      expect(describeError(error, await tIn('en'), 'en')).toBe(
        'Call 7 is not running (it ended at 26 Nov 2026, 07:05:09)',
      );
    } finally {
      process.env.TZ = zoneBefore;
    }
  });
});
