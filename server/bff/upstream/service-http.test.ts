import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addCampaignPhonesResponse, CAMPAIGN_ADD_BY_PHONES_PATH } from '../../service-api/campaign-contacts';
import { createGroupResponse, listGroupsResponse } from '../../service-api/groups';
import { startSandbox, type RunningSandbox } from '../../sandbox/test-support/sandbox-harness';
import { ServiceError, ServiceUnavailableError } from './errors';
import { withDeadline } from './request-deadline';
import { ServiceHttp } from './service-http';
import { ServiceTokenCache } from './token-cache';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());
afterEach(() => sandbox.deps.faults.reset());

function clientFor(options: { now?: () => number } = {}, deadlineMs?: number) {
  const tokens = new ServiceTokenCache({
    apiKeySid: sandbox.config.apiKeySid,
    apiKeySecret: sandbox.config.apiKeySecret,
    cty: 'service-api;v=1',
    ...options,
  });
  const http = new ServiceHttp({
    location: { baseUrl: sandbox.baseUrl, apiUrl: sandbox.apiUrl, authHeader: 'X-SERVICE-AUTH' },
    tokens,
    retry: { maxTries: 3, baseDelayMs: 5, maxDelayMs: 50 },
    timeouts: { connectMs: 2_000, headersMs: 2_000, bodyMs: 2_000 },
    ...(deadlineMs === undefined ? {} : { deadlineMs }),
  });
  return { tokens, http };
}

const listGroups = (http: ServiceHttp) =>
  http.call({
    operation: 'listGroups',
    surface: 'base',
    method: 'GET',
    path: '/v1/group',
    schema: listGroupsResponse,
  });
const createGroup = (http: ServiceHttp, name: string) =>
  http.call({
    operation: 'createGroup',
    surface: 'base',
    method: 'POST',
    path: '/v1/group',
    json: { name },
    schema: createGroupResponse,
  });
const countGroups = async (http: ServiceHttp) => Number((await listGroups(http)).data.totalGroups);

describe('service client', () => {
  it('signs requests and reuses one token across calls', async () => {
    const { http, tokens } = clientFor();
    await createGroup(http, 'A');
    await listGroups(http);
    await listGroups(http);
    expect(tokens.mints).toBe(1);
  });

  it('re-mints once and retries when the service answers 401', async () => {
    // The first token is minted two hours in the past, so the service refuses it as expired.
    const minted: { by?: ServiceTokenCache } = {};
    const { http, tokens } = clientFor({
      now: () => (minted.by?.mints === 0 ? Date.now() - 7_200_000 : Date.now()),
    });
    minted.by = tokens;
    const answer = await listGroups(http);
    expect(answer.r).toBe(0);
    expect(tokens.mints).toBe(2);
  });

  it('turns a non-zero r into a ServiceError carrying r and the message', async () => {
    const { http } = clientFor();
    const refusal = await createGroup(http, '').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ServiceError);
    expect(refusal).toMatchObject({ r: 1, operation: 'createGroup' });
    expect((refusal as Error).message).toMatch(/name/);
  });

  it('retries a GET through 503s and a dropped connection', async () => {
    const { http } = clientFor();
    sandbox.deps.faults.set({ ...sandbox.deps.faults.current, forcedStatus: 503, remaining: 2 });
    expect((await listGroups(http)).r).toBe(0);
    sandbox.deps.faults.set({ ...sandbox.deps.faults.current, dropRate: 1, remaining: 1 });
    expect((await listGroups(http)).r).toBe(0);
  });

  it('gives up on a GET after three failing tries', async () => {
    const { http } = clientFor();
    sandbox.deps.faults.set({ ...sandbox.deps.faults.current, forcedStatus: 500, remaining: 3 });
    await expect(listGroups(http)).rejects.toBeInstanceOf(ServiceUnavailableError);
  });

  it('gives a hanging GET up at its deadline, retries included, not after every try has timed out', async () => {
    const { http } = clientFor({}, 2_500);
    // Each try waits 2 s for headers: three would take 6 s; the deadline cuts the second try short.
    sandbox.deps.faults.set({ ...sandbox.deps.faults.current, latencyMs: 10_000, remaining: 3 });
    const started = Date.now();
    await expect(listGroups(http)).rejects.toBeInstanceOf(ServiceUnavailableError);
    const tookMs = Date.now() - started;
    expect(tookMs).toBeGreaterThanOrEqual(2_400);
    expect(tookMs).toBeLessThan(4_500);
  });

  it('shares one deadline between the calls of one request: a second call gets what the first left', async () => {
    const { http } = clientFor();
    // Each answer takes 1.5 s (within the 2 s headers timeout): one call alone fits in 2.9 s (the rest is room
    // for a busy machine), two never do.
    sandbox.deps.faults.set({ ...sandbox.deps.faults.current, latencyMs: 1_500, remaining: 2 });
    const started = Date.now();
    const outcome = await withDeadline(2_900, async () => {
      await listGroups(http);
      return listGroups(http).catch((error: unknown) => error);
    });
    expect(outcome).toBeInstanceOf(ServiceUnavailableError);
    expect(Date.now() - started).toBeLessThan(4_400);
  });

  it('never retries a POST blindly after a 503, and writes nothing twice', async () => {
    const { http } = clientFor();
    const before = await countGroups(http);
    sandbox.deps.faults.set({
      ...sandbox.deps.faults.current,
      forcedStatus: 503,
      methods: ['POST'],
      remaining: 1,
    });
    await expect(createGroup(http, 'once')).rejects.toBeInstanceOf(ServiceUnavailableError);
    expect(await countGroups(http)).toBe(before);
  });

  it('retries a POST refused with 429, honouring Retry-After', async () => {
    const { http } = clientFor();
    const before = await countGroups(http);
    sandbox.deps.faults.set({
      ...sandbox.deps.faults.current,
      forcedStatus: 429,
      retryAfterSeconds: 0,
      methods: ['POST'],
      remaining: 1,
    });
    expect((await createGroup(http, 'after 429')).r).toBe(0);
    expect(await countGroups(http)).toBe(before + 1);
  });

  it('answers with the body for a non-zero r the request accepts, and refuses it otherwise', async () => {
    const { http } = clientFor();
    const addPhones = (acceptedResults?: number[]) =>
      http.call({
        operation: 'addCampaignPhones',
        surface: 'base',
        method: 'POST',
        path: CAMPAIGN_ADD_BY_PHONES_PATH,
        json: { campaign_id: 'CMP_TET_2027', phones: ['0981 234 567'] },
        schema: addCampaignPhonesResponse,
        acceptedResults,
      });
    await addPhones();
    await expect(addPhones()).rejects.toMatchObject({ name: 'ServiceError', r: 7 });
    const accepted = await addPhones([7]);
    expect(accepted).toMatchObject({ r: 7, data: { added: 0, skipped: 1, skipped_phones: ['84981234567'] } });
  });
});
