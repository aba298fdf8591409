import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { withStatementCache } from '../../db/statement-cache';
import type * as cc from './tables/contact-center';
import { contactCenterDdl } from './tables/contact-center';
import type * as ivr from './tables/ivr';
import { ivrDdl } from './tables/ivr';
import type * as media from './tables/media';
import { mediaDdl } from './tables/media';
import type * as ops from './tables/operations';
import { operationsDdl } from './tables/operations';

export interface SandboxDatabase {
  ivr_trees: ivr.IvrTreeRow;
  ivr_nodes: ivr.IvrNodeRow;
  ivr_keypresses: ivr.IvrKeypressRow;
  agents: cc.AgentRow;
  agent_groups: cc.GroupRow;
  group_routings: cc.GroupRoutingRow;
  blacklist_numbers: cc.BlacklistNumberRow;
  sip_accounts: cc.SipAccountRow;
  campaigns: cc.CampaignRow;
  campaign_contacts: cc.CampaignContactRow;
  sip_phones: media.SipPhoneRow;
  greeting_files: media.GreetingFileRow;
  calls: ops.CallRow;
  chat_conversations: ops.ChatConversationRow;
  chat_messages: ops.ChatMessageRow;
  debugger_entries: ops.DebuggerEntryRow;
}

export type SandboxDb = { db: Kysely<SandboxDatabase>; sqlite: BetterSqlite3.Database };

/** Opens (creating when needed) the sandbox's SQLite file; `:memory:` gives a throw-away store. */
export function openSandboxDb(path: string): SandboxDb {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new BetterSqlite3(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.exec(ivrDdl + contactCenterDdl + mediaDdl + operationsDdl);
  const db = new Kysely<SandboxDatabase>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
  return { db, sqlite };
}
