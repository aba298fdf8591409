import { z } from 'zod';

/**
 * Only same-origin paths may be a post-sign-in destination; anything else (`//evil`, `https://…`,
 * `javascript:`) would turn the sign-in page into an open redirect.
 */
export function isSafeRedirectTarget(target: string): boolean {
  return target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\');
}

export const loginSearchSchema = z.object({
  redirect: z.string().refine(isSafeRedirectTarget).optional().catch(undefined),
});
export type LoginSearch = z.infer<typeof loginSearchSchema>;
