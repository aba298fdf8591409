import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-error';
import { parseImportReport } from './import-report-csv';
import { campaignKeys } from './campaign-keys';

/** Where the per-number report is: the page links to it for download and reads it for the final lists. */
export const importReportUrl = (jobId: string) =>
  `/api/campaigns/imports/${encodeURIComponent(jobId)}/report.csv`;

/** The report is CSV, not JSON, so it is read here rather than through the JSON api client. */
export async function getImportReport(jobId: string, signal?: AbortSignal) {
  const response = await fetch(importReportUrl(jobId), {
    credentials: 'same-origin',
    signal: signal ?? null,
  });
  if (!response.ok) {
    throw new ApiError('problem', {
      type: 'about:blank',
      title: response.statusText || `HTTP ${response.status}`,
      status: response.status,
    });
  }
  return parseImportReport(await response.text());
}

export const importReportQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: campaignKeys.imports.report(jobId),
    queryFn: ({ signal }) => getImportReport(jobId, signal),
    staleTime: Infinity,
  });

/** Read once the job is over: before that, rows are still pending. */
export function useImportReport(jobId: string, finished: boolean) {
  return useQuery({ ...importReportQueryOptions(jobId), enabled: finished });
}
