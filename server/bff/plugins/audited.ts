import type { FastifyRequest } from 'fastify';
import { HttpProblem } from '../problem';
import { upstreamProblem } from '../upstream/upstream-problem';
import { sessionOf } from './authentication';

export type AuditedChange = {
  /** What was done, e.g. `agent.create`, `ivr-node.update`. */
  action: string;
  /** The id of the object changed, when known before the change. */
  target?: string;
  /** Safe facts about the change (never a password, token or key). */
  detail?: Record<string, unknown>;
};

/**
 * Runs a change and writes one audit entry whatever its outcome: who, when, what, on which target, and
 * whether it succeeded (with the service's code when the service refused it). The change's error is
 * rethrown unchanged. `targetOf` names the target from the result when it is created by the change.
 */
export async function audited<T>(
  request: FastifyRequest,
  change: AuditedChange,
  run: () => Promise<T>,
  targetOf?: (result: T) => string | undefined,
): Promise<T> {
  const { user } = sessionOf(request);
  const base = { action: change.action, userId: user.id, username: user.username, ip: request.ip };
  const audit = request.server.services.audit;
  try {
    const result = await run();
    const target = change.target ?? targetOf?.(result) ?? null;
    await audit.record({ ...base, target, detail: { ...change.detail, result: 'ok' } });
    return result;
  } catch (error) {
    const refusal = error instanceof HttpProblem ? error.toProblem() : upstreamProblem(error);
    await audit.record({
      ...base,
      target: change.target ?? null,
      detail: {
        ...change.detail,
        result: 'failed',
        status: refusal?.status ?? 500,
        serviceCode: refusal?.serviceCode,
      },
    });
    throw error;
  }
}
