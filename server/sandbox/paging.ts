import { z } from 'zod';
import { parseInput } from './validate';

export type PageRequest = { page: number; limit: number; offset: number };

export type PagingRule = { defaultLimit: number; maxLimit: number };

/** Contact-center lists default to 50 (as the spec shows); the blacklist documents a maximum of 100, which the
 * sandbox applies to every contact-center list since the spec states no other. */
export const CC_LIST_PAGING: PagingRule = { defaultLimit: 50, maxLimit: 100 };

/**
 * Reads `page`/`limit` from a query. A limit above the maximum is clamped to it (not refused): the
 * response's `limit` field tells the client what it got. Zero, negative or non-numeric values are refused.
 */
export function readPage(query: unknown, rule: PagingRule): PageRequest {
  const schema = z.object({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).default(rule.defaultLimit),
  });
  const { page, limit: asked } = parseInput(schema, pickPaging(query));
  const limit = Math.min(asked, rule.maxLimit);
  return { page, limit, offset: (page - 1) * limit };
}

function pickPaging(query: unknown): { page?: unknown; limit?: unknown } {
  const q = (query ?? {}) as Record<string, unknown>;
  return { page: q.page, limit: q.limit };
}

export const totalPages = (total: number, limit: number) => Math.ceil(total / limit);
