import { describe, expect, it } from 'vitest';
import { auditExportHref, auditSearchSchema, toAuditQuery } from './audit-search';

describe('the audit log’s address-bar filters', () => {
  it('drops malformed values instead of failing', () => {
    expect(auditSearchSchema.parse({ page: 'x', from: 'yesterday', action: 'user' })).toEqual({
      page: undefined,
      from: undefined,
      action: 'user',
    });
  });

  it('turns a picked range into instants, the last millisecond included', () => {
    const from = Date.UTC(2026, 2, 1, 8, 15);
    const to = Date.UTC(2026, 2, 1, 17, 30, 59, 999);
    const query = toAuditQuery(auditSearchSchema.parse({ from: String(from), to: String(to) }));
    expect(query.from).toBe('2026-03-01T08:15:00.000Z');
    expect(query.to).toBe('2026-03-01T17:31:00.000Z');
  });

  it('leaves out empty filters and starts on page 1', () => {
    expect(toAuditQuery({ username: '' })).toMatchObject({ page: 1, username: undefined });
  });

  it('exports what the filters keep, without the page', () => {
    const href = new URL(auditExportHref({ page: 3, target: 'Đỗ Thị', result: 'refused' }), 'http://x');
    expect(href.pathname).toBe('/api/admin/audit/export.csv');
    expect(Object.fromEntries(href.searchParams)).toEqual({ target: 'Đỗ Thị', result: 'refused' });
    expect(auditExportHref({})).toBe('/api/admin/audit/export.csv');
  });

  it('keeps a known result and drops an unknown one', () => {
    expect(auditSearchSchema.parse({ result: 'unknown' }).result).toBe('unknown');
    expect(auditSearchSchema.parse({ result: 'maybe' }).result).toBeUndefined();
  });
});
