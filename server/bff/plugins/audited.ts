import type { FastifyRequest } from 'fastify';
import { HttpProblem } from '../problem';
import { ServiceOutcomeUnknownError, ServiceUnavailableError } from '../upstream/errors';
import { upstreamProblem } from '../upstream/upstream-problem';
import { sessionOf } from './authentication';

/** One changed field: what it was and what it became. A secret is never written, only marked. */
export type FieldChange = { before: unknown; after: unknown } | { secret: 'changed' };

export type AuditedChange = {
  /** What was done, e.g. `agent.create`, `ivr-node.update`, `user.disable`. */
  action: string;
  /** The id of the object changed, when known before the change. */
  target?: string;
  /** The target as a person knows it (agent name, number, username), when known before the change. */
  targetName?: string;
  /** Before → after of the fields the change touches (see `fieldChanges`). */
  changes?: Record<string, FieldChange>;
  /** Safe facts about the change (never a password, token or key). */
  detail?: Record<string, unknown>;
};

/**
 * Runs a change and writes one audit entry whatever its outcome: who, when, what, on which target (id and
 * name), the changed fields, and whether it succeeded. A refusal (a 4xx: the service or a rule said no)
 * is recorded as `refused`, a write whose outcome the service could not be made to tell as `unknown`,
 * and anything else as `failed`, each with its reason. The change's error is
 * rethrown unchanged. `targetOf` names the target from the result when it is created by the change.
 */
export async function audited<T>(
  request: FastifyRequest,
  change: AuditedChange,
  run: () => Promise<T>,
  targetOf?: (result: T) => string | undefined,
): Promise<T> {
  const base = auditBase(request, change);
  const audit = request.server.services.audit;
  try {
    const result = await run();
    const target = change.target ?? targetOf?.(result) ?? null;
    await audit.record({ ...base, target, result: 'ok', detail: { ...base.detail, result: 'ok' } });
    return result;
  } catch (error) {
    await recordRefusal(request, change, error);
    throw error;
  }
}

function auditBase(request: FastifyRequest, change: AuditedChange) {
  const { user } = sessionOf(request);
  return {
    action: change.action,
    userId: user.id,
    username: user.username,
    ip: request.ip,
    targetName: change.targetName ?? null,
    detail: { ...change.detail, ...(change.changes ? { changes: change.changes } : {}) },
  };
}

/** Records an attempt that did not happen, with the reason given to the person who tried. */
export async function recordRefusal(
  request: FastifyRequest,
  change: AuditedChange,
  error: unknown,
): Promise<void> {
  const base = auditBase(request, change);
  const refusal = error instanceof HttpProblem ? error.toProblem() : upstreamProblem(error);
  const status = refusal?.status ?? 500;
  // A rate limit's 429 is the service being busy, not a refusal of this change.
  const result =
    error instanceof ServiceOutcomeUnknownError
      ? 'unknown'
      : status < 500 && !(error instanceof ServiceUnavailableError)
        ? 'refused'
        : 'failed';
  await request.server.services.audit.record({
    ...base,
    target: change.target ?? null,
    result,
    detail: {
      ...base.detail,
      result: result === 'unknown' ? 'unknown' : 'failed',
      outcome: result,
      status,
      serviceCode: refusal?.serviceCode,
      reason: refusal?.detail ?? refusal?.title,
    },
  });
}

/**
 * The fields a change touches, before → after, for the audit: only fields given in `after` whose value
 * differs. Fields named in `secrets` are marked changed without their values.
 */
export function fieldChanges(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown>,
  secrets: readonly string[] = [],
): Record<string, FieldChange> {
  const changes: Record<string, FieldChange> = {};
  for (const [field, value] of Object.entries(after)) {
    if (value === undefined) continue;
    if (secrets.includes(field)) {
      changes[field] = { secret: 'changed' };
      continue;
    }
    const was = before?.[field];
    if (JSON.stringify(was ?? null) !== JSON.stringify(value ?? null)) {
      changes[field] = { before: was ?? null, after: value ?? null };
    }
  }
  return changes;
}
