import type { UpstreamTarget } from '../../config';
import type { AppDb } from '../../db/database';
import { DEFAULT_RATE_LIMITS_TEXT, parseRateLimits } from '../../service-api/rate-limits';
import { DatabaseBudgetStore } from './budget/budget-store';
import { ensureServiceBudgetTables, serviceBudgetDb } from './budget/budget-table';
import { ServiceBudget } from './budget/service-budget';
import { contactCenterClient, type ContactCenterClient } from './contact-center-client';
import { ServiceHttp } from './service-http';
import { telephonyClient, type TelephonyClient } from './telephony-client';
import { ServiceTokenCache } from './token-cache';
import { DatabaseUnsureCreateStore } from './unsure-create-store';
import { UnsureCreates } from './unsure-creates';

/** Everything the BFF's routes call the service through: one token cache, one connection pool, one budget. */
export type ServiceClients = {
  http: ServiceHttp;
  tokens: ServiceTokenCache;
  contactCenter: ContactCenterClient;
  telephony: TelephonyClient;
  /** The service's rate budget (absent without an app database: callers then send at once). */
  budget: ServiceBudget | null;
  /** Creates the budget's tables; run before the first request. */
  prepare: () => Promise<void>;
};

/**
 * The clients of one BFF instance. With an app database the service's rate limits (the upstream's, or
 * field reports' `calllog=100/min` when it names none) are one budget shared by every caller of this
 * instance and, through the database, by every instance.
 */
export function createServiceClients(upstream: UpstreamTarget, appDb?: AppDb): ServiceClients {
  const { connection } = upstream;
  const tokens = new ServiceTokenCache({
    apiKeySid: connection.apiKeySid,
    apiKeySecret: connection.apiKeySecret.reveal(),
    cty: connection.tokenCty,
  });
  const limits = upstream.rateLimits ?? parseRateLimits(DEFAULT_RATE_LIMITS_TEXT);
  const budget = appDb
    ? new ServiceBudget(limits, new DatabaseBudgetStore(serviceBudgetDb(appDb), appDb.engine))
    : null;
  const http = new ServiceHttp({
    location: { baseUrl: connection.baseUrl, apiUrl: connection.apiUrl, authHeader: connection.authHeader },
    tokens,
    budget: budget ?? undefined,
    unsureCreates: new UnsureCreates(
      appDb ? new DatabaseUnsureCreateStore(appDb.db) : undefined,
      `${connection.baseUrl} ${connection.apiUrl}`,
      connection.apiKeySecret.reveal(),
    ),
  });
  return {
    http,
    tokens,
    contactCenter: contactCenterClient(http),
    telephony: telephonyClient(http),
    budget,
    prepare: async () => {
      if (appDb) await ensureServiceBudgetTables(appDb);
    },
  };
}
