import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IvrPathTests, SavedPathTest, SavePathTestsRequest } from '@/core/api/ivr-designer-path-tests';
import type { TreeCreated } from '@/core/api/ivr-designer-trees';
import type { UserList } from '@/core/api/users';
import { startBff } from '../../test-support/bff-harness';
import { startBffWithSandbox, type BffWithSandbox } from '../../test-support/bff-with-sandbox';
import { testDatabase } from '../../test-support/test-database';
import { auditEntries, expectFieldErrors, expectProblem } from '../contact-center/contact-center-test-kit';
import { draftOf, editDraft, makeTree, okJson, unique } from './ivr-designer-kit';

const dir = mkdtempSync(join(tmpdir(), 'ivr-path-tests-'));
const database = testDatabase(dir);
let world: BffWithSandbox;
/** The supervisor's display name differs from their username, so `updatedBy` shows which one is kept. */
const SUPERVISOR_NAME = 'Sam Supervisor';

beforeAll(async () => {
  world = await startBffWithSandbox({ bff: { database: database.settings } });
  const { items } = okJson<UserList>(await world.as('admin', 'GET', '/api/admin/users'));
  const supervisor = items.find((user) => user.username === 'supervisor')!;
  okJson(
    await world.as('admin', 'PATCH', `/api/admin/users/${supervisor.id}`, {
      body: { displayName: SUPERVISOR_NAME },
    }),
  );
});
afterAll(async () => {
  await world.sandbox.close();
  await database.dispose();
  rmSync(dir, { recursive: true, force: true });
});

const pathOf = (treeId: string) => `/api/ivr/trees/${treeId}/path-tests`;

const TESTS: SavedPathTest[] = [
  { id: 't1', name: 'Sales line', inputs: ['1', '0'], expected: { kind: 'queue', queueId: 'queue-sales' } },
  {
    id: 't2',
    name: 'Support forward',
    inputs: ['2', '*', '#'],
    expected: { kind: 'forward', to: '0912345678', callerId: '842873000111' },
  },
  { id: 't3', name: 'Silent caller', inputs: ['timeout', 'timeout'], expected: { kind: 'hangup' } },
  {
    id: 't4',
    name: 'Gives up',
    inputs: ['hangUp'],
    expected: { kind: 'noAction', reason: 'callerHungUp' },
  },
  { id: 't5', name: 'Leaves a message', inputs: ['9'], expected: { kind: 'voicemail' } },
];

async function pathTestsOf(treeId: string, role: 'supervisor' | 'lead' = 'supervisor') {
  return okJson<IvrPathTests>(await world.as(role, 'GET', pathOf(treeId)));
}

const put = (treeId: string, body: unknown, role: 'supervisor' | 'lead' | 'admin' = 'supervisor') =>
  world.as(role, 'PUT', pathOf(treeId), { body });

async function save(treeId: string, request: SavePathTestsRequest) {
  return okJson<IvrPathTests>(await put(treeId, request));
}

const newTree = async (label: string) => (await makeTree(world, unique(label), [{ name: 'Root' }])).treeId;

type ConflictBody = { status: number; detail?: string; current: IvrPathTests };

