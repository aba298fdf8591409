import { expect } from 'vitest';
import type { Role } from '@/core/roles';
import { startBffBehindDelayingProxy } from '../../test-support/bff-behind-delaying-proxy';
import type { Answer } from '../../test-support/bff-harness';
import type { BffWithSandbox } from '../../test-support/bff-with-sandbox';
import type { DelayingProxy, ProxyBehaviour } from '../../test-support/delaying-proxy';
import { rawRequest } from '../telephony/telephony-world';

/** Each BFF request's service calls get 1 s in all; the proxy holds answers back longer than that. */
export const DEADLINE_MS = 1_000;
export const LATE_MS = 2_500;

/** A BFF behind a delaying proxy in front of a real sandbox, and what the tests ask of them. */
export type ReconciliationWorld = {
  world: BffWithSandbox;
  proxy: DelayingProxy;
  close: () => Promise<void>;
};

export const startReconciliationWorld = async (): Promise<ReconciliationWorld> =>
  startBffBehindDelayingProxy(DEADLINE_MS);

let counter = 0;
/** A name no other test run or case uses. */
export const unique = (label: string) =>
  `${label}-${Date.now().toString(36)}-${(counter += 1)}${Math.random().toString(36).slice(2, 5)}`;

/** A request to the BFF: JSON, or raw audio. */
export type Send = { method?: string; path: string; body?: unknown; audio?: Uint8Array };

export function send(world: BffWithSandbox, role: Role, request: Send): Promise<Answer> {
  const method = request.method ?? 'POST';
  if (request.audio) return rawRequest(world, role, method, request.path, request.audio, 'audio/wav');
  return world.as(role, method, request.path, request.body === undefined ? {} : { body: request.body });
}

/** Treats the service calls of one method to paths starting with `prefix` this way; the rest pass. */
export const only =
  (method: string, prefix: string, behaviour: ProxyBehaviour, others: ProxyBehaviour = 'pass') =>
  (seenMethod: string, path: string): ProxyBehaviour =>
    seenMethod === method && path.startsWith(prefix) ? behaviour : others;

/** What the sandbox answers a list with, read past the proxy and the BFF. */
export async function serviceList(
  world: BffWithSandbox,
  surface: 'base' | 'api',
  path: string,
): Promise<Record<string, unknown>> {
  const answer = await world.sandbox.call(surface, 'GET', path);
  expect(answer.status).toBe(200);
  return answer.body;
}

/** The results audited for one action after the first `skip` entries of it, oldest first. */
export async function auditResults(world: BffWithSandbox, action: string, skip = 0): Promise<string[]> {
  const rows = await world.bff.appDb.db
    .selectFrom('audit_log')
    .select('result')
    .where('action', '=', action)
    .orderBy('at')
    .orderBy('id')
    .execute();
  return rows.slice(skip).map((row) => row.result ?? '');
}

export const auditCount = async (world: BffWithSandbox, action: string) =>
  (await auditResults(world, action)).length;
