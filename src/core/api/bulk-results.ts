import { z } from 'zod/mini';

// Zod Mini: the agents page reads this answer, and its first load does without Zod's classic API.

/**
 * The answer to a change of many objects at once: the service changes one object a request, so some
 * may succeed and others fail. Every item is reported, in the order sent, under the key it was sent as.
 */
export const bulkItemResultSchema = z.discriminatedUnion('ok', [
  z.object({
    key: z.string().check(z.describe('The item as it was sent (an id, a number)')),
    ok: z.literal(true),
    id: z.optional(z.string().check(z.describe('Id of the object created, for creations'))),
  }),
  z.object({
    key: z.string(),
    ok: z.literal(false),
    status: z.int().check(z.describe('The HTTP status this item alone would have had')),
    message: z.string(),
    serviceCode: z.optional(z.int()),
  }),
]);
export type BulkItemResult = z.infer<typeof bulkItemResultSchema>;

export const bulkResultSchema = z.object({
  succeeded: z.int().check(z.minimum(0)),
  failed: z.int().check(z.minimum(0)),
  results: z.array(bulkItemResultSchema),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

/** The most items one bulk request takes: the service is called once per item. */
export const BULK_MAX_ITEMS = 500;
