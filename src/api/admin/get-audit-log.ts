import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { auditPageSchema } from '../../core/api/users';
import type { AuditRequest } from './audit-request';
import { apiClient } from '../../lib/api-client';
import { adminKeys } from './admin-keys';

export function getAuditLog(query: AuditRequest, signal?: AbortSignal) {
  return apiClient.get('/admin/audit', auditPageSchema, { query, signal });
}

export const auditLogQueryOptions = (query: AuditRequest) =>
  queryOptions({
    queryKey: adminKeys.audit.list(query),
    queryFn: ({ signal }) => getAuditLog(query, signal),
    // Paging keeps the previous page on screen until the next arrives.
    placeholderData: keepPreviousData,
  });

export function useAuditLog(query: AuditRequest) {
  return useQuery(auditLogQueryOptions(query));
}
