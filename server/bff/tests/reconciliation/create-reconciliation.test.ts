import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OUTCOME_UNKNOWN_PROBLEM } from '@/core/api/outcome-unknown';
import { expectProblem } from '../contact-center/contact-center-test-kit';
import { CREATE_CASES } from './create-cases';
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
 * Creates of every resource whose answer is lost, over real HTTP through a delaying proxy in front of
 * the sandbox: the BFF finds out what happened and answers with it.
 */
let setup: ReconciliationWorld;
beforeAll(async () => {
  setup = await startReconciliationWorld();
});
afterAll(() => setup.close());
afterEach(() => setup.proxy.use(() => 'pass'));

const postsTo = (path: string) => setup.proxy.seen.filter((line) => line.startsWith(`POST ${path}`)).length;

describe.each(CREATE_CASES)('creating $resource', (kind) => {
  it('answered late and sent twice: one object, both 201 with its id, audited ok', async () => {
    const { world, proxy } = setup;
    const { next, held } = await kind.prepare(world);
    const request = next();
    const before = await held();
    const audited = await auditCount(world, kind.audit);
    const posts = postsTo(kind.post);
    proxy.use(only('POST', kind.post, { holdMs: LATE_MS }));

    const first = await send(world, kind.role, request);
    expect(first.status, first.text).toBe(201);
    const again = await send(world, kind.role, request);
    expect(again.status, again.text).toBe(201);

    const made = (await held()).filter((id) => !before.includes(id));
    expect(made).toEqual([kind.idOf(first)]);
    expect(kind.idOf(again)).toBe(kind.idOf(first));
    // The second send looked first and found it: it never went to the service.
    expect(postsTo(kind.post) - posts).toBe(1);
    expect(await auditResults(world, kind.audit, audited)).toEqual(['ok', 'ok']);
  });

  it('dropped before the service saw it: 503 (not the unknown outcome), audited failed, nothing made', async () => {
    const { world, proxy } = setup;
    const { next, held } = await kind.prepare(world);
    const before = await held();
    const audited = await auditCount(world, kind.audit);
    proxy.use(only('POST', kind.post, 'drop'));

    const problem = expectProblem(await send(world, kind.role, next()), 503) as { type?: string };

    expect(problem.type).not.toBe(OUTCOME_UNKNOWN_PROBLEM);
    expect(await held()).toEqual(before);
    expect(await auditResults(world, kind.audit, audited)).toEqual(['failed']);
  });
});

describe('a create whose re-read hangs', () => {
  it('is reported as an unknown outcome (504, audited unknown) for every resource, within the bounded time', async () => {
    const { world, proxy } = setup;
    const prepared = await Promise.all(CREATE_CASES.map((kind) => kind.prepare(world)));
    const audited = await Promise.all(CREATE_CASES.map((kind) => auditCount(world, kind.audit)));
    proxy.use((method) => (method === 'POST' ? { holdMs: LATE_MS } : 'hang'));

    const answers = await Promise.all(
      CREATE_CASES.map((kind, index) => send(world, kind.role, prepared[index]!.next())),
    );

    proxy.use(() => 'pass');
    for (const [index, kind] of CREATE_CASES.entries()) {
      const problem = expectProblem(answers[index]!, 504) as { type?: string };
      expect(problem.type, kind.resource).toBe(OUTCOME_UNKNOWN_PROBLEM);
      expect(await auditResults(world, kind.audit, audited[index]), kind.resource).toEqual(['unknown']);
    }
  });
});
