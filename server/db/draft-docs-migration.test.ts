import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { readDraft } from '../../src/core/ivr/draft-doc/read-draft';
import type { IvrMenu } from '../../src/core/ivr/ivr-menu';
import { databaseSettings } from '../config';
import { openAppDb, type AppDb } from './database';
import { migrateToLatest } from './migrate';
import { schemaTables } from './schema-tables';
import {
  dropSchema,
  postgresReachable,
  TEST_DATABASE_URL,
  uniqueSchemaName,
} from './test-support/postgres-test-schema';
import { migrateTo } from './test-support/migrate-to';

const dir = mkdtempSync(join(tmpdir(), 'draft-docs-migration-'));
const schema = uniqueSchemaName('sb_draftmig');
const available = await postgresReachable();
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  if (available) await dropSchema(schema);
});

const node = (id: string, name: string) => ({
  id,
  name,
  playMode: 'talk' as const,
  playContent: `Đây là ${name}`,
  bargeIn: true,
  loopCount: 1,
  delayMs: 0,
  voice: 'hn_female_thutrang_phrase_48k-hsmm',
  speed: 0,
  keypressTimeoutSeconds: 5,
});
const base: IvrMenu = {
  rootNodeId: 'n1',
  nodes: [node('n1', 'Chào mừng'), node('n2', 'Bán hàng')],
  keys: [{ id: 'k1', nodeId: 'n1', key: '1', action: { kind: 'node', nextNodeId: 'n2' } }],
};
// The saved draft: a new node, a key to it, a key to a deleted node (dangling), the second node renamed.
const menu: IvrMenu = {
  rootNodeId: 'n1',
  nodes: [node('n1', 'Chào mừng'), { ...node('n2', 'Kinh doanh'), speed: 2 }, node('new-a', 'Hỗ trợ')],
  keys: [
    { id: 'k1', nodeId: 'n1', key: '1', action: { kind: 'node', nextNodeId: 'n2' } },
    { id: 'new-k', nodeId: 'n1', key: '2', action: { kind: 'node', nextNodeId: 'new-a' } },
    { id: 'new-d', nodeId: 'n2', key: '0', action: { kind: 'node', nextNodeId: 'new-gone' } },
    { id: 'new-q', nodeId: 'new-a', key: '#', action: { kind: 'forward', toPhoneNumber: '0912345678' } },
  ],
};
const positions = { n1: { x: 0, y: 0 }, 'new-a': { x: 120.5, y: -40 }, 'key:new-q': { x: 300, y: 10 } };

/** Old rows as the whole-draft designer saved them, migrated; the documents then read back. */
async function migrateOldRows(appDb: AppDb) {
  await migrateTo(appDb, '0005-ivr-path-tests');
  const old = appDb.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const at = '2026-03-01T08:00:00.000Z';
  await old
    .insertInto('ivr_drafts')
    .values({
      tree_id: 't1',
      menu: JSON.stringify(menu),
      base: JSON.stringify(base),
      revision: 7,
      updated_at: at,
      updated_by: 'u1',
      updated_by_name: 'Lan',
    })
    .execute();
  await old
    .insertInto('ivr_layouts')
    .values([
      { tree_id: 't1', positions: JSON.stringify(positions), updated_at: at, updated_by: 'u1' },
      { tree_id: 't2', positions: JSON.stringify({ x1: { x: 5, y: 6 } }), updated_at: at, updated_by: 'u2' },
    ])
    .execute();
  await old
    .insertInto('ivr_presence')
    .values({
      tree_id: 't1',
      user_id: 'u1',
      username: 'lan',
      display_name: 'Lan',
      since: at,
      last_seen_at: at,
    })
    .execute();
  await migrateToLatest(appDb);

  const rows = await appDb.db.selectFrom('ivr_draft_docs').selectAll().orderBy('tree_id').execute();
  const docOf = (snapshot: Uint8Array) => {
    const doc = new Y.Doc();
    Y.applyUpdate(doc, snapshot);
    return readDraft(doc);
  };
  const tables = (
    appDb.schema ? await schemaTables(appDb.db, appDb.schema) : await appDb.db.introspection.getTables()
  ).map((table) => table.name);
  return { rows, docOf, tables };
}

function expectMigrated({ rows, docOf, tables }: Awaited<ReturnType<typeof migrateOldRows>>) {
  expect(rows.map((row) => [row.tree_id, row.last_seq, row.updated_by_name])).toEqual([
    ['t1', 7, 'Lan'],
    ['t2', 0, ''],
  ]);
  const t1 = docOf(rows[0]!.snapshot);
  const byId = <T extends { id: string }>(items: T[]) => [...items].sort((a, b) => a.id.localeCompare(b.id));
  expect(t1.menu.rootNodeId).toBe('n1');
  expect(byId(t1.menu.nodes)).toEqual(byId(menu.nodes));
  expect(byId(t1.menu.keys)).toEqual(byId(menu.keys));
  expect(t1.base).toEqual(base);
  expect(t1.positions).toEqual(positions);
  // A layout without a draft keeps its positions; the first open fills the rest from the live tree.
  expect(docOf(rows[1]!.snapshot).positions).toEqual({ x1: { x: 5, y: 6 } });
  expect(tables).not.toContain('ivr_presence');
  expect(tables).not.toContain('ivr_drafts');
  expect(tables).not.toContain('ivr_layouts');
}

describe('migration of whole-draft rows into draft documents', () => {
  it('moves every draft and layout into a document without loss on SQLite', async () => {
    const appDb = openAppDb({ engine: 'sqlite', path: join(dir, 'old.db') });
    try {
      expectMigrated(await migrateOldRows(appDb));
    } finally {
      await appDb.close();
    }
  });

  it.skipIf(!available)('does the same on PostgreSQL', async () => {
    const appDb = openAppDb(databaseSettings(TEST_DATABASE_URL, schema));
    try {
      expectMigrated(await migrateOldRows(appDb));
    } finally {
      await appDb.close();
    }
  });
});
