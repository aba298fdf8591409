import type { FastifyServerOptions } from 'fastify';
import { pino } from 'pino';

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

/** Beyond this much unwritten log, new lines are dropped rather than held in memory. */
const MAX_UNWRITTEN_LOG_BYTES = 16 * 1024 * 1024;
const DROP_REPORT_DELAY_MS = 1_000;

/**
 * Standard output, written off the event loop: a line is queued and written by libuv's thread pool, with
 * the lines queued meanwhile joined into one write. A synchronous write (pino's default) made every
 * request wait for a system call, and a slow log collector behind a pipe would stall the whole server.
 * pino flushes what is queued when the process exits (signal, error or end); only a SIGKILL loses it.
 */
export function asyncStdout() {
  const stream = pino.destination({ dest: 1, sync: false, maxLength: MAX_UNWRITTEN_LOG_BYTES });
  reportDroppedLines(stream);
  return stream;
}

/** Lines dropped for want of room are counted and the count said on standard error a second later, or at exit. */
function reportDroppedLines(stream: ReturnType<typeof pino.destination>) {
  let dropped = 0;
  let report: NodeJS.Timeout | null = null;
  const sayDropped = () => {
    if (dropped)
      process.stderr.write(`${dropped} log lines dropped: standard output is not read fast enough\n`);
    dropped = 0;
    report = null;
  };
  stream.on('drop', () => {
    dropped += 1;
    report ??= setTimeout(sayDropped, DROP_REPORT_DELAY_MS).unref();
  });
  process.once('exit', sayDropped);
}
