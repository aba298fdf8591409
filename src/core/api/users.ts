import { z } from 'zod/mini';
import { pageQuerySchema, pageSchema } from './paging';
import { roleSchema } from '../roles';
import { auditResultSchema } from './audit-result';

/**
 * Switchboard's own users and audit log, as the admin endpoints speak them:
 *   GET   /api/admin/users                    → 200 UserList
 *   POST  /api/admin/users                    body CreateUser → 201 User | 409 (username taken)
 *   PATCH /api/admin/users/:userId            body UpdateUser → 200 User | 409 (self or last admin)
 *   POST  /api/admin/users/:userId/password   body ResetPassword → 204
 *   GET   /api/admin/audit?AuditQuery         → 200 Page<AuditEntry>, newest first
 */

export const MIN_PASSWORD_LENGTH = 12;

export const usernameSchema = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(3, 'Use at least 3 characters.'),
    z.maxLength(64, 'Use at most 64 characters.'),
    z.regex(/^[a-z0-9][a-z0-9._-]*$/, 'Use letters, digits, dots, dashes or underscores.'),
  );

export const displayNameSchema = z
  .string()
  .check(z.trim(), z.minLength(1, 'Enter a name.'), z.maxLength(100, 'Use at most 100 characters.'));

export const newPasswordSchema = z
  .string()
  .check(
    z.minLength(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters.`),
    z.maxLength(200, 'Use at most 200 characters.'),
  );

export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  role: roleSchema,
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const userListSchema = z.object({ items: z.array(userSchema) });
export type UserList = z.infer<typeof userListSchema>;

export const createUserSchema = z.object({
  username: usernameSchema,
  displayName: displayNameSchema,
  role: roleSchema,
  password: newPasswordSchema,
});
export type CreateUser = z.infer<typeof createUserSchema>;
export type CreateUserInput = z.input<typeof createUserSchema>;

export const updateUserSchema = z
  .strictObject({
    displayName: z.optional(displayNameSchema),
    role: z.optional(roleSchema),
    disabled: z.optional(z.boolean()),
  })
  .check(
    z.refine((update) => Object.values(update).some((value) => value !== undefined), {
      message: 'Say what to change: displayName, role or disabled.',
    }),
  );
export type UpdateUser = z.infer<typeof updateUserSchema>;

export const resetPasswordSchema = z.object({ password: newPasswordSchema });
export type ResetPassword = z.infer<typeof resetPasswordSchema>;

export const userIdParamsSchema = z.object({ userId: z.string().check(z.minLength(1), z.maxLength(64)) });

export { auditResultSchema, type AuditResult } from './audit-result';

export const auditEntrySchema = z.object({
  id: z.string(),
  /** ISO-8601 UTC. */
  at: z.string(),
  username: z.nullable(z.string()),
  action: z.string(),
  target: z.nullable(z.string()),
  /** The target as a person knew it when the change was made (agent name, number, username). */
  targetName: z.nullable(z.string()),
  result: auditResultSchema,
  detail: z.nullable(z.record(z.string(), z.unknown())),
  ip: z.nullable(z.string()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = pageSchema(auditEntrySchema);

/** `from` is inclusive and `to` exclusive; both are instants, so the browser decides where a day starts. */
export const auditQuerySchema = z.extend(pageQuerySchema, {
  username: z.optional(z.string().check(z.trim(), z.toLowerCase(), z.minLength(1), z.maxLength(64))),
  /** Matches the action and everything under it: `user` finds `user.create`, `user.update` … */
  action: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1),
        z.maxLength(64),
        z.regex(/^[a-z0-9._-]+$/i, 'Use letters, digits, dots, dashes or underscores.'),
      ),
  ),
  /** Part of the target's id or name, any case. */
  target: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
  result: z.optional(auditResultSchema),
  from: z.optional(z.iso.datetime({ offset: true })),
  to: z.optional(z.iso.datetime({ offset: true })),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
/** The filters of the audit log without its paging: what an export of it takes. */
export const auditFiltersSchema = z.omit(auditQuerySchema, { page: true, pageSize: true });
export type AuditFilters = z.infer<typeof auditFiltersSchema>;
export type AuditQueryInput = z.input<typeof auditQuerySchema>;
