import { z } from 'zod/mini';

/**
 * The one list shape the BFF answers with, whatever the service's paging fields were called
 * (totalCount / totalAgents / total, strings or numbers).
 */
export const pageSchema = <Item extends z.core.SomeType>(item: Item) =>
  z.object({
    items: z.array(item),
    page: z.int().check(z.gte(1)),
    pageSize: z.int().check(z.gte(1)),
    total: z.int().check(z.gte(0)),
    totalPages: z.int().check(z.gte(0)),
  });

export type Page<Item> = { items: Item[]; page: number; pageSize: number; total: number; totalPages: number };

/** page/pageSize as the SPA asks for them (query strings, hence coerced). */
export const pageQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.gte(1)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 50),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;
