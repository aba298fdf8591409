import type { Page, PageQuery } from '@/core/api/paging';
import type { SipAccount } from '@/core/api/sip-accounts';
import type { RateLimitGroup } from '../../service-api/rate-limits';
import { allPages } from '../routes/contact-center/all-pages';
import type { ServiceClients } from '../upstream/service-clients';
import type { ItemOf, KindName } from './kinds';

/** Waits for a place in some budget before a service call; returns what to call once it was answered. */
export type Pace = (group: RateLimitGroup) => Promise<() => Promise<void>>;

export const unpaced: Pace = async () => async () => {};

/** Calls the service once, paced. */
async function paced<T>(pace: Pace, group: RateLimitGroup, call: () => Promise<T>): Promise<T> {
  const settle = await pace(group);
  try {
    return await call();
  } finally {
    await settle();
  }
}

const withoutPassword = ({ username, serviceUserId, extension }: SipAccount) => ({
  username,
  serviceUserId,
  extension,
});

/** Counts the service calls a loader made (the refresher reports them, the benchmark prints them). */
export type CallCounter = { calls: number };

/**
 * Reads one whole list from the service, page after page. `parentId` is the tree of a node list, the node of
 * a key list, the queue of a routing list.
 */
export async function loadList<K extends KindName>(
  service: ServiceClients,
  kind: K,
  parentId: string,
  pace: Pace = unpaced,
  counter: CallCounter = { calls: 0 },
): Promise<ItemOf<K>[]> {
  const cc = service.contactCenter;
  const tel = service.telephony;
  const base = <T>(fetch: (query: PageQuery) => Promise<Page<T>>) =>
    allPages((query) => {
      counter.calls += 1;
      return paced(pace, 'contactcenter', () => fetch(query));
    });
  const api = <T>(fetch: () => Promise<Page<T>>) => {
    counter.calls += 1;
    return paced(pace, 'telephony', async () => (await fetch()).items);
  };
  const loaders: { [Kind in KindName]: () => Promise<ItemOf<Kind>[]> } = {
    agents: () => base((q) => cc.agents.list(q)),
    groups: () => base((q) => cc.groups.list(q)),
    routings: () => base((q) => cc.groupRoutings.list(parentId, q)),
    blacklist: () => base((q) => cc.blacklist.list(q)),
    'sip-accounts': async () => (await base((q) => cc.sipAccounts.list(q))).map(withoutPassword),
    'ivr-trees': () => base((q) => cc.ivrTrees.list(q)),
    'ivr-nodes': () => base((q) => cc.ivrNodes.list({ treeId: parentId }, q)),
    'ivr-keys': () => base((q) => cc.ivrKeypresses.list(parentId, q)),
    'sip-phones': () => api(() => tel.sipPhones.list()),
    greetings: () => api(() => tel.greetingFiles.list()),
  };
  return (loaders[kind] as () => Promise<ItemOf<K>[]>)();
}
