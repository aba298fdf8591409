import { queryOptions, useQuery } from '@tanstack/react-query';
import { sipRegistrationSchema } from '../../core/api/sip-phones';
import { apiClient } from '../../lib/api-client';
import { sipKeys } from './sip-keys';

export function getSipRegistration(signal?: AbortSignal) {
  return apiClient.get('/sip-phones/registration', sipRegistrationSchema, { signal });
}

/** Where phones register does not change while the console runs. */
export const sipRegistrationQueryOptions = queryOptions({
  queryKey: sipKeys.phones.registration(),
  queryFn: ({ signal }) => getSipRegistration(signal),
  staleTime: Infinity,
});

export function useSipRegistration() {
  return useQuery(sipRegistrationQueryOptions);
}
