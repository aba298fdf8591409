import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { EXPORT_ROWS_HEADER } from '../../../core/api/call-log-summary';
import { ApiError } from '../../../lib/api-error';
import type { CallLogFilterValues } from '../call-log-search';

export type ExportProgress = { rows: number; of: number | null };

/**
 * Reads the BFF's CSV stream, counting rows as they arrive (the expected count comes in a header), then
 * hands the file to the browser. Plain fetch: the answer is a stream, not JSON for the API client.
 */
export async function exportCallLog(
  filters: CallLogFilterValues,
  onProgress: (progress: ExportProgress) => void,
): Promise<number> {
  const query = new URLSearchParams(Object.entries(filters).map(([key, value]) => [key, String(value)]));
  const response = await fetch(`/api/calls/export.csv?${query.toString()}`, { credentials: 'same-origin' });
  if (!response.ok || !response.body) {
    throw new ApiError('problem', {
      type: 'about:blank',
      title: response.statusText,
      status: response.status,
    });
  }
  const of = Number(response.headers.get(EXPORT_ROWS_HEADER) ?? NaN);
  const chunks: Uint8Array[] = [];
  let lines = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    for (const byte of value) if (byte === 10) lines += 1;
    onProgress({ rows: Math.max(0, lines - 1), of: Number.isFinite(of) ? of : null });
  }
  saveFile(new Blob(chunks as BlobPart[], { type: 'text/csv' }), 'call-log.csv');
  return Math.max(0, lines - 1);
}

function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useExportCallLog() {
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const mutation = useMutation({
    mutationFn: (filters: CallLogFilterValues) => {
      setProgress({ rows: 0, of: null });
      return exportCallLog(filters, setProgress);
    },
  });
  return { ...mutation, progress };
}
