import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache';

type Db = { items: { id: number; name: string } };

describe('withStatementCache', () => {
  let sqlite: BetterSqlite3.Database;
  afterEach(() => {
    if (sqlite.open) sqlite.close();
  });

  function open(max?: number) {
    sqlite = new BetterSqlite3(':memory:');
    sqlite.exec('CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT NOT NULL)');
    const prepared: string[] = [];
    const counting = new Proxy(sqlite, {
      get(target, property) {
        if (property === 'prepare')
          return (text: string) => {
            prepared.push(text);
            return target.prepare(text);
          };
        const value: unknown = Reflect.get(target, property);
        return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
      },
    });
    const cached = withStatementCache(counting, max);
    return { db: new Kysely<Db>({ dialect: new SqliteDialect({ database: cached }) }), prepared, cached };
  }

  it('prepares a query once however often it runs with other values, and answers each run rightly', async () => {
    const { db, prepared } = open();
    for (let id = 1; id <= 5; id += 1)
      await db
        .insertInto('items')
        .values({ id, name: `n${id}` })
        .execute();
    for (let id = 1; id <= 5; id += 1) {
      const row = await db.selectFrom('items').select('name').where('id', '=', id).executeTakeFirst();
      expect(row).toEqual({ name: `n${id}` });
    }
    expect(prepared.filter((text) => text.startsWith('insert'))).toHaveLength(1);
    expect(prepared.filter((text) => text.startsWith('select'))).toHaveLength(1);
    await db.destroy();
  });

  it('gives a fresh statement when the kept one is still being iterated', async () => {
    const { db, cached } = open();
    await db
      .insertInto('items')
      .values([
        { id: 1, name: 'a' },
        { id: 2, name: 'b' },
      ])
      .execute();
    const text = 'select name from items order by id';
    const outer: unknown[] = [];
    const inner: unknown[][] = [];
    // Kysely holds SQLite's one connection while it streams, so this can only happen below it.
    for (const row of cached.prepare(text).iterate([])) {
      outer.push(row);
      inner.push(cached.prepare(text).all([]));
    }
    expect(outer).toEqual([{ name: 'a' }, { name: 'b' }]);
    expect(inner).toEqual([outer, outer]);
    await db.destroy();
  });

  it('keeps at most `max` statements, dropping the least recently used', async () => {
    const { db, prepared } = open(2);
    const run = (text: string) => sql.raw(text).execute(db);
    await run('select 1');
    await run('select 2');
    await run('select 1'); // 1 is now the most recent, so 3 pushes 2 out
    await run('select 3');
    await run('select 1');
    await run('select 2');
    expect(prepared).toEqual(['select 1', 'select 2', 'select 3', 'select 2']);
    await db.destroy();
  });

  it('sees a table changed after its statements were kept', async () => {
    const { db } = open();
    await db.insertInto('items').values({ id: 1, name: 'a' }).execute();
    expect(await sql.raw('select * from items').execute(db)).toMatchObject({ rows: [{ id: 1, name: 'a' }] });
    sqlite.exec("ALTER TABLE items ADD COLUMN colour TEXT NOT NULL DEFAULT 'red'");
    expect(await sql.raw('select * from items').execute(db)).toMatchObject({
      rows: [{ id: 1, name: 'a', colour: 'red' }],
    });
    await db.destroy();
  });
});
