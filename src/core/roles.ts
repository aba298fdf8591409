import { z } from 'zod/mini';

/** Switchboard's own roles (not the service's): who may do what in the console. */
export const roles = ['admin', 'supervisor', 'lead', 'support'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;
