import { z } from 'zod';

/**
 * The answer to a change of many objects at once: the service changes one object a request, so some
 * may succeed and others fail. Every item is reported, in the order sent, under the key it was sent as.
 */
export const bulkItemResultSchema = z.discriminatedUnion('ok', [
  z.object({
    key: z.string().describe('The item as it was sent (an id, a number)'),
    ok: z.literal(true),
    id: z.string().optional().describe('Id of the object created, for creations'),
  }),
  z.object({
    key: z.string(),
    ok: z.literal(false),
    status: z.number().int().describe('The HTTP status this item alone would have had'),
    message: z.string(),
    serviceCode: z.number().int().optional(),
  }),
]);
export type BulkItemResult = z.infer<typeof bulkItemResultSchema>;

export const bulkResultSchema = z.object({
  succeeded: z.number().int().min(0),
  failed: z.number().int().min(0),
  results: z.array(bulkItemResultSchema),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

/** The most items one bulk request takes: the service is called once per item. */
export const BULK_MAX_ITEMS = 500;
