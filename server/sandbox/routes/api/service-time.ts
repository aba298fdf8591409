/**
 * The service shows times as wall-clock text in Vietnam time (UTC+7, no daylight saving), the time zone
 * of its users; epoch values stay UTC.
 */
const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;

const two = (n: number) => String(n).padStart(2, '0');

function wallClock(epochMs: number) {
  const d = new Date(epochMs + VIETNAM_OFFSET_MS);
  return {
    date: [d.getUTCFullYear(), two(d.getUTCMonth() + 1), two(d.getUTCDate())],
    time: `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`,
  };
}

/** Call-log format: `YYYY/MM/DD, HH:MM:SS`. */
export function callLogDateTime(epochMs: number): string {
  const { date, time } = wallClock(epochMs);
  return `${date.join('/')}, ${time}`;
}

/** Debugger format: `YYYY-MM-DD HH:MM:SS`. */
export function debuggerDateTime(epochMs: number): string {
  const { date, time } = wallClock(epochMs);
  return `${date.join('-')} ${time}`;
}
