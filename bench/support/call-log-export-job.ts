import { callLogExportSchema, type CallLogExport } from '../../src/core/api/call-log-exports';

export type ExportFigures = {
  rows: number;
  ms: number;
  /** Rows done as the job reported them, with the time since the start (ms). */
  samples: Array<{ atMs: number; rows: number }>;
  plan: CallLogExport;
};

const headersOf = (origin: string, cookie: string) => ({
  cookie,
  origin,
  'x-csrf': '1',
  'content-type': 'application/json',
});

/** Starts an export of `filters` as the signed-in user of `cookie`; returns its id. */
export async function startExportJob(
  origin: string,
  cookie: string,
  filters: Record<string, string | number>,
): Promise<string> {
  const started = await fetch(`${origin}/api/call-log-exports`, {
    method: 'POST',
    headers: headersOf(origin, cookie),
    body: JSON.stringify(filters),
  });
  if (started.status !== 202) throw new Error(`export start: HTTP ${started.status} ${await started.text()}`);
  return callLogExportSchema.parse(await started.json()).exportId;
}

export async function cancelExportJob(origin: string, cookie: string, id: string): Promise<void> {
  await fetch(`${origin}/api/call-log-exports/${id}/cancel`, {
    method: 'POST',
    headers: headersOf(origin, cookie),
  });
}

/** Follows the job once a second until done, then reads its file and counts the rows. */
export async function runExportJob(
  origin: string,
  cookie: string,
  filters: Record<string, string | number>,
): Promise<ExportFigures> {
  const began = performance.now();
  const id = await startExportJob(origin, cookie, filters);
  const samples: ExportFigures['samples'] = [];
  let last: CallLogExport;
  for (;;) {
    const answer = await fetch(`${origin}/api/call-log-exports/${id}`, { headers: { cookie } });
    if (!answer.ok) throw new Error(`export progress: HTTP ${answer.status}`);
    last = callLogExportSchema.parse(await answer.json());
    samples.push({ atMs: performance.now() - began, rows: last.rows.done });
    if (last.status === 'done') break;
    if (last.status !== 'queued' && last.status !== 'running')
      throw new Error(`export ended ${last.status}: ${last.error ?? ''}`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  const file = await fetch(`${origin}/api/call-log-exports/${id}/file.csv`, { headers: { cookie } });
  if (!file.ok || !file.body) throw new Error(`export file: HTTP ${file.status}`);
  let lines = 0;
  for await (const chunk of file.body) for (const byte of chunk as Uint8Array) if (byte === 10) lines += 1;
  return { rows: lines - 1, ms: performance.now() - began, samples, plan: last };
}
