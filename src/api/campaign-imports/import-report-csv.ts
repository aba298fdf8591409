import { z } from 'zod';

/** One row of an import's report.csv: a submitted number and what became of it. */
export type ReportRow = { phone: string; normalized: string; outcome: ReportOutcome; reason: string };

const outcomeSchema = z.enum(['added', 'skipped', 'invalid', 'duplicate', 'pending']);
export type ReportOutcome = z.infer<typeof outcomeSchema>;

/** RFC 4180 records: quoted fields may hold commas, quotes ("") and line breaks. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || record.length > 0) records.push([...record, field]);
  return records;
}

/** The report's rows (its header line left out); a row the SPA does not understand is skipped. */
export function parseImportReport(text: string): ReportRow[] {
  return parseCsv(text)
    .slice(1)
    .flatMap(([phone = '', normalized = '', outcome = '', reason = '']) => {
      const parsed = outcomeSchema.safeParse(outcome);
      return parsed.success
        ? [{ phone: phone.replace(/^'/, ''), normalized, outcome: parsed.data, reason }]
        : [];
    });
}

/** The rows of each outcome, in submission order. */
export function groupByOutcome(rows: readonly ReportRow[]): Record<ReportOutcome, ReportRow[]> {
  const groups: Record<ReportOutcome, ReportRow[]> = {
    added: [],
    skipped: [],
    invalid: [],
    duplicate: [],
    pending: [],
  };
  for (const row of rows) groups[row.outcome].push(row);
  return groups;
}
