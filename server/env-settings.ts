import { z } from 'zod';

/** A duration in milliseconds from the environment: a whole number from `min` up to an hour. */
export const msSetting = (fallback: number, min: number) =>
  z.coerce.number().int().min(min).max(3_600_000).default(fallback);

/** An `on`/`off` switch from the environment, read as a boolean. */
export const switchSetting = (fallback: 'on' | 'off') =>
  z
    .enum(['on', 'off'])
    .default(fallback)
    .transform((value) => value === 'on');

/**
 * Settings read from the environment by `schema` (which maps the variables to the settings' own names);
 * a bad value stops the start with an error naming each bad variable, as `Invalid <what>: VAR: problem; …`.
 */
export function settingsFromEnv<T>(what: string, schema: z.ZodType<T>, env: NodeJS.ProcessEnv): T {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid ${what}: ${problems.join('; ')}`);
  }
  return parsed.data;
}
