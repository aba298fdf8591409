import { z } from 'zod';

/**
 * The one list shape the BFF answers with, whatever the service's paging fields were called
 * (totalCount / totalAgents / total, strings or numbers).
 */
export const pageSchema = <Item extends z.ZodType>(item: Item) =>
  z.object({
    items: z.array(item),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    total: z.number().int().min(0),
    totalPages: z.number().int().min(0),
  });

export type Page<Item> = { items: Item[]; page: number; pageSize: number; total: number; totalPages: number };

/** page/pageSize as the SPA asks for them (query strings, hence coerced). */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;
