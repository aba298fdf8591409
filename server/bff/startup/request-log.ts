import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request, written when it completes (method, URL, status, time), instead of Fastify's
 * two ("incoming request" and "request completed"): at info level every API call paid for two
 * serialized, redacted, synchronously written lines. A request still running is not logged until it ends.
 * Fastify's options for its own request logging (disableRequestLogging, requestIdLogLabel) do not reach
 * this controller; the console sets none of them.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
