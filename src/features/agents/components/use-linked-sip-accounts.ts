import { useQuery } from '@tanstack/react-query';
import { sipKeys } from '@/api/sip/sip-keys';
import { useCan } from '@/components/resource/use-can';

/**
 * The SIP accounts linked to an agent's service user, read only while its delete dialog is open. The query's
 * module (and the SIP schemas, in Zod's classic API) is fetched then, not with the agents page.
 */
export function useLinkedSipAccounts(serviceUserId: string | undefined): string[] {
  const canReadSip = useCan('sip:read');
  const query = { page: 1, pageSize: 100, serviceUserId };
  const accounts = useQuery({
    queryKey: sipKeys.accounts.list(query),
    queryFn: ({ signal }) =>
      import('@/api/sip/get-sip-accounts').then(({ getSipAccounts }) => getSipAccounts(query, signal)),
    enabled: canReadSip && serviceUserId !== undefined,
  });
  return serviceUserId === undefined ? [] : (accounts.data?.items.map((account) => account.username) ?? []);
}
