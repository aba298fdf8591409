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

/** Each setting's environment variable and how its value is read. */
export type EnvSpec = Record<string, readonly [variable: string, schema: z.ZodType]>;

export type SettingsOf<S extends EnvSpec> = { [K in keyof S]: z.output<S[K][1]> };

/**
 * Settings read from the environment as `spec` says: each setting from its own variable. A bad value stops
 * the start with an error naming each bad variable, as `Invalid <what>: VAR: problem; …`.
 */
export function settingsFromEnv<S extends EnvSpec>(
  what: string,
  spec: S,
  env: NodeJS.ProcessEnv,
): SettingsOf<S> {
  const variables = z.object(Object.fromEntries(Object.values(spec)));
  const parsed = variables.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid ${what}: ${problems.join('; ')}`);
  }
  const values: Record<string, unknown> = parsed.data;
  return Object.fromEntries(
    Object.entries(spec).map(([setting, [variable]]) => [setting, values[variable]]),
  ) as SettingsOf<S>;
}
