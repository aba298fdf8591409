export const ivrDdl = `
CREATE TABLE IF NOT EXISTS ivr_trees (
  id TEXT PRIMARY KEY,
  tree_name TEXT NOT NULL,
  root_node TEXT NOT NULL DEFAULT '',
  created INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS ivr_nodes (
  id TEXT PRIMARY KEY,
  tree TEXT NOT NULL REFERENCES ivr_trees(id) ON DELETE CASCADE,
  node_name TEXT NOT NULL,
  node_play_mode TEXT NOT NULL,
  node_play_content TEXT NOT NULL,
  bargeIn INTEGER NOT NULL DEFAULT 1,
  loop_count INTEGER NOT NULL DEFAULT 1,
  sched INTEGER NOT NULL DEFAULT 0,
  voice TEXT NOT NULL,
  speed INTEGER NOT NULL DEFAULT 0,
  keypress_timeout INTEGER NOT NULL DEFAULT 5,
  greeting_id INTEGER,
  created INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS ivr_nodes_tree ON ivr_nodes(tree);
CREATE TABLE IF NOT EXISTS ivr_keypresses (
  id TEXT PRIMARY KEY,
  tree TEXT NOT NULL,
  node TEXT NOT NULL REFERENCES ivr_nodes(id) ON DELETE CASCADE,
  node_key TEXT NOT NULL,
  action INTEGER NOT NULL,
  next_node TEXT,
  queue_id TEXT,
  from_number_callout_to_agent TEXT,
  to_phone_number TEXT,
  sms TEXT,
  created INTEGER NOT NULL,
  UNIQUE (node, node_key)
);
`;

export interface IvrTreeRow {
  id: string;
  tree_name: string;
  root_node: string;
  created: number;
}

export interface IvrNodeRow {
  id: string;
  tree: string;
  node_name: string;
  node_play_mode: string;
  node_play_content: string;
  bargeIn: number;
  loop_count: number;
  sched: number;
  voice: string;
  speed: number;
  keypress_timeout: number;
  greeting_id: number | null;
  created: number;
}

export interface IvrKeypressRow {
  id: string;
  tree: string;
  node: string;
  node_key: string;
  action: number;
  next_node: string | null;
  queue_id: string | null;
  from_number_callout_to_agent: string | null;
  to_phone_number: string | null;
  sms: string | null;
  created: number;
}
