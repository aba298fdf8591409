import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGroupResponse } from '../../service-api/groups';
import {
  createGroupRoutingResponse,
  deleteGroupRoutingResponse,
  listGroupRoutingsResponse,
  updateGroupRoutingResponse,
} from '../../service-api/group-routings';
import { startSandbox, type RunningSandbox } from '../test-support/sandbox-harness';

let sandbox: RunningSandbox;
let salesGroup: string;
let supportGroup: string;

const createGroup = async (name: string) =>
  createGroupResponse.parse((await sandbox.call('base', 'POST', '/v1/group', { name })).body).groupID;

beforeAll(async () => {
  sandbox = await startSandbox();
  salesGroup = await createGroup('Kinh doanh');
  supportGroup = await createGroup('Hỗ trợ kỹ thuật');
});
afterAll(() => sandbox.close());

const PATH = '/v1/routing-call-to-groups';
const listQueue = async (queue: string, extra = '') =>
  listGroupRoutingsResponse.parse((await sandbox.call('base', 'GET', `${PATH}?queue=${queue}${extra}`)).body)
    .data;

async function attach(queue_id: string, group_id: string, primary_group: 0 | 1) {
  const answer = await sandbox.call('base', 'POST', PATH, { queue_id, group_id, primary_group });
  return createGroupRoutingResponse.parse(answer.body).groupRoutingID;
}