describe('saved path tests', () => {
  it('are empty at revision 0 before the first save', async () => {
    const treeId = await newTree('Fresh tree');
    expect(await pathTestsOf(treeId, 'lead')).toEqual({
      treeId,
      tests: [],
      maxSecondsToAgent: null,
      revision: 0,
      updatedAt: null,
      updatedBy: null,
    });
  });

  it('round-trip exactly, and a stale save is refused with the current tests, changing nothing', async () => {
    const treeId = await newTree('Saved tree');
    const saved = await save(treeId, { tests: TESTS, maxSecondsToAgent: 90, revision: 0 });
    const expected: IvrPathTests = {
      treeId,
      tests: TESTS,
      maxSecondsToAgent: 90,
      revision: 1,
      updatedAt: world.bff.clock.now().getTime(),
      updatedBy: SUPERVISOR_NAME,
    };
    expect(saved).toEqual(expected);
    expect(await pathTestsOf(treeId, 'lead')).toEqual(expected);

    // A second browser still on revision 0 cannot silently overwrite the save.
    const overwrite = { tests: [TESTS[0]], maxSecondsToAgent: null, revision: 0 };
    const conflict = expectProblem(await put(treeId, overwrite, 'admin'), 409) as unknown as ConflictBody;
    expect(conflict.current).toEqual(expected);
    expect(conflict.detail).toContain(SUPERVISOR_NAME);
    // Nor can one on a revision that never was.
    const unknown = expectProblem(await put(treeId, { ...overwrite, revision: 7 }), 409) as unknown;
    expect((unknown as ConflictBody).current).toEqual(expected);
    expect(await pathTestsOf(treeId)).toEqual(expected);

    const second = await save(treeId, { tests: TESTS.slice(2), maxSecondsToAgent: null, revision: 1 });
    expect(second).toMatchObject({ tests: TESTS.slice(2), maxSecondsToAgent: null, revision: 2 });
    const audits = (await auditEntries(world, 'ivr-path-tests.save')).filter(
      (entry) => entry.target === treeId,
    );
    expect(audits.map((entry) => entry.detail)).toMatchObject([
      { tests: 5, result: 'ok' },
      { tests: 1, result: 'failed', status: 409 },
      { tests: 1, result: 'failed', status: 409 },
      { tests: 3, result: 'ok' },
    ]);
  });

  it('let exactly one of two saves on the same revision through', async () => {
    const treeId = await newTree('Raced tree');
    const race = async (revision: number) => {
      const answers = await Promise.all(
        ['first', 'second'].map((name, index) =>
          put(treeId, { tests: [{ ...TESTS[index]!, name }], maxSecondsToAgent: null, revision }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const winner = answers.find((answer) => answer.status === 200)!.json() as IvrPathTests;
      expect(winner.revision).toBe(revision + 1);
      expect(await pathTestsOf(treeId)).toEqual(winner);
    };
    await race(0); // both insert the first row
    await race(1); // both update the row
  });

  it('refuse bad input with a clear field error and store nothing', async () => {
    const treeId = await newTree('Checked tree');
    const before = await save(treeId, { tests: TESTS.slice(0, 1), maxSecondsToAgent: 60, revision: 0 });
    const valid = { tests: TESTS, maxSecondsToAgent: 120, revision: 1 };
    const withTest = (change: Partial<Record<keyof SavedPathTest, unknown>>) => ({
      ...valid,
      tests: [{ ...TESTS[0]!, ...change }, ...TESTS.slice(1)],
    });
    const refused = async (body: unknown, field: string, message: RegExp) => {
      const answer = await put(treeId, body);
      expectFieldErrors(answer, [field]);
      expect((answer.json() as { errors: Record<string, string> }).errors[field]).toMatch(message);
    };

    await refused(withTest({ inputs: ['1', '5x'] }), 'tests.0.inputs.1', /key \(0-9, \* or #\)/);
    await refused(withTest({ inputs: [] }), 'tests.0.inputs', /at least one input/);
    await refused(withTest({ inputs: Array(51).fill('1') }), 'tests.0.inputs', /at most 50 inputs/);
    const many = Array.from({ length: 201 }, (_, index) => ({ ...TESTS[0]!, id: `t${index}` }));
    await refused({ ...valid, tests: many }, 'tests', /At most 200 tests/);
    await refused({ ...valid, tests: [TESTS[0], { ...TESTS[1], id: 't1' }] }, 'tests', /unique/);
    await refused(withTest({ name: 'n'.repeat(121) }), 'tests.0.name', /at most 120 characters/);
    await refused({ ...valid, maxSecondsToAgent: 0 }, 'maxSecondsToAgent', /at least 1 second/);
    await refused({ ...valid, maxSecondsToAgent: 3601 }, 'maxSecondsToAgent', /at most 3600 seconds/);
    await refused({ ...valid, maxSecondsToAgent: 1.5 }, 'maxSecondsToAgent', /whole number/);
    await refused(
      withTest({ expected: { kind: 'teleport' } }),
      'tests.0.expected.kind',
      /Invalid discriminator value/,
    );
    await refused({ tests: TESTS, maxSecondsToAgent: null }, 'revision', /Revision must be a number/);

    expect(await pathTestsOf(treeId)).toEqual(before);
    const audits = (await auditEntries(world, 'ivr-path-tests.save')).filter(
      (entry) => entry.target === treeId,
    );
    expect(audits).toHaveLength(1);
  });

  it('let a lead read but not save, and keep support out', async () => {
    const treeId = await newTree('Roles tree');
    const saved = await save(treeId, { tests: TESTS, maxSecondsToAgent: null, revision: 0 });
    expect(await pathTestsOf(treeId, 'lead')).toEqual(saved);
    expectProblem(await put(treeId, { tests: [], maxSecondsToAgent: null, revision: 1 }, 'lead'), 403);
    expectProblem(await world.as('support', 'GET', pathOf(treeId)), 403);
    expect(await pathTestsOf(treeId)).toEqual(saved);
  });

  it('are deleted with their tree, and so are its draft and layout', async () => {
    const treeId = await newTree('Doomed tree');
    await save(treeId, { tests: TESTS, maxSecondsToAgent: 30, revision: 0 });
    const draft = await draftOf(world, treeId);
    // The layout lives in the draft document: an edit of it is one stored update.
    await editDraft(world, treeId, draft.menu, { 'new-card': { x: 1, y: 2 } });
    const rowsOf = (table: 'ivr_path_tests' | 'ivr_draft_docs' | 'ivr_draft_updates') =>
      world.bff.appDb.db.selectFrom(table).select('tree_id').where('tree_id', '=', treeId).execute();
    for (const table of ['ivr_path_tests', 'ivr_draft_docs', 'ivr_draft_updates'] as const) {
      expect(await rowsOf(table), table).toHaveLength(1);
    }
    expect((await world.as('supervisor', 'DELETE', `/api/ivr/trees/${treeId}`)).status).toBe(204);
    // Like the layout, the tests of a tree the service does not know read as never saved.
    expect(await pathTestsOf(treeId)).toMatchObject({ tests: [], revision: 0, updatedBy: null });
    for (const table of ['ivr_path_tests', 'ivr_draft_docs', 'ivr_draft_updates'] as const) {
      expect(await rowsOf(table), table).toEqual([]);
    }
  });

  it('are deleted when the tree was deleted elsewhere: the BFF answers 404 and forgets the tree', async () => {
    const treeId = await newTree('Deleted elsewhere');
    await save(treeId, { tests: TESTS, maxSecondsToAgent: 30, revision: 0 });
    await world.bff.app.services.service.contactCenter.ivrTrees.remove(treeId);
    expectProblem(await world.as('supervisor', 'DELETE', `/api/ivr/trees/${treeId}`), 404);
    const left = await world.bff.appDb.db
      .selectFrom('ivr_path_tests')
      .select('tree_id')
      .where('tree_id', '=', treeId)
      .execute();
    expect(left).toEqual([]);
  });

  it('come along to a duplicate of their tree, at revision 1', async () => {
    const treeId = await newTree('Original tree');
    await save(treeId, { tests: TESTS, maxSecondsToAgent: 45, revision: 0 });
    await save(treeId, { tests: TESTS.slice(1), maxSecondsToAgent: 45, revision: 1 });
    const duplicate = async (source: string) => {
      const answer = await world.as('admin', 'POST', `/api/ivr/trees/${source}/duplicate`, {
        body: { name: unique('Copy') },
      });
      return okJson<TreeCreated>(answer, 201).treeId;
    };

    const copyId = await duplicate(treeId);
    expect(await pathTestsOf(copyId)).toEqual({
      treeId: copyId,
      tests: TESTS.slice(1),
      maxSecondsToAgent: 45,
      revision: 1,
      updatedAt: world.bff.clock.now().getTime(),
      updatedBy: 'admin',
    });
    expect((await pathTestsOf(treeId)).revision).toBe(2);

    const bareCopyId = await duplicate(await newTree('Untested tree'));
    expect(await pathTestsOf(bareCopyId)).toMatchObject({ tests: [], revision: 0 });
  });

  it('survive a BFF restart on the same database', async () => {
    const treeId = await newTree('Restart tree');
    const saved = await save(treeId, { tests: TESTS, maxSecondsToAgent: 600, revision: 0 });

    await world.bff.close();
    const restarted = await startBff({
      database: database.settings,
      upstream: world.bff.app.services.upstream,
    });
    try {
      const { cookie, csrf } = await restarted.login('lead', 'role-user-password');
      const answer = await restarted.request('GET', pathOf(treeId), { cookie, csrf });
      expect(okJson<IvrPathTests>(answer)).toEqual(saved);
    } finally {
      await restarted.close();
    }
  });
});
