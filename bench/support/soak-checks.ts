import { randomBytes } from 'node:crypto';
import { BENCH_PASSWORD } from './processes';

type Acknowledged = { kind: string; id: string; number: string };
type Listed = { id: string; name?: string };

const LIST_PATHS: Record<string, string> = {
  blacklist: '/api/blacklist',
  groups: '/api/groups',
  'ivr-trees': '/api/ivr/trees',
};

/**
 * Every acknowledged create looked for in the service's lists, read again from the service first (the
 * read model's refresh), by id; and the creates named `Soak …` counted by name, so that a retried create
 * that made a second object shows as duplicated. The blacklist refuses a number it already has.
 */
export async function countWrites(origin: string, cookie: string, acknowledged: readonly Acknowledged[]) {
  const kinds = [...new Set(acknowledged.map((write) => write.kind))];
  const refreshed = await fetch(`${origin}/api/read-model/refresh`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', 'x-csrf': '1', origin },
    body: JSON.stringify({ lists: kinds }),
  });
  if (refreshed.status !== 200) throw new Error(`refresh answered ${refreshed.status}`);
  let missing = 0;
  let duplicated = 0;
  const lines: string[] = [];
  for (const kind of kinds) {
    const listed = await everyRow(origin, cookie, LIST_PATHS[kind]!);
    const ids = new Set(listed.map((item) => item.id));
    const mine = acknowledged.filter((write) => write.kind === kind);
    const lost = mine.filter((write) => !ids.has(write.id)).length;
    const names = new Map<string, number>();
    for (const item of listed)
      if (item.name?.startsWith('Soak ')) names.set(item.name, (names.get(item.name) ?? 0) + 1);
    const twice = [...names.values()].filter((count) => count > 1).length;
    missing += lost;
    duplicated += twice;
    lines.push(`  ${kind}: ${mine.length} acknowledged, ${lost} missing, ${twice} made twice`);
  }
  return { missing, duplicated, lines };
}

async function everyRow(origin: string, cookie: string, path: string): Promise<Listed[]> {
  const rows: Listed[] = [];
  for (let page = 1; ; page += 1) {
    const response = await fetch(`${origin}${path}?page=${page}&pageSize=100`, { headers: { cookie } });
    const { items } = (await response.json()) as { items: Listed[] };
    rows.push(...items);
    if (items.length < 100) return rows;
  }
}

async function signInOnce(origin: string, username: string, password: string, address: string) {
  const started = performance.now();
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf': '1', origin, 'x-forwarded-for': address },
    body: JSON.stringify({ username, password }),
  });
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

/**
 * Beside the soak: four loops spraying sign-ins with random usernames from one address, and a person
 * signing in from another every two seconds (the BFF trusts one proxy hop, so each has its address).
 */
export function sprayAndSignIn(origin: string, person: string) {
  let stopped = false;
  const attackStatuses: Record<number, number> = {};
  let attempts = 0;
  const sprayers = Array.from({ length: 4 }, async () => {
    while (!stopped) {
      const user = `spray-${randomBytes(6).toString('hex')}`;
      const password = randomBytes(9).toString('base64');
      const status = await signInOnce(origin, user, password, '203.0.113.9').then(
        (answer) => answer.status,
        () => 0, // no answer at all
      );
      attackStatuses[status] = (attackStatuses[status] ?? 0) + 1;
      attempts += 1;
    }
  });
  const times: number[] = [];
  let personFailed = 0;
  const arrivals = (async () => {
    while (!stopped) {
      const { ms, status } = await signInOnce(origin, person, BENCH_PASSWORD, '10.20.30.40').catch(() => ({
        ms: 0,
        status: 0,
      }));
      if (status === 200) times.push(ms);
      else personFailed += 1;
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await Promise.all([...sprayers, arrivals]);
      return { attempts, attackStatuses, person: times, personFailed };
    },
  };
}
