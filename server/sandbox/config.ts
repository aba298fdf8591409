import { z } from 'zod';
import { DEFAULT_RATE_LIMITS_TEXT, rateLimitsFromEnv, type RateLimits } from '../service-api/rate-limits';

/** Documented defaults: anyone can point a client at a fresh sandbox with these. */
export const DEFAULT_API_KEY_SID = 'SK_SANDBOX_DEMO';
export const DEFAULT_API_KEY_SECRET = 'sandbox-demo-secret-change-me';

const intFromEnv = (fallback: number) => z.coerce.number().int().nonnegative().default(fallback);

const sandboxEnvSchema = z.object({
  SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).default(8090),
  SANDBOX_HOST: z.string().default('127.0.0.1'),
  SANDBOX_DB: z.string().min(1).default('data/sandbox.db'),
  SANDBOX_API_KEY_SID: z.string().min(1).default(DEFAULT_API_KEY_SID),
  SANDBOX_API_KEY_SECRET: z.string().min(1).default(DEFAULT_API_KEY_SECRET),
  SANDBOX_PROJECT_ID: intFromEnv(4321),
  SANDBOX_ACCOUNT_ID: intFromEnv(1234),
  SANDBOX_CALLS: intFromEnv(5000),
  SANDBOX_CAMPAIGNS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  SANDBOX_LATENCY_MS: intFromEnv(0),
  SANDBOX_ERROR_RATE: z.coerce.number().min(0).max(1).default(0),
  /** `calllog=100/min,campaign=300/min`, or `off`; on by default for the call log only (field reports). */
  SANDBOX_RATE_LIMITS: rateLimitsFromEnv(DEFAULT_RATE_LIMITS_TEXT),
});

export type SandboxConfig = {
  port: number;
  host: string;
  dbPath: string;
  apiKeySid: string;
  apiKeySecret: string;
  projectId: number;
  accountId: number;
  seedCalls: number;
  extraCampaigns: string[];
  faults: { latencyMs: number; errorRate: number };
  rateLimits: RateLimits;
};

/** Parses the SANDBOX_* variables; throws one readable line per bad variable. */
export function loadSandboxConfig(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  const parsed = sandboxEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid sandbox configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.SANDBOX_PORT,
    host: e.SANDBOX_HOST,
    dbPath: e.SANDBOX_DB,
    apiKeySid: e.SANDBOX_API_KEY_SID,
    apiKeySecret: e.SANDBOX_API_KEY_SECRET,
    projectId: e.SANDBOX_PROJECT_ID,
    accountId: e.SANDBOX_ACCOUNT_ID,
    seedCalls: e.SANDBOX_CALLS,
    extraCampaigns: e.SANDBOX_CAMPAIGNS,
    faults: { latencyMs: e.SANDBOX_LATENCY_MS, errorRate: e.SANDBOX_ERROR_RATE },
    rateLimits: e.SANDBOX_RATE_LIMITS,
  };
}
