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

  it('turns a day range into an instant range covering the whole last day', () => {
    const query = toAuditQuery({ from: '2026-03-01', to: '2026-03-01' });
    expect(Date.parse(query.to!) - Date.parse(query.from!)).toBe(24 * 3_600_000);
    expect(new Date(query.from!).getHours()).toBe(0);
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
