import type { Kysely, Migration } from 'kysely';

/** Campaign import jobs and their progress. */
export const jobs: Migration = {
  async up(_db: Kysely<unknown>) {},
};
