import { describe, expect, it } from 'vitest';
import { auditSearchSchema, toAuditQuery } from './audit-search';

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
});
