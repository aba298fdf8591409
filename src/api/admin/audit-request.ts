import type { AuditResult } from '../../core/api/users';

/** The audit API's query as the SPA sends it (the server parses and checks it again). */
export type AuditRequest = {
  page: number;
  pageSize: number;
  username: string | undefined;
  action: string | undefined;
  target: string | undefined;
  result: AuditResult | undefined;
  from: string | undefined;
  to: string | undefined;
};
