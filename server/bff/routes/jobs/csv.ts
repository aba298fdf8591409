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

/** A byte-order mark: Excel then reads the file as UTF-8 and shows Vietnamese as written. */
const UTF8_BOM = '\ufeff';

export type CsvCell = string | number | boolean | null;

/** The rows as CSV text (UTF-8 with a BOM), header first, every value made safe for a spreadsheet. */
export function csvOf<Item>(columns: Array<[string, (item: Item) => CsvCell]>, rows: Item[]): string {
  const lines = [csvLine(columns.map(([header]) => header))];
  for (const row of rows) {
    lines.push(
      csvLine(
        columns.map(([, value]) => {
          const cell = value(row);
          return cell === null || cell === undefined ? null : String(cell);
        }),
      ),
    );
  }
  return UTF8_BOM + lines.join('');
}
