import { describe, expect, it, vi } from 'vitest';
import { EARLY_ANSWER_TTL_MS, keepEarlyAnswer, takeEarlyAnswer } from './early-answers';
import { runSignOutHooks } from './sign-out-hooks';

const answer = (body: string) => Promise.resolve(new Response(body));
let address = 0;
/** A fresh address per test: the answers are the module's, shared across tests. */
const nextUrl = () => `/api/things?test=${++address}`;

describe('an answer a route asked for early', () => {
  it('is handed to the first request for its address only', async () => {
    const url = nextUrl();
    void keepEarlyAnswer(url, () => answer('first'));
    const taken = takeEarlyAnswer(url);
    expect(await (await taken!).text()).toBe('first');
    expect(takeEarlyAnswer(url)).toBeNull();
    expect(takeEarlyAnswer(nextUrl())).toBeNull();
  });

  it('is asked for once while one is on its way, and each keeper is given that one', async () => {
    const url = nextUrl();
    const start = vi.fn(() => answer('x'));
    const first = keepEarlyAnswer(url, start);
    const second = keepEarlyAnswer(url, start);
    expect(start).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
    expect(await (await first).text()).toBe('x');
  });

  it('is not handed out once it is older than its time, and the address may be asked for anew', async () => {
    const url = nextUrl();
    const at = 1_000_000;
    void keepEarlyAnswer(url, () => answer('old'), at);
    expect(takeEarlyAnswer(url, at + EARLY_ANSWER_TTL_MS + 1)).toBeNull();

    void keepEarlyAnswer(url, () => answer('stale'), at);
    void keepEarlyAnswer(url, () => answer('new'), at + EARLY_ANSWER_TTL_MS + 1);
    const taken = takeEarlyAnswer(url, at + EARLY_ANSWER_TTL_MS + 2);
    expect(await (await taken!).text()).toBe('new');
  });

  it('is forgotten when the session ends, so the next person in the tab never gets it', () => {
    const url = nextUrl();
    void keepEarlyAnswer(url, () => answer('private'));
    runSignOutHooks();
    expect(takeEarlyAnswer(url)).toBeNull();
  });

  it('that failed fails its taker, and left untaken it raises nothing', async () => {
    const failing = nextUrl();
    void keepEarlyAnswer(failing, () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(takeEarlyAnswer(failing)!).rejects.toThrow('Failed to fetch');
    // Untaken: vitest fails the run on an unhandled rejection.
    void keepEarlyAnswer(nextUrl(), () => Promise.reject(new TypeError('Failed to fetch')));
    await new Promise((resolve) => setTimeout(resolve, 10));
  });

  it('answered with an error is not kept: the next request for its address asks again', async () => {
    // Asked before the session's check, a visitor not signed in yet is answered 401: once signed in, the
    // page must not be handed that.
    const url = nextUrl();
    const unauthorized = keepEarlyAnswer(url, () => Promise.resolve(new Response('', { status: 401 })));
    expect((await unauthorized).status).toBe(401);
    expect(takeEarlyAnswer(url)).toBeNull();

    const offline = nextUrl();
    await keepEarlyAnswer(offline, () => Promise.reject(new TypeError('Failed to fetch'))).catch(
      () => undefined,
    );
    expect(takeEarlyAnswer(offline)).toBeNull();
  });

  it("answered with an error after its taker took it is still the taker's to report", async () => {
    const url = nextUrl();
    let answer401: (response: Response) => void = () => undefined;
    void keepEarlyAnswer(url, () => new Promise<Response>((resolve) => (answer401 = resolve)));
    const taken = takeEarlyAnswer(url);
    answer401(new Response('', { status: 401 }));
    expect((await taken!).status).toBe(401);
  });
});
