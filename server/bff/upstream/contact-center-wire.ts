import { pageQuerySchema, type Page, type PageQuery } from '@/core/api/paging';
import { ServiceContractError } from './errors';

/** Small pieces every contact-center client uses to speak the service's wire format. */

export const FIRST_PAGE: PageQuery = pageQuerySchema.parse({});

/** An object's path; ids come from users and the service, so they are encoded, never trusted. */
export const pathWithId = (collection: string, id: string) => `${collection}/${encodeURIComponent(id)}`;

export const pagingParams = (query: PageQuery) => ({ page: query.page, limit: query.pageSize });

type WirePaging = { currentPage: number; limit: number; totalPages: number };

/** The service's paging block (with its total as a string under a kind-specific name) as a clean page. */
export function toPage<Wire, Clean>(
  paging: WirePaging,
  totalText: string,
  rows: readonly Wire[],
  toClean: (row: Wire) => Clean,
): Page<Clean> {
  return {
    items: rows.map(toClean),
    page: paging.currentPage,
    pageSize: paging.limit,
    total: Number(totalText),
    totalPages: paging.totalPages,
  };
}

/** 1/0 as the service returns booleans. */
export const wireFlagToBoolean = (value: 0 | 1): boolean => value === 1;

/** The service writes "none" as an empty string in some fields. */
export const emptyToNull = (value: string): string | null => (value === '' ? null : value);

/** A numeric code the contract documents; any other value is the service breaking its contract. */
export function decodeWireCode<Meaning extends string>(
  meanings: Readonly<Record<number, Meaning>>,
  value: number,
  field: string,
  operation: string,
): Meaning {
  const meaning = meanings[value];
  if (meaning === undefined) throw new ServiceContractError(`undocumented ${field} ${value}`, operation);
  return meaning;
}
