export const contactCenterDdl = `
CREATE TABLE IF NOT EXISTS agents (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  service_user_id TEXT NOT NULL,
  manual_status TEXT,
  routing_type INTEGER NOT NULL DEFAULT 1,
  phone_number TEXT NOT NULL DEFAULT '',
  system_status INTEGER NOT NULL DEFAULT 1,
  device_status INTEGER NOT NULL DEFAULT 0,
  last_time_pickup INTEGER NOT NULL DEFAULT 0,
  last_time_support_call_ended INTEGER NOT NULL DEFAULT 0,
  created INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS agent_groups (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  number_of_agent INTEGER NOT NULL DEFAULT 0,
  created INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS group_routings (
  id TEXT PRIMARY KEY,
  queue_id TEXT NOT NULL,
  group_id TEXT NOT NULL REFERENCES agent_groups(id) ON DELETE CASCADE,
  primary_group INTEGER NOT NULL,
  created INTEGER NOT NULL,
  UNIQUE (queue_id, group_id)
);
CREATE TABLE IF NOT EXISTS blacklist_numbers (
  id TEXT PRIMARY KEY,
  number TEXT NOT NULL UNIQUE,
  ivr_blocked INTEGER NOT NULL DEFAULT 0,
  queue_blocked INTEGER NOT NULL DEFAULT 0,
  created INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS sip_accounts (
  username TEXT PRIMARY KEY,
  password TEXT NOT NULL,
  extension INTEGER NOT NULL,
  service_user_id TEXT NOT NULL DEFAULT '',
  subscriber_id INTEGER NOT NULL,
  created INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS campaigns (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS campaign_contacts (
  campaign_id TEXT NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
  phone TEXT NOT NULL,
  created INTEGER NOT NULL,
  PRIMARY KEY (campaign_id, phone)
);
`;

export interface AgentRow {
  id: string;
  name: string;
  service_user_id: string;
  manual_status: string | null;
  routing_type: number;
  phone_number: string;
  system_status: number;
  device_status: number;
  last_time_pickup: number;
  last_time_support_call_ended: number;
  created: number;
}

export interface GroupRow {
  id: string;
  name: string;
  number_of_agent: number;
  created: number;
}

export interface GroupRoutingRow {
  id: string;
  queue_id: string;
  group_id: string;
  primary_group: number;
  created: number;
}

export interface BlacklistNumberRow {
  id: string;
  number: string;
  ivr_blocked: number;
  queue_blocked: number;
  created: number;
}

export interface SipAccountRow {
  username: string;
  password: string;
  extension: number;
  service_user_id: string;
  subscriber_id: number;
  created: number;
}

export interface CampaignRow {
  id: string;
  name: string;
}

export interface CampaignContactRow {
  campaign_id: string;
  phone: string;
  created: number;
}
