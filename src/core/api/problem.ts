import { z } from 'zod/mini';

/** RFC 9457 problem details, as every BFF error answers; `errors` maps a field path to its message. */
export const problemSchema = z.object({
  type: z._default(z.string(), 'about:blank'),
  title: z.string(),
  status: z.int(),
  detail: z.optional(z.string()),
  errors: z.optional(z.record(z.string(), z.string())),
  /** The contact-center service's result code `r`, when the service refused the request. */
  serviceCode: z.optional(z.int()),
});
export type Problem = z.infer<typeof problemSchema>;
