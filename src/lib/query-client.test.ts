import { describe, expect, it } from 'vitest';
import { OUTCOME_UNKNOWN_PROBLEM } from '../core/api/outcome-unknown';
import { SERVICE_RATE_LIMIT_PROBLEM } from '../core/api/service-rate-limit';
import { ApiError } from './api-error';
import { createQueryClient, retryDelayMs } from './query-client';

const problem = (status: number, type: string, retryAfterSeconds?: number) =>
  new ApiError('problem', { type, title: 'x', status }, { retryAfterSeconds });

const client = createQueryClient({ onUnauthorized: () => {} });
const { queries, mutations } = client.getDefaultOptions();
const retries = (options: typeof queries | typeof mutations, failures: number, error: unknown) =>
  (options?.retry as (failures: number, error: unknown) => boolean)(failures, error);

describe('the query client', () => {
  it('asks again for a read held up by the rate limit, after its Retry-After, for as long as it takes', () => {
    const limited = problem(429, SERVICE_RATE_LIMIT_PROBLEM, 3);
    expect(retries(queries, 10, limited)).toBe(true);
    expect(retryDelayMs(1, limited)).toBe(3_000);
  });

  it('sends again a change held up by the rate limit (it was not made), a few times', () => {
    const limited = problem(429, SERVICE_RATE_LIMIT_PROBLEM, 1);
    expect(retries(mutations, 1, limited)).toBe(true);
    expect(retries(mutations, 5, limited)).toBe(false);
  });

  it('never sends again a change whose outcome is unknown, nor any other failed change', () => {
    expect(retries(mutations, 0, problem(504, OUTCOME_UNKNOWN_PROBLEM))).toBe(false);
    expect(retries(mutations, 0, problem(503, 'about:blank'))).toBe(false);
  });

  it('does not retry a 4xx read other than the rate limit', () => {
    expect(retries(queries, 0, problem(404, 'about:blank'))).toBe(false);
    expect(retries(queries, 0, problem(503, 'about:blank'))).toBe(true);
  });
});
