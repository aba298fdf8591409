import type { FastifyServerOptions } from 'fastify';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * pino as Fastify's logger, with every place a credential could sit censored before a line is written:
 * the browser's cookie and any Authorization, the service token header (default and configured name),
 * the session cookie we set, and passwords or secrets in logged objects.
 */
export function loggerOptions(level: string, serviceAuthHeader = 'x-service-auth'): LoggerOptions {
  const tokenHeaders = [...new Set(['x-service-auth', serviceAuthHeader.toLowerCase()])];
  return {
    level,
    redact: {
      censor: '[redacted]',
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        ...tokenHeaders.map((name) => `req.headers["${name}"]`),
        ...tokenHeaders.map((name) => `headers["${name}"]`),
        'res.headers["set-cookie"]',
        'headers.authorization',
        'headers.cookie',
        'password',
        '*.password',
        '*.*.password',
        'apiKeySecret',
        '*.apiKeySecret',
        '*.*.apiKeySecret',
      ],
    },
  };
}
