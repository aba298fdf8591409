import { useNavigate, useSearch } from '@tanstack/react-router';
import { callLogSearchSchema, type CallLogSearch } from '../call-log-search';

/** The call log's filters and sort, read from and written to the address bar. */
export function useCallLogSearch(): [CallLogSearch, (next: CallLogSearch) => void] {
  const search = callLogSearchSchema.parse(useSearch({ strict: false }));
  const navigate = useNavigate();
  const setSearch = (next: CallLogSearch) => void navigate({ to: '/call-log', search: next });
  return [search, setSearch];
}
