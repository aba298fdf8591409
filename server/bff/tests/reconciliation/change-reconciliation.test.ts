import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OUTCOME_UNKNOWN_PROBLEM } from '@/core/api/outcome-unknown';
import { expectProblem } from '../contact-center/contact-center-test-kit';
import { CHANGE_CASES } from './change-cases';
import {
  auditCount,
  auditResults,
  LATE_MS,
  only,
  send,
  startReconciliationWorld,
  type ReconciliationWorld,
} from './reconciliation-world';

/**
 * Updates and deletes of every resource whose answer is lost, over real HTTP through a delaying proxy in
 * front of the sandbox: the BFF re-reads the object and answers with what it finds.
 */
let setup: ReconciliationWorld;
beforeAll(async () => {
  setup = await startReconciliationWorld();
});
afterAll(() => setup.close());
afterEach(() => setup.proxy.use(() => 'pass'));

describe.each(CHANGE_CASES)('$change', (kind) => {
  it(`answered late: reconciled as ${kind.late}, audited so`, async () => {
    const { world, proxy } = setup;
    const { request, applied } = await kind.prepare(world);
    const audited = await auditCount(world, kind.audit);
    proxy.use(only(kind.method, kind.target, { holdMs: LATE_MS }));

    const answer = await send(world, kind.role, request);

    if (kind.late === 'done') {
      expect(answer.status, answer.text).toBe(204);
      expect(await auditResults(world, kind.audit, audited)).toEqual(['ok']);
    } else {
      const problem = expectProblem(answer, 504) as { type?: string };
      expect(problem.type).toBe(OUTCOME_UNKNOWN_PROBLEM);
      expect(await auditResults(world, kind.audit, audited)).toEqual(['unknown']);
    }
    expect(await applied()).toBe(true);
  });

  it('dropped before the service saw it: 503, audited failed, nothing changed', async () => {
    const { world, proxy } = setup;
    const { request, applied } = await kind.prepare(world);
    const audited = await auditCount(world, kind.audit);
    proxy.use(only(kind.method, kind.target, 'drop'));

    const problem = expectProblem(await send(world, kind.role, request), 503) as { type?: string };

    expect(problem.type).not.toBe(OUTCOME_UNKNOWN_PROBLEM);
    expect(await auditResults(world, kind.audit, audited)).toEqual(['failed']);
    expect(await applied()).toBe(false);
  });
});
