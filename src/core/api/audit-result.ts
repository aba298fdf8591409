import { z } from 'zod/mini';

// A module of its own: the audit page's address-bar filter reads it, and the route table (on every page's
// first load) would otherwise build every schema of users.ts at start-up.

/** ok: done; refused: a rule or the service said no (4xx); failed: it broke or the answer never came. */
export const auditResultSchema = z.enum(['ok', 'refused', 'failed', 'unknown']);
export type AuditResult = z.infer<typeof auditResultSchema>;
