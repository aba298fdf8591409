import type { WireCallRecord } from '@server/service-api/call-log';
import type { SandboxConfig } from '../../config';
import type { CallRow } from '../../db/tables/operations';
import { billedMinutes } from './call-billing';
import { callLogDateTime } from './service-time';

/** The configuration has no project name; the service shows one in every call record. */
export const SANDBOX_PROJECT_NAME = 'Switchboard Demo';

const flag = (value: number) => (value ? 1 : 0);

/** A stored call as the call log shows it. */
export function toWireCall(row: CallRow, config: SandboxConfig): WireCallRecord {
  return {
    id: row.id,
    uuid: row.uuid,
    project_id: config.projectId,
    project_name: SANDBOX_PROJECT_NAME,
    account_id: config.accountId,
    from_number: row.from_number,
    to_number: row.to_number,
    from_user_id: row.from_user_id,
    from_alias: row.from_alias,
    to_alias: row.to_alias,
    from_internal: flag(row.from_internal),
    to_internal: flag(row.to_internal),
    participants: row.participants,
    video_call: flag(row.video_call),
    recorded: flag(row.recorded),
    record_path: row.record_path,
    start_time: row.start_time,
    answer_time: row.answer_time,
    stop_time: row.stop_time,
    created: row.created,
    last_modified: row.last_modified,
    amount: row.amount,
    answer_duration: row.answer_duration,
    answer_duration_minutes: billedMinutes(row.answer_duration),
    start_time_datetime: callLogDateTime(row.start_time),
    // A running call has no stop yet: an empty text rather than a made-up 1970 date.
    stop_time_datetime: row.stop_time > 0 ? callLogDateTime(row.stop_time) : '',
    created_datetime: callLogDateTime(row.created * 1000),
    answer_time_datetime: row.answer_time > 0 ? callLogDateTime(row.answer_time) : 0,
    fields: parseFields(row.fields),
  };
}

function parseFields(text: string): unknown[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}
