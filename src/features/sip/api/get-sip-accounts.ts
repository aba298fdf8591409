import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pageSchema } from '../../../core/api/paging';
import { sipAccountListItemSchema, type SipAccountListQuery } from '../../../core/api/sip-accounts';
import { apiClient } from '../../../lib/api-client';
import { sipKeys } from './sip-keys';

const sipAccountPageSchema = pageSchema(sipAccountListItemSchema);

export function getSipAccounts(query: SipAccountListQuery, signal?: AbortSignal) {
  return apiClient.get('/sip-accounts', sipAccountPageSchema, { query, signal });
}

export const sipAccountsQueryOptions = (query: SipAccountListQuery) =>
  queryOptions({
    queryKey: sipKeys.accounts.list(query),
    queryFn: ({ signal }) => getSipAccounts(query, signal),
    placeholderData: keepPreviousData,
  });

export function useSipAccounts(query: SipAccountListQuery) {
  return useQuery(sipAccountsQueryOptions(query));
}
