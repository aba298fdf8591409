import { join } from 'node:path';
import { databaseSettings, type DatabaseSettings } from '../../config';
import { dropSchema, TEST_DATABASE_URL, uniqueSchemaName } from '../../db/test-support/postgres-test-schema';

/**
 * The app database a test BFF gets: a fresh SQLite file, or — with TEST_APP_DATABASE=postgres, as
 * `npm test` runs the BFF suite a second time — a fresh schema on the real PostgreSQL server.
 */
export function testDatabase(dir: string): { settings: DatabaseSettings; dispose: () => Promise<void> } {
  if (process.env.TEST_APP_DATABASE !== 'postgres') {
    return { settings: { engine: 'sqlite', path: join(dir, 'app.db') }, dispose: async () => {} };
  }
  const schema = uniqueSchemaName('sb_suite');
  return { settings: databaseSettings(TEST_DATABASE_URL, schema), dispose: () => dropSchema(schema) };
}
