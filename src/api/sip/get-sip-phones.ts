import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { copiedPageSchema, type ListQuery } from '../../core/api/read-model';
import { sipPhoneSchema } from '../../core/api/sip-phones';
import { apiClient } from '../../lib/api-client';
import { sipKeys } from './sip-keys';

const sipPhonePageSchema = copiedPageSchema(sipPhoneSchema);

/** The service lists every phone at once (no paging parameters). */
export function getSipPhones(signal?: AbortSignal, query: Partial<ListQuery> = {}) {
  return apiClient.get('/sip-phones', sipPhonePageSchema, { query, signal });
}

/** The phones table: search and sort over every phone. */
export const sipPhonesTableQueryOptions = (query: Partial<ListQuery>) =>
  queryOptions({
    queryKey: sipKeys.phones.list(query),
    queryFn: ({ signal }) => getSipPhones(signal, query),
    placeholderData: keepPreviousData,
  });

export function useSipPhonesTable(query: Partial<ListQuery>) {
  return useQuery(sipPhonesTableQueryOptions(query));
}

export const sipPhonesQueryOptions = queryOptions({
  queryKey: sipKeys.phones.lists(),
  queryFn: ({ signal }) => getSipPhones(signal),
});

export function useSipPhones() {
  return useQuery(sipPhonesQueryOptions);
}
