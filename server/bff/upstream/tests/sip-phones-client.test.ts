import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '@server/sandbox/test-support/sandbox-harness';
import { ServiceError } from '../errors';
import type { ServiceHttp } from '../service-http';
import { sipPhonesClient, updateSipPhoneBodyOf } from '../sip-phones-client';
import { serviceHttpFor } from './sandbox-service-http';

let sandbox: RunningSandbox;
let http: ServiceHttp;
let phones: ReturnType<typeof sipPhonesClient>;
beforeAll(async () => {
  sandbox = await startSandbox();
  http = serviceHttpFor(sandbox);
  phones = sipPhonesClient(http);
});
afterAll(async () => {
  await http.close();
  await sandbox.close();
});

describe('SIP phones client over HTTP', () => {
  it('creates, lists, updates and deletes a phone by its full username', async () => {
    const created = await phones.create({ username: 'desk_12', password: 'secret-123' });
    const full = `${sandbox.config.projectId}_desk_12`;
    expect(created).toEqual({ username: full });

    let page = await phones.list();
    expect(page.items).toContainEqual({ username: full, extension: null, email: null });
    expect(page.total).toBe(page.items.length);

    await phones.update(full, { password: 'secret-456', extension: 2101 });
    page = await phones.list();
    expect(page.items.find((phone) => phone.username === full)?.extension).toBe(2101);

    // A password-only update leaves the extension alone; null removes it.
    await phones.update(full, { password: 'secret-789' });
    expect((await phones.list()).items.find((phone) => phone.username === full)?.extension).toBe(2101);
    await phones.update(full, { password: 'secret-789', extension: null });
    expect((await phones.list()).items.find((phone) => phone.username === full)?.extension).toBeNull();

    await phones.remove(full);
    expect((await phones.list()).items.map((phone) => phone.username)).not.toContain(full);
  });

  it('answers an empty project with an empty single page', async () => {
    const page = await phones.list();
    expect(page).toEqual({ items: [], page: 1, pageSize: 1, total: 0, totalPages: 0 });
  });

  it('passes the service refusal of a duplicate or unknown phone on as a ServiceError', async () => {
    await phones.create({ username: 'twice', password: 'secret-123' });
    const duplicate = await phones
      .create({ username: 'twice', password: 'secret-123' })
      .catch((e: unknown) => e);
    expect(duplicate).toBeInstanceOf(ServiceError);
    expect((duplicate as ServiceError).message).toMatch(/already exists/);

    const unknown = await phones.remove('nobody_here').catch((e: unknown) => e);
    expect(unknown).toBeInstanceOf(ServiceError);
    expect(unknown).toMatchObject({ operation: 'deleteSipPhone' });
    expect((unknown as ServiceError).r).not.toBe(0);
    await phones.remove('twice');
  });
});

describe('SIP phone update body', () => {
  it.each([
    [{ password: 'secret-1' }, { password: 'secret-1' }],
    [
      { password: 'secret-1', extension: 7 },
      { password: 'secret-1', extension: 7 },
    ],
    [
      { password: 'secret-1', extension: null },
      { password: 'secret-1', extension: null },
    ],
  ])('maps %j to %j', (input, body) => {
    expect(updateSipPhoneBodyOf(input)).toStrictEqual(body);
  });
});
