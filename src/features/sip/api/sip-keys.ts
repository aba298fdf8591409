import type { SipAccountListQuery } from '../../../core/api/sip-accounts';

/** Every query key of the SIP feature; mutations invalidate through these. */
export const sipKeys = {
  all: ['sip'] as const,
  accounts: {
    lists: () => [...sipKeys.all, 'accounts', 'list'] as const,
    list: (query: SipAccountListQuery) => [...sipKeys.accounts.lists(), query] as const,
  },
  phones: {
    lists: () => [...sipKeys.all, 'phones', 'list'] as const,
    registration: () => [...sipKeys.all, 'phones', 'registration'] as const,
  },
};
