export const mediaDdl = `
CREATE TABLE IF NOT EXISTS sip_phones (
  username TEXT PRIMARY KEY,
  password TEXT NOT NULL,
  extension INTEGER,
  email_address TEXT,
  created INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS greeting_files (
  sid TEXT PRIMARY KEY,
  filename TEXT NOT NULL UNIQUE,
  desc1 TEXT,
  created INTEGER NOT NULL,
  mime TEXT NOT NULL,
  content BLOB NOT NULL
);
`;

export interface SipPhoneRow {
  /** The full `<project_id>_<username>`, as lists and create answers show it. */
  username: string;
  password: string;
  extension: number | null;
  email_address: string | null;
  /** Epoch milliseconds; only orders the list. */
  created: number;
}

export interface GreetingFileRow {
  sid: string;
  /** Server-generated `<sid>.wav|.mp3`: the name IVR nodes put in node_play_content. */
  filename: string;
  desc1: string | null;
  /** Epoch seconds, as the service returns it. */
  created: number;
  /** From the content sniffed at upload: audio/wav or audio/mpeg. */
  mime: string;
  content: Buffer;
}
