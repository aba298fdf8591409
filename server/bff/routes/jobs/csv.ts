/** A CSV field (RFC 4180), made safe to open in a spreadsheet. */
export function csvField(value: string | null): string {
  const text = spreadsheetSafe(value ?? '');
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * Spreadsheets run a cell starting with = + - @ as a formula (CSV injection). A submitted "phone" is free
 * text, so such a cell gets a leading apostrophe — unless it is a plain phone number like +84 912 345 678,
 * which must stay readable as written.
 */
function spreadsheetSafe(text: string): string {
  if (!/^[=+\-@\t\r]/.test(text)) return text;
  return /^\+?[\d\s().-]+$/.test(text) ? text : `'${text}`;
}

export const csvLine = (fields: (string | null)[]) => `${fields.map(csvField).join(',')}\r\n`;
