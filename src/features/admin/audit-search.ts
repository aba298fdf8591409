import { z } from 'zod/mini';
import { droppedWhenMalformed, searchInteger, searchText } from '@/lib/url-search';
import type { AuditRequest } from '@/api/admin/audit-request';
import { auditResultSchema } from '../../core/api/audit-result';

/**
 * The audit log's filters as they stand in the address bar, so a filtered view can be shared and
 * survives a reload. A malformed value is dropped rather than breaking the page.
 */
export const auditSearchSchema = z.object({
  page: searchInteger(1),
  username: searchText(64),
  action: searchText(64),
  /** Part of the target's id or name. */
  target: searchText(200),
  result: droppedWhenMalformed(auditResultSchema),
  /** First and last instant shown, inclusive (epoch ms), picked with the time of day in the browser's zone. */
  from: searchInteger(0),
  to: searchInteger(0),
});
export type AuditSearch = z.infer<typeof auditSearchSchema>;

export const AUDIT_PAGE_SIZE = 25;

/** The API query for the filters; its `to` is exclusive, the picked one inclusive. */
export function toAuditQuery(search: AuditSearch): AuditRequest {
  return {
    page: search.page ?? 1,
    pageSize: AUDIT_PAGE_SIZE,
    username: search.username || undefined,
    action: search.action || undefined,
    target: search.target || undefined,
    result: search.result,
    from: search.from === undefined ? undefined : new Date(search.from).toISOString(),
    to: search.to === undefined ? undefined : new Date(search.to + 1).toISOString(),
  };
}

/** The address of the CSV of every entry the filters keep (no paging), for a download link. */
export function auditExportHref(search: AuditSearch): string {
  const { page: _page, pageSize: _pageSize, ...filters } = toAuditQuery(search);
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  const text = params.toString();
  return `/api/admin/audit/export.csv${text ? `?${text}` : ''}`;
}
