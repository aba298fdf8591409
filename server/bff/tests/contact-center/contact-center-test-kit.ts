import { expect } from 'vitest';
import type { Answer } from '../../test-support/bff-harness';
import type { BffWithSandbox } from '../../test-support/bff-with-sandbox';

/** Assertions the contact-center route tests share: audit entries, problem answers, created ids. */

export type AuditRecord = {
  action: string;
  username: string | null;
  target: string | null;
  detail: Record<string, unknown>;
};

/** The audit entries of one action, oldest first. */
export async function auditEntries(world: BffWithSandbox, action: string): Promise<AuditRecord[]> {
  const rows = await world.bff.appDb.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .orderBy('at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    action: row.action,
    username: row.username,
    target: row.target,
    detail: row.detail ? (JSON.parse(row.detail) as Record<string, unknown>) : {},
  }));
}

/** How many changes were audited so far (sign-ins left out). */
export async function changeCount(world: BffWithSandbox): Promise<number> {
  const { count } = await world.bff.appDb.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('action', 'not like', 'session.%')
    .executeTakeFirstOrThrow();
  return Number(count);
}

type ProblemBody = { status: number; detail?: string; errors?: Record<string, string>; serviceCode?: number };

/** A problem+json answer with that status; returns its body for further checks. */
export function expectProblem(answer: Answer, status: number): ProblemBody {
  expect(answer.status, answer.text).toBe(status);
  expect(answer.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  return answer.json() as ProblemBody;
}

/** A 400 naming exactly these fields among its errors. */
export function expectFieldErrors(answer: Answer, fields: string[]): void {
  const body = expectProblem(answer, 400);
  expect(Object.keys(body.errors ?? {})).toEqual(expect.arrayContaining(fields));
}

/** The id a 201 answered with. */
export function createdId(answer: Answer): string {
  expect(answer.status, answer.text).toBe(201);
  const { id } = answer.json() as { id: string };
  expect(id).toEqual(expect.any(String));
  return id;
}

export const itemsOf = <Item>(answer: Answer): Item[] => {
  expect(answer.status, answer.text).toBe(200);
  return (answer.json() as { items: Item[] }).items;
};
