import { z } from 'zod';

/** RFC 9457 problem details, as every BFF error answers; `errors` maps a field path to its message. */
export const problemSchema = z.object({
  type: z.string().default('about:blank'),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  errors: z.record(z.string(), z.string()).optional(),
  /** The contact-center service's result code `r`, when the service refused the request. */
  serviceCode: z.number().int().optional(),
});
export type Problem = z.infer<typeof problemSchema>;
