import { useQuery } from '@tanstack/react-query';
import { sipAccountsQueryOptions } from '@/api/sip/get-sip-accounts';
import { useCan } from '@/components/resource/use-can';

/** The SIP accounts linked to an agent's service user, read only while its delete dialog is open. */
export function useLinkedSipAccounts(serviceUserId: string | undefined): string[] {
  const canReadSip = useCan('sip:read');
  const accounts = useQuery({
    ...sipAccountsQueryOptions({ page: 1, pageSize: 100, serviceUserId }),
    enabled: canReadSip && serviceUserId !== undefined,
  });
  return serviceUserId === undefined ? [] : (accounts.data?.items.map((account) => account.username) ?? []);
}
