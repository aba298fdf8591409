import { z } from 'zod';

/**
 * What validateMenu (src/core/ivr) needs to know about the service, read through every page of its lists:
 *   GET /api/ivr/validation-context?queueIds=q1&queueIds=q2&treeId=…  → ValidationContext
 * The service has no list of queues, so routedQueueIds answers for the queues asked about: those given in
 * `queueIds` and those named by the keys of the tree's draft (`treeId`).
 */
export const validationContextQuerySchema = z.object({
  queueIds: z
    .union([z.string(), z.array(z.string())])
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .pipe(z.array(z.string().trim().min(1).max(64)).max(200, 'At most 200 queues'))
    .optional(),
  treeId: z.string().trim().min(1).max(64).optional(),
});
export type ValidationContextQuery = z.infer<typeof validationContextQuerySchema>;

export const validationContextSchema = z.object({
  /** File names a `play` node may name. */
  greetingFileNames: z.array(z.string()),
  /** Numbers as stored in the blacklist (compare them normalized). */
  blacklistedNumbers: z.array(z.string()),
  /** Of the queues asked about, those with at least one group routed to them. */
  routedQueueIds: z.array(z.string()),
  /** Every queue asked about, routed or not: a queue outside it has not been looked at. */
  checkedQueueIds: z.array(z.string()),
});
export type ValidationContext = z.infer<typeof validationContextSchema>;
