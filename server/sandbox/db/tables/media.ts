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
  username: string;
  password: string;
  extension: number | null;
  email_address: string | null;
  created: number;
}

export interface GreetingFileRow {
  sid: string;
  filename: string;
  desc1: string | null;
  created: number;
  mime: string;
  content: Buffer;
}
