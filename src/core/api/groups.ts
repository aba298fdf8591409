import { z } from 'zod';
import { requiredText } from './field-rules';

export const groupSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Null when the service's list item leaves the count out. */
  agentCount: z.number().int().nullable(),
});
export type Group = z.infer<typeof groupSchema>;

/** Create and update take the same body: the service requires the name on both. */
export const groupInputSchema = z.object({ name: requiredText('Group name', 200) });
export type GroupInput = z.infer<typeof groupInputSchema>;
