import { createHash } from 'node:crypto';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@/core/api/session';
import type { SandboxDatabase } from '@server/sandbox/db/database';
import type { BffWithSandbox } from '../../test-support/bff-with-sandbox';

/** The password bff-with-sandbox gives every role user. */
const ROLE_PASSWORD = 'role-user-password';

/** One request exactly as the fuzzer builds it: raw text or bytes, any content type (or none). */
export type RawRequest = { body?: string | Uint8Array; contentType?: string };
export type RawAnswer = { status: number; contentType: string | null; text: string };
export type RawSender = (method: string, path: string, request: RawRequest) => Promise<RawAnswer>;

/**
 * Signs the admin in once and sends requests with its cookie, the CSRF header and our Origin; the body
 * goes out byte for byte, so invalid JSON and foreign content types reach the BFF as written.
 */
export async function adminSender(world: BffWithSandbox): Promise<RawSender> {
  const { bff } = world;
  const { cookie } = await bff.login('admin', ROLE_PASSWORD);
  return async (method, path, { body, contentType }) => {
    const headers: Record<string, string> = { cookie, [CSRF_HEADER]: CSRF_HEADER_VALUE, origin: bff.origin };
    if (contentType !== undefined) headers['content-type'] = contentType;
    const response = await fetch(`${bff.origin}${path}`, {
      method,
      headers,
      body: typeof body === 'string' || body === undefined ? body : body.slice(),
    });
    return {
      status: response.status,
      contentType: response.headers.get('content-type'),
      text: await response.text(),
    };
  };
}

const SANDBOX_TABLES: Array<keyof SandboxDatabase> = [
  'ivr_trees',
  'ivr_nodes',
  'ivr_keypresses',
  'agents',
  'agent_groups',
  'group_routings',
  'blacklist_numbers',
  'sip_accounts',
  'campaigns',
  'campaign_contacts',
  'sip_phones',
  'greeting_files',
  'calls',
  'chat_conversations',
  'chat_messages',
  'debugger_entries',
];

/** Row count and a hash of the rows in a stable order, so a snapshot compares cheaply and exactly. */
function digest(rows: unknown[]): string {
  const lines = rows.map((row) => JSON.stringify(row)).sort();
  return `${lines.length} rows, ${createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16)}`;
}

/**
 * Everything a mutating route could change: every table of the sandbox, and the app database's users,
 * jobs, greeting copies, saved path tests and audited changes (sessions are left out: each request moves
 * `last_seen_at`).
 */
export async function snapshotState(world: BffWithSandbox): Promise<Record<string, string>> {
  const snapshot: Record<string, string> = {};
  const sandboxDb = world.sandbox.deps.db;
  for (const table of SANDBOX_TABLES) {
    snapshot[`sandbox.${table}`] = digest(await sandboxDb.selectFrom(table).selectAll().execute());
  }
  const appDb = world.bff.appDb.db;
  const appTables = [
    'users',
    'jobs',
    'job_batches',
    'job_items',
    'greeting_copies',
    'ivr_path_tests',
  ] as const;
  for (const table of appTables) {
    snapshot[`app.${table}`] = digest(await appDb.selectFrom(table).selectAll().execute());
  }
  const changes = await appDb
    .selectFrom('audit_log')
    .selectAll()
    .where('action', 'not like', 'session.%')
    .execute();
  snapshot['app.audit_log (changes)'] = digest(changes);
  return snapshot;
}
