import { z } from 'zod/mini';
import { pageSchema } from './paging';

/**
 * The lists the BFF serves from its copy of the service's configuration, and the columns each can be
 * sorted by (the first is the default). Search matches any part of a row's text, ignoring case and
 * Vietnamese diacritics.
 */
export const COPIED_LISTS = {
  agents: ['name', 'serviceUserId', 'routingType', 'systemStatus', 'phoneNumber', 'manualStatus'],
  groups: ['name', 'agentCount', 'id'],
  routings: ['groupId', 'primary'],
  blacklist: ['number', 'ivrBlocked', 'queueBlocked'],
  'sip-accounts': ['username', 'extension', 'serviceUserId'],
  'sip-phones': ['username', 'extension', 'email'],
  greetings: ['filename', 'description', 'created'],
  'ivr-trees': ['name', 'id'],
} as const satisfies Record<string, readonly [string, ...string[]]>;

export type CopiedList = keyof typeof COPIED_LISTS;
export const COPIED_LIST_NAMES = Object.keys(COPIED_LISTS) as CopiedList[];
export const copiedListSchema = z.enum(COPIED_LIST_NAMES as [CopiedList, ...CopiedList[]], {
  error: `List is one of ${COPIED_LIST_NAMES.join(', ')}`,
});

export const sortOrderSchema = z.enum(['asc', 'desc'], { error: 'Order is asc or desc' });

/** The filter part of a list query (also what a CSV export takes). */
export const copiedListFilterSchema = <List extends CopiedList>(list: List) => {
  const fields = COPIED_LISTS[list] as unknown as [string, ...string[]];
  return z.object({
    /** Any part of a row's text; no diacritics needed. */
    search: z.optional(z.string().check(z.trim(), z.maxLength(100, 'Search must be at most 100 characters'))),
    sort: z._default(z.enum(fields, { error: `Sort is one of ${fields.join(', ')}` }), fields[0]),
    order: z._default(sortOrderSchema, 'asc'),
  });
};

/** page/pageSize (at most 100, as the service's lists) plus search/sort/order over every row. */
export const copiedListQuerySchema = <List extends CopiedList>(list: List) =>
  z.extend(copiedListFilterSchema(list), {
    page: z._default(z.coerce.number().check(z.int(), z.gte(1)), 1),
    pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 50),
  });

/** What the SPA sends for a copied list (the BFF fills in the defaults). */
export type ListQuery = {
  page: number;
  pageSize: number;
  search?: string;
  sort?: string;
  order?: 'asc' | 'desc';
};

export type CopiedListQuery = {
  page: number;
  pageSize: number;
  search?: string;
  sort: string;
  order: 'asc' | 'desc';
};

/**
 * For the lists the service gives whole (SIP phones, greeting files): every row unless a page is asked for,
 * as before, so that pickers naming every file keep working.
 */
export const wholeListQuerySchema = <List extends CopiedList>(list: List) =>
  z.extend(copiedListFilterSchema(list), {
    page: z._default(z.coerce.number().check(z.int(), z.gte(1)), 1),
    pageSize: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100))),
  });

/** How fresh a list is: when it was last read whole from the service, and whether a later read failed. */
export const freshnessSchema = z.object({
  /** ISO time of the last complete read (or null: never read whole yet). */
  asOf: z.nullable(z.string()),
  /** ISO time of a refresh that failed after asOf: the copy shown is the last good one. */
  refreshFailedAt: z.nullable(z.string()),
});
export type Freshness = z.infer<typeof freshnessSchema>;

/**
 * How fresh an answer drawn from several lists is: as of the oldest of them (never read whole when one was
 * not), failed as of the latest failure among them.
 */
export function oldestFreshness(parts: readonly Freshness[]): Freshness {
  const times = parts.map((part) => part.asOf);
  const asOf = times.includes(null) ? null : ((times as string[]).sort()[0] ?? null);
  const failures = parts.map((part) => part.refreshFailedAt).filter((time) => time !== null);
  return { asOf, refreshFailedAt: failures.sort().at(-1) ?? null };
}

export const copiedPageSchema = <Item extends z.core.SomeType>(item: Item) =>
  z.extend(pageSchema(item), { freshness: freshnessSchema });

/**
 * What "refresh now" can re-read: every copied list, and `ivr-nodes`, the nodes of every tree the copy
 * holds (what greeting usage is drawn from).
 */
export type RefreshableList = CopiedList | 'ivr-nodes';
export const REFRESHABLE_LIST_NAMES: RefreshableList[] = [...COPIED_LIST_NAMES, 'ivr-nodes'];
export const refreshableListSchema = z.enum(
  REFRESHABLE_LIST_NAMES as [RefreshableList, ...RefreshableList[]],
  { error: `List is one of ${REFRESHABLE_LIST_NAMES.join(', ')}` },
);

/** POST /api/read-model/refresh: re-read these lists from the service now. */
export const refreshInputSchema = z.object({
  lists: z.array(refreshableListSchema).check(z.minLength(1), z.maxLength(REFRESHABLE_LIST_NAMES.length)),
  /** For `routings`: the queue whose groups to re-read. */
  queueId: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
});
export type RefreshInput = z.infer<typeof refreshInputSchema>;

export const refreshResultSchema = z.object({
  lists: z.array(z.object({ list: refreshableListSchema, freshness: freshnessSchema })),
});

/** A list older than this says when it was read ("as of 10:42:05"). */
export const STALE_AFTER_MS = 10_000;
