import type { Migration, MigrationProvider } from 'kysely';
import { usersSessionsAudit } from './0001-users-sessions-audit';
import { greetingCopies } from './0002-greeting-copies';
import { jobs } from './0003-jobs';
import { ivrDesigner } from './0004-ivr-designer';
import { ivrPathTests } from './0005-ivr-path-tests';
import { board } from './0006-board';
import { ivrDraftDocs } from './0007-ivr-draft-docs';
import { readModel } from './0008-read-model';
import { auditDetail } from './0009-audit-detail';
import { unsureCreates } from './0010-unsure-creates';
import { callLogExports } from './0011-call-log-exports';
import { jobErrorCode } from './0012-job-error-code';
import { oneUnfinishedExport } from './0013-one-unfinished-export';

/**
 * Every migration, in order. Listed in code rather than read from a folder so that the set is the same
 * under tsx, a bundler or tests. Names sort in the order they must run; never rename or edit a shipped one.
 */
const migrations: Record<string, Migration> = {
  '0001-users-sessions-audit': usersSessionsAudit,
  '0002-greeting-copies': greetingCopies,
  '0003-jobs': jobs,
  '0004-ivr-designer': ivrDesigner,
  '0005-ivr-path-tests': ivrPathTests,
  '0006-board': board,
  '0007-ivr-draft-docs': ivrDraftDocs,
  '0008-read-model': readModel,
  '0009-audit-detail': auditDetail,
  '0010-unsure-creates': unsureCreates,
  '0011-call-log-exports': callLogExports,
  '0012-job-error-code': jobErrorCode,
  '0013-one-unfinished-export': oneUnfinishedExport,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
