import type { Kysely, Migration } from 'kysely';

/** Copies of uploaded greeting audio, for preview. */
export const greetingCopies: Migration = {
  async up(_db: Kysely<unknown>) {},
};
