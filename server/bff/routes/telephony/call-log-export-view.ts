import type { CallLogExport } from '@/core/api/call-log-exports';
import type { ExportRow } from '../../jobs/call-log-exports';

/** The filters as stored; a row that cannot be read shows none rather than failing the answer. */
function filtersOf(text: string): CallLogExport['filters'] {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, string | number] =>
          typeof entry[1] === 'string' || typeof entry[1] === 'number',
      ),
    );
  } catch {
    return {};
  }
}

/** An export as the API answers it; a paused job (exports are never paused) reads as queued. */
export function toCallLogExport(row: ExportRow): CallLogExport {
  const status = row.status === 'paused' ? 'queued' : row.status;
  const done = status === 'done';
  return {
    exportId: row.id,
    status,
    filters: filtersOf(row.filters),
    rows: { done: row.sent, expected: done ? row.sent : row.expected_rows },
    found: row.found,
    capped: row.found !== null && row.expected_rows !== null && row.found > row.expected_rows,
    createdAt: row.created_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    expectedEndAt: status === 'running' || status === 'queued' ? row.expected_end_at : null,
    ...(row.error ? { error: row.error } : {}),
  };
}
