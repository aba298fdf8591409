import type { CallRecord } from '@/core/api/call-log';

/** A CSV field (RFC 4180); a text a spreadsheet would run as a formula gets a leading apostrophe. */
export function csvField(value: string | number | boolean | null): string {
  if (value === null) return '';
  let text = String(value);
  // Phone numbers like +8490… stay as written; any other text starting = + - @ is defused.
  if (/^[=+\-@\t\r]/.test(text) && !/^\+?[\d\s().-]+$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** The export's columns: times as ISO 8601 in UTC, booleans as true/false, duration in seconds. */
const COLUMNS: Array<[string, (call: CallRecord) => string | number | boolean | null]> = [
  ['id', (call) => call.id],
  ['start_time', (call) => iso(call.startTime)],
  ['answer_time', (call) => iso(call.answerTime)],
  ['stop_time', (call) => iso(call.stopTime)],
  ['created', (call) => iso(call.created)],
  ['answered', (call) => call.answerTime !== null],
  ['from_number', (call) => call.fromNumber],
  ['from_alias', (call) => call.fromAlias],
  ['from_user_id', (call) => call.fromUserId],
  ['from_internal', (call) => call.fromInternal],
  ['to_number', (call) => call.toNumber],
  ['to_alias', (call) => call.toAlias],
  ['to_internal', (call) => call.toInternal],
  ['answer_duration_seconds', (call) => call.answerDuration],
  ['answer_duration_minutes', (call) => call.answerDurationMinutes],
  ['amount_vnd', (call) => call.amount],
  ['recorded', (call) => call.recorded],
  ['video_call', (call) => call.videoCall],
  ['record_path', (call) => call.recordPath],
];

/** UTF-8 byte order mark: without it Excel reads the file as the local code page and garbles Vietnamese. */
export const CSV_BOM = '\uFEFF';

export const CALL_CSV_HEADER = `${CSV_BOM}${COLUMNS.map(([name]) => name).join(',')}\r\n`;

export const callCsvLine = (call: CallRecord) =>
  `${COLUMNS.map(([, value]) => csvField(value(call))).join(',')}\r\n`;
