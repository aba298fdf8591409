/**
 * The service has two base addresses. The sandbox serves both on one port under these path prefixes:
 * `{base_url}` = <origin>/cc (contact-center configuration), `{api_url}` = <origin>/api (telephony, chat…).
 */
export const SANDBOX_BASE_PREFIX = '/cc';
export const SANDBOX_API_PREFIX = '/api';

export type Surface = 'base' | 'api';
