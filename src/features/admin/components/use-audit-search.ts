import { useNavigate, useSearch } from '@tanstack/react-router';
import { auditSearchSchema, type AuditSearch } from '../audit-search';

/** The audit log's filters, read from and written to the address bar. */
export function useAuditSearch(): [AuditSearch, (next: AuditSearch) => void] {
  const raw = useSearch({ strict: false });
  const search = auditSearchSchema.parse(raw);
  const navigate = useNavigate();
  const setSearch = (next: AuditSearch) => void navigate({ to: '/audit-log', search: next });
  return [search, setSearch];
}
