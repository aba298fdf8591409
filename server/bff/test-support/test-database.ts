import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { databaseSettings, type DatabaseSettings } from '../../config';

/**
 * The app database a test BFF gets: a fresh SQLite file, or — with TEST_APP_DATABASE=postgres, as
 * `npm test` runs the BFF suite a second time — a fresh schema on the real PostgreSQL server.
 */
export function testDatabase(dir: string): { settings: DatabaseSettings; dispose: () => Promise<void> } {
  if (process.env.TEST_APP_DATABASE !== 'postgres') {
    return { settings: { engine: 'sqlite', path: join(dir, 'app.db') }, dispose: async () => {} };
  }
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const schema = `sb_suite_${process.pid}_${randomBytes(4).toString('hex')}`;
  return {
    settings: databaseSettings(url, schema),
    dispose: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    },
  };
}