describe('group routing ({base_url}/v1/routing-call-to-groups)', () => {
  it('attaches groups to a queue, lists them, changes priority and detaches', async () => {
    const created = await sandbox.call('base', 'POST', PATH, {
      queue_id: 'Q_HOTLINE',
      group_id: salesGroup,
      primary_group: 1,
    });
    const { groupRoutingID, r, project } = createGroupRoutingResponse.parse(created.body);
    expect(r).toBe(0);
    expect(project).toBe(sandbox.config.projectId);
    const secondary = await attach('Q_HOTLINE', supportGroup, 0);
    await attach('Q_OTHER', salesGroup, 1);

    const listed = await listQueue('Q_HOTLINE');
    expect(listed).toMatchObject({ totalCount: '2', totalPages: 1, currentPage: 1, limit: 50 });
    expect(listed.groupRoutings).toEqual([
      {
        id: groupRoutingID,
        account: sandbox.config.accountId,
        project: sandbox.config.projectId,
        queue_id: 'Q_HOTLINE',
        group_id: salesGroup,
        primary_group: 1,
      },
      expect.objectContaining({ id: secondary, group_id: supportGroup, primary_group: 0 }),
    ]);

    const updated = await sandbox.call('base', 'PUT', `${PATH}/${secondary}`, { primary_group: 1 });
    expect(updateGroupRoutingResponse.parse(updated.body)).toEqual({ r: 0, message: 'Success' });
    expect(updated.body).not.toHaveProperty('project');
    expect((await listQueue('Q_HOTLINE')).groupRoutings[1]?.primary_group).toBe(1);

    const deleted = await sandbox.call('base', 'DELETE', `${PATH}/${groupRoutingID}`);
    expect(deleteGroupRoutingResponse.parse(deleted.body)).toMatchObject({
      r: 0,
      project: sandbox.config.projectId,
    });
    expect((await listQueue('Q_HOTLINE')).groupRoutings.map((g) => g.id)).toEqual([secondary]);
  });

  it('pages a queue and answers an empty list for an unknown queue', async () => {
    const groups = [await createGroup('P1'), await createGroup('P2'), await createGroup('P3')];
    for (const group of groups) await attach('Q_PAGED', group, 0);
    const page2 = await listQueue('Q_PAGED', '&page=2&limit=2');
    expect(page2).toMatchObject({ totalCount: '3', totalPages: 2, currentPage: 2, limit: 2 });
    expect(page2.groupRoutings.map((g) => g.group_id)).toEqual([groups[2]]);
    expect(await listQueue('Q_NOBODY')).toMatchObject({ totalCount: '0', groupRoutings: [] });
  });

  it('drops the routings of a deleted group', async () => {
    const group = await createGroup('Tạm thời');
    await attach('Q_CASCADE', group, 1);
    await sandbox.call('base', 'DELETE', `/v1/group/${group}`);
    expect((await listQueue('Q_CASCADE')).totalCount).toBe('0');
  });

  it('refuses a list without queue (r=2)', async () => {
    const answer = await sandbox.call('base', 'GET', PATH);
    expect(answer.body.r).toBe(2);
    expect(answer.body.message).toMatch(/queue/);
  });

  it.each([
    ['missing queue_id', () => ({ group_id: salesGroup, primary_group: 1 }), 2, /queue_id/],
    ['missing group_id', () => ({ queue_id: 'Q_BAD', primary_group: 1 }), 2, /group_id/],
    ['missing primary_group', () => ({ queue_id: 'Q_BAD', group_id: salesGroup }), 2, /primary_group/],
    [
      'primary_group true',
      () => ({ queue_id: 'Q_BAD', group_id: salesGroup, primary_group: true }),
      1,
      /primary_group/,
    ],
    [
      'primary_group "1"',
      () => ({ queue_id: 'Q_BAD', group_id: salesGroup, primary_group: '1' }),
      1,
      /primary_group/,
    ],
    [
      'primary_group 2',
      () => ({ queue_id: 'Q_BAD', group_id: salesGroup, primary_group: 2 }),
      1,
      /primary_group/,
    ],
    ['a blank queue_id', () => ({ queue_id: ' ', group_id: salesGroup, primary_group: 1 }), 1, /queue_id/],
    ['an unknown group', () => ({ queue_id: 'Q_BAD', group_id: 'GRNOPE', primary_group: 1 }), -1, /Group/],
  ])('refuses a create with %s and writes nothing', async (_case, body, r, field) => {
    const answer = await sandbox.call('base', 'POST', PATH, body());
    expect(answer.status).toBe(200);
    expect(answer.body.r).toBe(r);
    expect(answer.body.message).toMatch(field);
    expect((await listQueue('Q_BAD')).totalCount).toBe('0');
  });

  it('refuses the same group twice on one queue (r=4)', async () => {
    await attach('Q_TWICE', salesGroup, 1);
    const answer = await sandbox.call('base', 'POST', PATH, {
      queue_id: 'Q_TWICE',
      group_id: salesGroup,
      primary_group: 0,
    });
    expect(answer.body).toMatchObject({ r: 4, project: sandbox.config.projectId });
    expect(answer.body.message).toMatch(/already/);
    expect(await listQueue('Q_TWICE')).toMatchObject({
      totalCount: '1',
      groupRoutings: [expect.objectContaining({ primary_group: 1 })],
    });
  });

  it.each([
    ['missing primary_group', {}, 2],
    ['primary_group false', { primary_group: false }, 1],
    ['primary_group "0"', { primary_group: '0' }, 1],
  ])('refuses an update with %s and changes nothing', async (_case, body, r) => {
    const group = await createGroup(`U ${_case}`);
    const id = await attach('Q_UPDATE', group, 1);
    const answer = await sandbox.call('base', 'PUT', `${PATH}/${id}`, body);
    expect(answer.body.r).toBe(r);
    expect(answer.body.message).toMatch(/primary_group/);
    const row = (await listQueue('Q_UPDATE', '&limit=100')).groupRoutings.find((g) => g.id === id);
    expect(row?.primary_group).toBe(1);
  });

  it('answers r=-1 for an unknown routing on update and delete', async () => {
    const updated = await sandbox.call('base', 'PUT', `${PATH}/NOPE`, { primary_group: 0 });
    expect(updated.body).toEqual({ r: -1, message: 'Group routing not found' });
    const deleted = await sandbox.call('base', 'DELETE', `${PATH}/NOPE`);
    expect(deleted.body).toMatchObject({ r: -1, project: sandbox.config.projectId });
  });
});
