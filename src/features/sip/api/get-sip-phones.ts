import { queryOptions, useQuery } from '@tanstack/react-query';
import { pageSchema } from '../../../core/api/paging';
import { sipPhoneSchema } from '../../../core/api/sip-phones';
import { apiClient } from '../../../lib/api-client';
import { sipKeys } from './sip-keys';

const sipPhonePageSchema = pageSchema(sipPhoneSchema);

/** The service lists every phone at once (no paging parameters). */
export function getSipPhones(signal?: AbortSignal) {
  return apiClient.get('/sip-phones', sipPhonePageSchema, { signal });
}

export const sipPhonesQueryOptions = queryOptions({
  queryKey: sipKeys.phones.lists(),
  queryFn: ({ signal }) => getSipPhones(signal),
});

export function useSipPhones() {
  return useQuery(sipPhonesQueryOptions);
}
