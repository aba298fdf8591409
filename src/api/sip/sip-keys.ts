import type { ListQuery } from '../../core/api/read-model';
import type { SipAccountListQuery } from '../../core/api/sip-accounts';

/** Every query key of /api/sip-accounts and /api/sip-phones; mutations invalidate through these. */
export const sipKeys = {
  all: ['sip'] as const,
  accounts: {
    lists: () => [...sipKeys.all, 'accounts', 'list'] as const,
    list: (query: SipAccountListQuery & Partial<ListQuery>) => [...sipKeys.accounts.lists(), query] as const,
  },
  phones: {
    lists: () => [...sipKeys.all, 'phones', 'list'] as const,
    list: (query: Partial<ListQuery>) => [...sipKeys.phones.lists(), query] as const,
    registration: () => [...sipKeys.all, 'phones', 'registration'] as const,
  },
};
