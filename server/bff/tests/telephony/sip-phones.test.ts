import { z } from 'zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { copiedPageSchema } from '@/core/api/read-model';
import { sipPhoneSchema } from '@/core/api/sip-phones';
import { startBffWithSandbox, type BffWithSandbox } from '../../test-support/bff-with-sandbox';
import { auditActions, recordServiceCalls } from './telephony-world';

let world: BffWithSandbox;
let sent: ReturnType<typeof recordServiceCalls>;
beforeAll(async () => {
  world = await startBffWithSandbox();
  sent = recordServiceCalls(world);
});
afterAll(() => world.close());
beforeEach(() => sent.clear());

const listPhones = async () => {
  const answer = await world.as('lead', 'GET', '/api/sip-phones');
  expect(answer.status).toBe(200);
  return z.strictObject(copiedPageSchema(sipPhoneSchema).shape).parse(answer.json());
};

describe('SIP phones', () => {
  it('creates, lists, updates and deletes a phone, auditing each change without the password', async () => {
    const created = await world.as('lead', 'POST', '/api/sip-phones', {
      body: { username: 'desk-101', password: 'first-secret-1' },
    });
    expect(created.status).toBe(201);
    const { username } = created.json() as { username: string };
    expect(username).toMatch(/^\d+_desk-101$/);

    const listedText = (await world.as('lead', 'GET', '/api/sip-phones')).text;
    expect(listedText).not.toContain('first-secret-1');
    const listed = await listPhones();
    expect(listed.items).toContainEqual({ username, extension: null, email: null });

    const updated = await world.as('lead', 'PUT', `/api/sip-phones/${username}`, {
      body: { password: 'second-secret-2', extension: 101 },
    });
    expect(updated.status).toBe(204);
    expect((await listPhones()).items).toContainEqual({ username, extension: 101, email: null });

    expect((await world.as('admin', 'DELETE', `/api/sip-phones/${username}`)).status).toBe(204);
    expect((await listPhones()).items.map((phone) => phone.username)).not.toContain(username);

    const audit = await auditActions(world, 3);
    expect(audit.map((entry) => [entry.action, entry.target, entry.detail?.result])).toEqual([
      ['sip-phone.delete', username, 'ok'],
      ['sip-phone.update', username, 'ok'],
      ['sip-phone.create', username, 'ok'],
    ]);
    // The passwords themselves are never written; the update marks its password changed.
    expect(JSON.stringify(audit)).not.toMatch(/first-secret|second-secret/);
    expect(audit[1]?.detail?.changes).toEqual({
      password: { secret: 'changed' },
      extension: { before: null, after: 101 },
    });
  });

  it('tells where phones register: the SIP domain and port 15060', async () => {
    const answer = await world.as('lead', 'GET', '/api/sip-phones/registration');
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({ domain: 'sip.sandbox.local', port: 15060 });
  });

  it('refuses bad input with field errors and sends nothing', async () => {
    const before = await listPhones();
    sent.clear();
    const answer = await world.as('lead', 'POST', '/api/sip-phones', {
      body: { username: 'x', password: '123' },
    });
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toMatch(/application\/problem\+json/);
    const problem = answer.json() as { errors: Record<string, string> };
    expect(Object.keys(problem.errors).sort()).toEqual(['password', 'username']);

    const badUpdate = await world.as('lead', 'PUT', '/api/sip-phones/some_phone', {
      body: { extension: -1 },
    });
    expect(badUpdate.status).toBe(400);
    expect(Object.keys((badUpdate.json() as { errors: object }).errors).sort()).toEqual([
      'extension',
      'password',
    ]);
    expect(sent.operations).toEqual([]);
    expect(await listPhones()).toEqual(before);
  });

  it('answers a readable 404 for a phone the service does not know', async () => {
    const update = await world.as('lead', 'PUT', '/api/sip-phones/1_nobody', {
      body: { password: 'any-secret-1' },
    });
    expect(update.status).toBe(404);
    expect((update.json() as { detail: string }).detail).toBeTruthy();
    expect((await world.as('lead', 'DELETE', '/api/sip-phones/1_nobody')).status).toBe(404);
    const [entry] = await auditActions(world, 1);
    expect(entry).toMatchObject({
      action: 'sip-phone.delete',
      target: '1_nobody',
      detail: { result: 'failed' },
    });
  });

  it('passes on the service refusing a duplicate as a readable 409', async () => {
    const body = { username: 'twin-phone', password: 'twin-secret-1' };
    expect((await world.as('lead', 'POST', '/api/sip-phones', { body })).status).toBe(201);
    const again = await world.as('lead', 'POST', '/api/sip-phones', { body });
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.status).toBeLessThan(500);
    expect((again.json() as { detail: string }).detail).toBeTruthy();
    const [entry] = await auditActions(world, 1);
    expect(entry).toMatchObject({ action: 'sip-phone.create', detail: { result: 'failed' } });
  });

  it('a typed project prefix is not doubled: 4321_letan01 makes 4321_letan01', async () => {
    const first = await world.as('lead', 'POST', '/api/sip-phones', {
      body: { username: 'prefix-probe', password: 'probe-secret-1' },
    });
    expect(first.status, first.text).toBe(201);
    const project = (first.json() as { username: string }).username.replace(/_prefix-probe$/, '');
    expect(project).toMatch(/^\d+$/);

    const typed = await world.as('lead', 'POST', '/api/sip-phones', {
      body: { username: `${project}_letan01`, password: 'letan-secret-1' },
    });
    expect(typed.status, typed.text).toBe(201);
    expect(typed.json()).toEqual({ username: `${project}_letan01` });
    const names = (await listPhones()).items.map((phone) => phone.username);
    expect(names).toContain(`${project}_letan01`);
    expect(names).not.toContain(`${project}_${project}_letan01`);
    const [entry] = await auditActions(world, 1);
    expect(entry).toMatchObject({
      action: 'sip-phone.create',
      detail: { username: 'letan01', result: 'ok' },
    });

    sent.clear();
    const other = await world.as('lead', 'POST', '/api/sip-phones', {
      body: { username: `9${project}_letan02`, password: 'letan-secret-2' },
    });
    expect(other.status).toBe(400);
    expect((other.json() as { errors: Record<string, string> }).errors.username).toMatch(
      `not this project's prefix (${project}_)`,
    );
    expect(sent.operations).not.toContain('createSipPhone');
  });
});
