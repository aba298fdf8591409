import type { UpstreamTarget } from '../../config';
import { contactCenterClient, type ContactCenterClient } from './contact-center-client';
import { ServiceHttp } from './service-http';
import { telephonyClient, type TelephonyClient } from './telephony-client';
import { ServiceTokenCache } from './token-cache';

/** Everything the BFF's routes call the service through: one token cache, one connection pool. */
export type ServiceClients = {
  http: ServiceHttp;
  tokens: ServiceTokenCache;
  contactCenter: ContactCenterClient;
  telephony: TelephonyClient;
};

export function createServiceClients(upstream: UpstreamTarget): ServiceClients {
  const { connection } = upstream;
  const tokens = new ServiceTokenCache({
    apiKeySid: connection.apiKeySid,
    apiKeySecret: connection.apiKeySecret.reveal(),
    cty: connection.tokenCty,
  });
  const http = new ServiceHttp({
    location: { baseUrl: connection.baseUrl, apiUrl: connection.apiUrl, authHeader: connection.authHeader },
    tokens,
  });
  return { http, tokens, contactCenter: contactCenterClient(http), telephony: telephonyClient(http) };
}
