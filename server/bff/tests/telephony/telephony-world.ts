import { expect } from 'vitest';
import { toneWav } from '@server/audio/tone-wav';
import { CSRF_HEADER } from '@/core/api/session';
import type { Role } from '@/core/roles';
import type { Answer } from '../../test-support/bff-harness';
import type { BffWithSandbox } from '../../test-support/bff-with-sandbox';
import { currentDeadline } from '../../upstream/request-deadline';

/**
 * Records the operation name of every request the BFF sends to the service while serving a request, so a
 * test can say that a refused request sent nothing. Calls made outside any request (the live board's
 * poller reading the call log in the background) are left out. It wraps the real client; the requests
 * still go to the real sandbox.
 */
export function recordServiceCalls(world: BffWithSandbox): { operations: string[]; clear: () => void } {
  const http = world.bff.app.services.service.http;
  const operations: string[] = [];
  const send = http.call.bind(http);
  http.call = (request) => {
    if (currentDeadline()) operations.push(request.operation);
    return send(request);
  };
  return { operations, clear: () => operations.splice(0) };
}

const RAW_PASSWORD = 'raw-upload-password';
const rawSessions = new WeakMap<BffWithSandbox, Map<Role, Promise<{ cookie: string; csrf: string }>>>();

/** A session of a user of that role made for raw requests (signing in costs a password hash: once). */
function rawSession(world: BffWithSandbox, role: Role) {
  const sessions = rawSessions.get(world) ?? new Map<Role, Promise<{ cookie: string; csrf: string }>>();
  rawSessions.set(world, sessions);
  const known = sessions.get(role);
  if (known) return known;
  const signingIn = (async () => {
    const username = `raw-${role}`;
    const { users } = world.bff.app.services;
    await users.create({ username, displayName: username, role, password: RAW_PASSWORD });
    return world.bff.login(username, RAW_PASSWORD);
  })();
  sessions.set(role, signingIn);
  return signingIn;
}

/** A GET answering bytes (the harness reads text), as a user of that role. */
export async function rawGet(world: BffWithSandbox, role: Role, path: string) {
  const { cookie } = await rawSession(world, role);
  const response = await fetch(`${world.bff.origin}${path}`, { headers: { cookie } });
  return {
    status: response.status,
    headers: response.headers,
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

/**
 * A request with a binary body (the harness sends JSON or text), as a user of that role made for it,
 * signed in with the harness's login so cookie, CSRF header and Origin are what the BFF expects.
 */
export async function rawRequest(
  world: BffWithSandbox,
  role: Role,
  method: string,
  path: string,
  body: Uint8Array,
  contentType: string,
): Promise<Answer> {
  const { bff } = world;
  const signedIn = await rawSession(world, role);
  const response = await fetch(`${bff.origin}${path}`, {
    method,
    headers: {
      cookie: signedIn.cookie,
      [CSRF_HEADER]: signedIn.csrf,
      origin: bff.origin,
      'content-type': contentType,
    },
    body: body.slice(),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    text,
    json: () => JSON.parse(text) as unknown,
  };
}

/** The latest audit entries of changes (sign-ins left out), newest first. */
export async function auditActions(world: BffWithSandbox, limit = 20) {
  const entries = await world.bff.app.services.audit.recent(limit + 50);
  const changes = entries.filter((entry) => !/^(session|auth)\./.test(entry.action)).slice(0, limit);
  return changes.map((entry) => ({
    action: entry.action,
    target: entry.target,
    username: entry.username,
    detail: entry.detail ? (JSON.parse(entry.detail) as Record<string, unknown>) : null,
  }));
}

/** A short WAV greeting uploaded as a lead: its id and the file name the service gave it. */
export async function uploadGreeting(world: BffWithSandbox): Promise<{ id: string; filename: string }> {
  const answer = await rawRequest(
    world,
    'lead',
    'POST',
    '/api/greetings',
    toneWav({ seconds: 0.2, frequencies: [440] }),
    'audio/wav',
  );
  expect(answer.status, answer.text).toBe(201);
  return answer.json() as { id: string; filename: string };
}
