/**
 * The problem `type` of a request that waited as long as a person's request may for the contact-center
 * service's rate limit: nothing failed, the answer is only later (`Retry-After` says when to ask again).
 */
export const SERVICE_RATE_LIMIT_PROBLEM = 'urn:switchboard:problem:service-rate-limit';

/** Response header: how long (ms) the service's rate limit held this answer up, when noticeable. */
export const SERVICE_RATE_WAIT_HEADER = 'x-service-rate-wait-ms';
