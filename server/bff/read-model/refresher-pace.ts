import type { RateLimit, RateLimitGroup, RateLimits } from '../../service-api/rate-limits';
import type { BudgetStore } from '../upstream/budget/budget-store';
import { ServiceBudget } from '../upstream/budget/service-budget';
import type { Pace } from './list-loaders';

/** The endpoint groups the refresher reads. */
const READ_GROUPS: RateLimitGroup[] = ['contactcenter', 'telephony'];

/** The refresher's places are counted apart from everyone's, under these names, in the same tables. */
const OWN_GROUP_PREFIX = 'readmodel-';

/**
 * The refresher's own limits: its share of each limit the service has, or its own pace where the service
 * names none. Each call also takes its place in the shared budget (ServiceHttp does), so the refresher
 * never uses more than its share and people's requests always find the rest.
 */
export function refresherLimits(
  serviceLimits: RateLimits,
  share: number,
  callsPerMinute: number,
): RateLimits {
  const limits: RateLimits = {};
  for (const group of READ_GROUPS) {
    const limit: RateLimit | undefined = serviceLimits[group];
    limits[group] = limit
      ? { max: Math.max(1, Math.floor(limit.max * share)), windowMs: limit.windowMs }
      : { max: callsPerMinute, windowMs: 60_000 };
  }
  return limits;
}

/** The shared store, with the refresher's places under names of their own. */
class OwnGroups implements BudgetStore {
  constructor(private readonly inner: BudgetStore) {}
  take: BudgetStore['take'] = (group, limit, now) =>
    this.inner.take(`${OWN_GROUP_PREFIX}${group}`, limit, now);
  settle: BudgetStore['settle'] = (id, at) => this.inner.settle(id, at);
  holdUntil: BudgetStore['holdUntil'] = (group, until) =>
    this.inner.holdUntil(`${OWN_GROUP_PREFIX}${group}`, until);
}

/** A Pace that waits for the refresher's own place before each call. */
export function refresherPace(limits: RateLimits, store: BudgetStore): Pace {
  const budget = new ServiceBudget(limits, new OwnGroups(store));
  return async (group) => {
    const place = await budget.acquire(group);
    return place.settle;
  };
}
