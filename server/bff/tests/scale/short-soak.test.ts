import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBffWithSandbox, type BffWithSandbox } from '../../test-support/bff-with-sandbox';
import { allNumbers, runSoak, serverErrors } from '../../test-support/soak-driver';

/** `npm run bench:soak` runs 200 users for two minutes; the suite runs a short version of the same soak. */
const USERS = 40;
const DURATION_MS = 8000;
const PASSWORD = 'soak-user-password';

let world: BffWithSandbox;
beforeAll(async () => {
  world = await startBffWithSandbox({ seed: true });
  await world.bff.app.services.users.create({
    username: 'soak-lead',
    displayName: 'Soak lead',
    role: 'lead',
    password: PASSWORD,
  });
});
afterAll(async () => world.close());

describe('a short soak of concurrent reads and writes', () => {
  it('answers no 5xx and loses no acknowledged write', { timeout: 60_000 }, async () => {
    const cookies = await Promise.all(
      [1, 2, 3].map(async () => (await world.bff.login('soak-lead', PASSWORD)).cookie),
    );
    const result = await runSoak({
      origin: world.bff.origin,
      cookies,
      users: USERS,
      durationMs: DURATION_MS,
    });

    expect(result.requests).toBeGreaterThan(USERS);
    expect(result.networkErrors).toBe(0);
    expect(serverErrors(result)).toBe(0);
    expect(Object.keys(result.statuses).sort()).toEqual(['200', '201']);
    expect(result.acknowledged.length).toBeGreaterThan(0);

    const listed = await allNumbers(async (page) => {
      const answer = await world.as('lead', 'GET', `/api/blacklist?page=${page}&pageSize=100`);
      return (answer.json() as { items: { id: string }[] }).items.map((item) => item.id);
    });
    // By id: the number is stored normalized, not as it was typed.
    expect(result.acknowledged.filter((write) => !listed.has(write.id))).toEqual([]);
  });
});
