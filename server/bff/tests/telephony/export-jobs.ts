import { expect } from 'vitest';
import { callLogExportSchema, type CallLogExport } from '@/core/api/call-log-exports';
import type { Role } from '@/core/roles';
import type { BffWithSandbox } from '../../test-support/bff-with-sandbox';

/** Starts an export of `filters` as a user of `role`; the answer must be 202. */
export async function startExport(
  world: BffWithSandbox,
  role: Role,
  filters: Record<string, string | number>,
): Promise<CallLogExport> {
  const answer = await world.as(role, 'POST', '/api/call-log-exports', { body: filters });
  expect(answer.status, answer.text).toBe(202);
  return callLogExportSchema.parse(answer.json());
}

/** Reads the export's progress until it has ended, keeping every answer (status and body). */
export async function followExport(
  world: BffWithSandbox,
  role: Role,
  exportId: string,
  options: { everyMs?: number; timeoutMs?: number } = {},
): Promise<{ seen: CallLogExport[]; statuses: number[] }> {
  const seen: CallLogExport[] = [];
  const statuses: number[] = [];
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    const answer = await world.as(role, 'GET', `/api/call-log-exports/${exportId}`);
    statuses.push(answer.status);
    if (answer.status === 200) {
      const progress = callLogExportSchema.parse(answer.json());
      seen.push(progress);
      if (['done', 'failed', 'cancelled'].includes(progress.status)) return { seen, statuses };
    }
    if (Date.now() > deadline) throw new Error(`export ${exportId} did not end in time`);
    await new Promise((resolve) => setTimeout(resolve, options.everyMs ?? 250));
  }
}

/** A GET answering bytes (the harness reads text, which drops a BOM), in the session of `role`'s user. */
export async function getBytes(world: BffWithSandbox, role: Role, path: string) {
  const { cookie } = await world.signIn(role);
  const response = await fetch(`${world.bff.origin}${path}`, { headers: { cookie } });
  return {
    status: response.status,
    headers: response.headers,
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

/** The finished file: its bytes start with the BOM; rows are split, the header row first. */
export async function downloadExport(world: BffWithSandbox, role: Role, exportId: string) {
  const answer = await getBytes(world, role, `/api/call-log-exports/${exportId}/file.csv`);
  const bom = [...answer.bytes.slice(0, 3)];
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(answer.bytes);
  const [header, ...rows] = text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  return { answer, bom, header: header ?? '', rows: rows.map((row) => row.split(',')) };
}
