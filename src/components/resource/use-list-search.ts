import { useNavigate, useSearch } from '@tanstack/react-router';
import { z } from 'zod/mini';
import type { ListSearch } from './list-search';

/**
 * A list's state, read from and written to the address bar, so a view can be shared and survives a
 * reload. `update` merges a change; a change of anything but the page goes back to the first page.
 */
export function useListSearch<Schema extends z.core.$ZodType<ListSearch>>(schema: Schema) {
  const raw: unknown = useSearch({ strict: false });
  const search = z.parse(schema, raw);
  const navigate = useNavigate();
  const update = (change: Partial<z.infer<Schema>>) => {
    const next = { ...search, ...change };
    if (!('page' in change)) next.page = undefined;
    void navigate({ to: '.', search: withoutEmpty(next) as never, replace: true });
  };
  return { search, update };
}

/** Unset values stay out of the address. */
function withoutEmpty(search: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(search).filter(([, value]) => value !== undefined && value !== ''),
  );
}
