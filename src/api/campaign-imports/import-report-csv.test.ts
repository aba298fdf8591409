import { describe, expect, test } from 'vitest';
import { groupByOutcome, parseCsv, parseImportReport } from './import-report-csv';

describe('parseCsv', () => {
  test('quoted fields keep commas, quotes and line breaks', () => {
    expect(parseCsv('a,"b,c","say ""hi""","two\r\nlines"\r\nx,y\r\n')).toEqual([
      ['a', 'b,c', 'say "hi"', 'two\r\nlines'],
      ['x', 'y'],
    ]);
  });

  test('a last line without a line break is read', () => {
    expect(parseCsv('a,b\nc,')).toEqual([
      ['a', 'b'],
      ['c', ''],
    ]);
  });
});

describe('parseImportReport', () => {
  const report =
    'phone,normalized,outcome,reason\r\n' +
    '0912345678,84912345678,added,\r\n' +
    '+84 912 345 678,84912345678,duplicate,\r\n' +
    "'=cmd,,invalid,invalid_characters\r\n" +
    '0987654321,84987654321,skipped,\r\n' +
    '0911111111,84911111111,unknown-outcome,\r\n';

  test('rows by outcome, numbers as submitted, a spreadsheet guard removed', () => {
    const groups = groupByOutcome(parseImportReport(report));
    expect(groups.added.map((row) => row.normalized)).toEqual(['84912345678']);
    expect(groups.duplicate.map((row) => row.phone)).toEqual(['+84 912 345 678']);
    expect(groups.invalid).toEqual([
      { phone: '=cmd', normalized: '', outcome: 'invalid', reason: 'invalid_characters' },
    ]);
    expect(groups.skipped.map((row) => row.normalized)).toEqual(['84987654321']);
    expect(groups.pending).toEqual([]);
  });
});
