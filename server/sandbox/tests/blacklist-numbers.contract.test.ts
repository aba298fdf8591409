import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBlacklistNumberResponse,
  deleteBlacklistNumberResponse,
  listBlacklistNumbersResponse,
  updateBlacklistNumberResponse,
} from '../../service-api/blacklist-numbers';
import { startSandbox, type RunningSandbox } from '../test-support/sandbox-harness';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

const PATH = '/v1/blacklistnumber';
const list = async (query = '?limit=100') =>
  listBlacklistNumbersResponse.parse((await sandbox.call('base', 'GET', `${PATH}${query}`)).body).data;

async function blacklist(body: Record<string, unknown>) {
  return createBlacklistNumberResponse.parse((await sandbox.call('base', 'POST', PATH, body)).body)
    .blacklistNumberID;
}

describe('blacklisted numbers ({base_url}/v1/blacklistnumber)', () => {
  it('creates, lists with flags as 1/0, updates and deletes', async () => {
    const created = await sandbox.call('base', 'POST', PATH, {
      number: ' 0912 345 678 ',
      ivr_blocked: true,
      queue_blocked: false,
    });
    const { blacklistNumberID: id, r, project } = createBlacklistNumberResponse.parse(created.body);
    expect(r).toBe(0);
    expect(project).toBe(sandbox.config.projectId);

    const listed = await list('');
    expect(listed).toMatchObject({ currentPage: 1, limit: 50 });
    expect(listed.blacklistNumbers.find((b) => b.id === id)).toEqual({
      id,
      account: sandbox.config.accountId,
      project: sandbox.config.projectId,
      number: '0912 345 678',
      ivr_blocked: 1,
      queue_blocked: 0,
    });

    const updated = await sandbox.call('base', 'PUT', `${PATH}/${id}`, {
      number: '0912345679',
      queue_blocked: true,
    });
    expect(updateBlacklistNumberResponse.parse(updated.body)).toEqual({
      r: 0,
      message: 'Success',
      project: sandbox.config.projectId,
      blacklistNumberID: id,
    });
    expect((await list()).blacklistNumbers.find((b) => b.id === id)).toMatchObject({
      number: '0912345679',
      ivr_blocked: 1,
      queue_blocked: 1,
    });

    const deleted = await sandbox.call('base', 'DELETE', `${PATH}/${id}`);
    expect(deleteBlacklistNumberResponse.parse(deleted.body).r).toBe(0);
    expect((await list()).blacklistNumbers.find((b) => b.id === id)).toBeUndefined();
  });

  it('defaults both flags to 0 and keeps foreign numbers as written', async () => {
    const id = await blacklist({ number: '+1 415 555 0100' });
    expect((await list()).blacklistNumbers.find((b) => b.id === id)).toMatchObject({
      number: '+1 415 555 0100',
      ivr_blocked: 0,
      queue_blocked: 0,
    });
  });

  it('pages with a default limit of 50 and clamps limit to 100', async () => {
    const fresh = await startSandbox();
    try {
      for (let i = 0; i < 3; i++) await fresh.call('base', 'POST', PATH, { number: `02812345${600 + i}` });
      const page = await fresh.call('base', 'GET', `${PATH}?page=2&limit=2`);
      const { data } = listBlacklistNumbersResponse.parse(page.body);
      expect(data).toMatchObject({ totalCount: '3', totalPages: 2, currentPage: 2, limit: 2 });
      expect(data.blacklistNumbers.map((b) => b.number)).toEqual(['02812345602']);
      const clamped = listBlacklistNumbersResponse.parse(
        (await fresh.call('base', 'GET', `${PATH}?limit=1000`)).body,
      );
      expect(clamped.data.limit).toBe(100);
    } finally {
      await fresh.close();
    }
  });

  it.each([
    ['the same text', '0987000111'],
    ['another writing of the same number', '+84 987 000 111'],
    ['the 84 form', '84987000111'],
  ])('refuses %s as already blacklisted (r=4)', async (_case, number) => {
    if (!(await list()).blacklistNumbers.some((b) => b.number === '0987000111')) {
      await blacklist({ number: '0987000111' });
    }
    const before = await list();
    const answer = await sandbox.call('base', 'POST', PATH, { number });
    expect(answer.body).toMatchObject({ r: 4, project: sandbox.config.projectId });
    expect(answer.body.message).toMatch(/already blacklisted/);
    expect(await list()).toEqual(before);
  });

  it.each([
    ['missing number', {}, 2, /number/],
    ['a numeric number', { number: 912345678 }, 1, /number/],
    ['a number with letters', { number: 'anonymous' }, 1, /number/],
    ['a blank number', { number: '  ' }, 1, /number/],
    ['ivr_blocked as 2', { number: '0911111111', ivr_blocked: 2 }, 1, /ivr_blocked/],
    ['ivr_blocked as "1"', { number: '0911111111', ivr_blocked: '1' }, 1, /ivr_blocked/],
    ['queue_blocked as "true"', { number: '0911111111', queue_blocked: 'true' }, 1, /queue_blocked/],
  ])('refuses a create with %s and writes nothing', async (_case, body, r, field) => {
    const before = await list();
    const answer = await sandbox.call('base', 'POST', PATH, body);
    expect(answer.status).toBe(200);
    expect(answer.body.r).toBe(r);
    expect(answer.body.message).toMatch(field);
    expect(await list()).toEqual(before);
  });

  it.each([
    ['missing number', { ivr_blocked: true }, 2, /number/],
    ['ivr_blocked as -1', { number: '0922222222', ivr_blocked: -1 }, 1, /ivr_blocked/],
    ['the number of another entry', { number: '+84 933 333 333' }, 4, /already blacklisted/],
  ])('refuses an update with %s and changes nothing', async (_case, body, r, field) => {
    if (!(await list()).blacklistNumbers.some((b) => b.number === '0933333333')) {
      await blacklist({ number: '0933333333' });
    }
    const id = await blacklist({ number: `09444${String(Date.now()).slice(-5)}`, ivr_blocked: true });
    const before = await list();
    const answer = await sandbox.call('base', 'PUT', `${PATH}/${id}`, body);
    expect(answer.body.r).toBe(r);
    expect(answer.body.message).toMatch(field);
    expect(await list()).toEqual(before);
  });

  it('lets an entry keep its own number on update', async () => {
    const id = await blacklist({ number: '0955555555' });
    const answer = await sandbox.call('base', 'PUT', `${PATH}/${id}`, {
      number: '+84955555555',
      ivr_blocked: true,
    });
    expect(answer.body.r).toBe(0);
  });

  it('answers r=-1 for an unknown entry on update and delete', async () => {
    const updated = await sandbox.call('base', 'PUT', `${PATH}/NOPE`, { number: '0966666666' });
    expect(updated.body).toMatchObject({ r: -1, project: sandbox.config.projectId });
    const deleted = await sandbox.call('base', 'DELETE', `${PATH}/NOPE`);
    expect(deleted.body).toMatchObject({ r: -1, project: sandbox.config.projectId });
  });

  it('refuses bad paging values', async () => {
    const answer = await sandbox.call('base', 'GET', `${PATH}?limit=0`);
    expect(answer.body.r).toBe(1);
    expect(answer.body.message).toMatch(/limit/);
  });
});
