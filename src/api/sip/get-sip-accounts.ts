import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { copiedPageSchema, type ListQuery } from '../../core/api/read-model';
import { sipAccountListItemSchema, type SipAccountListQuery } from '../../core/api/sip-accounts';
import { apiClient } from '../../lib/api-client';
import { sipKeys } from './sip-keys';

const sipAccountPageSchema = copiedPageSchema(sipAccountListItemSchema);

/** The table's query: the service's exact filters, plus search and sort over every row. */
export type SipAccountsQuery = SipAccountListQuery & Omit<ListQuery, 'page' | 'pageSize'>;

export function getSipAccounts(query: SipAccountsQuery, signal?: AbortSignal) {
  return apiClient.get('/sip-accounts', sipAccountPageSchema, { query, signal });
}

export const sipAccountsQueryOptions = (query: SipAccountsQuery) =>
  queryOptions({
    queryKey: sipKeys.accounts.list(query),
    queryFn: ({ signal }) => getSipAccounts(query, signal),
    placeholderData: keepPreviousData,
  });

export function useSipAccounts(query: SipAccountsQuery) {
  return useQuery(sipAccountsQueryOptions(query));
}
