import { z } from 'zod/mini';
import { droppedWhenMalformed } from '@/lib/url-search';

/**
 * Only same-origin paths may be a post-sign-in destination; anything else (`//evil`, `https://…`,
 * `javascript:`) would turn the sign-in page into an open redirect.
 */
export function isSafeRedirectTarget(target: string): boolean {
  return target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\');
}

export const loginSearchSchema = z.object({
  redirect: droppedWhenMalformed(z.string().check(z.refine(isSafeRedirectTarget))),
});
export type LoginSearch = z.infer<typeof loginSearchSchema>;
