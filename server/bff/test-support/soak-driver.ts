import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@/core/api/session';

export type SoakOptions = {
  origin: string;
  /** Session cookies (`name=value`); users take them in turn, as colleagues each signed in would. */
  cookies: string[];
  users: number;
  durationMs: number;
  /** Share of requests that create something (the rest read lists). */
  writeShare?: number;
  /** What the users read, in turn (default: agents, blacklist, groups, who am I). */
  reads?: readonly string[];
  /** What they create, in turn (default: blacklist entries); each with a unique value of its own. */
  writes?: readonly SoakWrite[];
  /**
   * How long each user pauses after an answer before the next request, drawn evenly from [min, max] ms
   * (default none: a closed loop that measures how much the console can serve, not how it serves people).
   */
  pauseMs?: { min: number; max: number };
};

/** A kind of create: where it goes and its body, made from a value no other create uses. */
export type SoakWrite = { kind: string; path: string; body: (unique: string) => object };

export const BLACKLIST_WRITE: SoakWrite = {
  kind: 'blacklist',
  path: '/api/blacklist',
  body: (number) => ({ number, ivrBlocked: true }),
};

export type SoakResult = {
  requests: number;
  elapsedMs: number;
  /** Latencies in ms per kind of request. */
  latencies: Record<'read' | 'write', number[]>;
  /** Latencies in ms per path read or written, to name the slow ones. */
  byPath: Record<string, number[]>;
  statuses: Record<number, number>;
  /** Answers that never came (connection errors); each also counts as a failure the user saw. */
  networkErrors: number;
  /** Every create the BFF acknowledged with 201: it must be there afterwards. */
  acknowledged: { kind: string; id: string; number: string }[];
};

const READS = ['/api/agents?pageSize=50', '/api/blacklist?pageSize=50', '/api/groups', '/api/auth/me'];

/**
 * `users` concurrent loops, each sending one request after the other (with `pauseMs` between them) for
 * `durationMs`: mostly list reads, and blacklist creates (a write the service persists, each with a number
 * of its own) for `writeShare`.
 */
export async function runSoak(options: SoakOptions): Promise<SoakResult> {
  const writeShare = options.writeShare ?? 0.2;
  const reads = options.reads ?? READS;
  const writeKinds = options.writes ?? [BLACKLIST_WRITE];
  const result: SoakResult = {
    requests: 0,
    elapsedMs: 0,
    latencies: { read: [], write: [] },
    byPath: {},
    statuses: {},
    networkErrors: 0,
    acknowledged: [],
  };
  const started = performance.now();
  const deadline = started + options.durationMs;
  // Numbers of their own per run (the service refuses a number it already lists).
  let sequence = Math.floor(Math.random() * 80_000_000);
  const nextNumber = () => `09${String(10_000_000 + (sequence++ % 90_000_000))}`;

  const user = async (index: number) => {
    const cookie = options.cookies[index % options.cookies.length]!;
    let turn = index;
    while (performance.now() < deadline) {
      turn += 1;
      const writes = (turn * 7919) % 100 < writeShare * 100;
      const number = writes ? nextNumber() : '';
      const write = writeKinds[turn % writeKinds.length]!;
      const path = writes ? write.path : reads[turn % reads.length]!;
      const sentAt = performance.now();
      try {
        const response = await fetch(
          `${options.origin}${path}`,
          writes
            ? {
                method: 'POST',
                headers: {
                  cookie,
                  'content-type': 'application/json',
                  [CSRF_HEADER]: CSRF_HEADER_VALUE,
                  origin: options.origin,
                },
                body: JSON.stringify(write.body(number)),
              }
            : { headers: { cookie } },
        );
        const body = await response.text();
        const latency = performance.now() - sentAt;
        result.latencies[writes ? 'write' : 'read'].push(latency);
        (result.byPath[path] ??= []).push(latency);
        result.statuses[response.status] = (result.statuses[response.status] ?? 0) + 1;
        if (writes && response.status === 201) {
          result.acknowledged.push({ kind: write.kind, id: (JSON.parse(body) as { id: string }).id, number });
        }
      } catch {
        result.networkErrors += 1;
      }
      result.requests += 1;
      if (options.pauseMs) await pause(options.pauseMs, deadline);
    }
  };
  await Promise.all(Array.from({ length: options.users }, (_, index) => user(index)));
  result.elapsedMs = performance.now() - started;
  return result;
}

/** A person's pause between requests, cut short at the soak's end. */
async function pause({ min, max }: { min: number; max: number }, deadline: number) {
  const ms = Math.min(min + Math.random() * (max - min), deadline - performance.now());
  if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
}

export const serverErrors = (result: SoakResult) =>
  Object.entries(result.statuses)
    .filter(([status]) => Number(status) >= 500)
    .reduce((sum, [, count]) => sum + count, 0);

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Every number on the service's blacklist, read page by page through a `page → numbers` reader. */
export async function allNumbers(readPage: (page: number) => Promise<string[]>): Promise<Set<string>> {
  const numbers = new Set<string>();
  for (let page = 1; ; page += 1) {
    const items = await readPage(page);
    for (const number of items) numbers.add(number);
    if (items.length === 0) return numbers;
  }
}
