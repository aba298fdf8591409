import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createGroupResponse,
  deleteGroupResponse,
  listGroupsResponse,
  updateGroupResponse,
} from '../../service-api/groups';
import { startSandbox, type RunningSandbox } from '../test-support/sandbox-harness';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

describe('groups ({base_url}/v1/group)', () => {
  it('creates, lists with totalGroups as a string, renames and deletes', async () => {
    const created = await sandbox.call('base', 'POST', '/v1/group', { name: 'Tổng đài CSKH' });
    const { groupID, project } = createGroupResponse.parse(created.body);
    expect(created.body.r).toBe(0);
    expect(project).toBe(sandbox.config.projectId);
    expect(groupID).toMatch(/^[A-Z0-9]+$/);

    const listed = listGroupsResponse.parse((await sandbox.call('base', 'GET', '/v1/group')).body);
    expect(listed.data.totalGroups).toBe('1');
    expect(listed.data.limit).toBe(50);
    expect(listed.data.groups).toEqual([
      expect.objectContaining({ id: groupID, name: 'Tổng đài CSKH', project: sandbox.config.projectId }),
    ]);

    const renamed = await sandbox.call('base', 'PUT', `/v1/group/${groupID}`, { name: 'Sales' });
    expect(updateGroupResponse.parse(renamed.body).r).toBe(0);
    const afterRename = listGroupsResponse.parse((await sandbox.call('base', 'GET', '/v1/group')).body);
    expect(afterRename.data.groups[0]?.name).toBe('Sales');

    const deleted = await sandbox.call('base', 'DELETE', `/v1/group/${groupID}`);
    expect(deleteGroupResponse.parse(deleted.body).r).toBe(0);
    const afterDelete = listGroupsResponse.parse((await sandbox.call('base', 'GET', '/v1/group')).body);
    expect(afterDelete.data.totalGroups).toBe('0');
  });

  it('pages by page/limit and clamps a limit over 100', async () => {
    for (let i = 0; i < 5; i++) await sandbox.call('base', 'POST', '/v1/group', { name: `G${i}` });
    const page2 = listGroupsResponse.parse(
      (await sandbox.call('base', 'GET', '/v1/group?page=2&limit=2')).body,
    );
    expect(page2.data).toMatchObject({ currentPage: 2, limit: 2, totalPages: 3, totalGroups: '5' });
    expect(page2.data.groups.map((g) => g.name)).toEqual(['G2', 'G3']);
    const clamped = listGroupsResponse.parse((await sandbox.call('base', 'GET', '/v1/group?limit=500')).body);
    expect(clamped.data.limit).toBe(100);
  });

  it.each([
    ['missing name', {}, 2],
    ['empty name', { name: '  ' }, 1],
    ['name of the wrong type', { name: 42 }, 1],
  ])('refuses a create with %s and writes nothing', async (_case, body, r) => {
    const before = listGroupsResponse.parse((await sandbox.call('base', 'GET', '/v1/group')).body).data
      .totalGroups;
    const answer = await sandbox.call('base', 'POST', '/v1/group', body);
    expect(answer.body.r).toBe(r);
    expect(answer.body.message).toMatch(/name/);
    const after = listGroupsResponse.parse((await sandbox.call('base', 'GET', '/v1/group')).body).data
      .totalGroups;
    expect(after).toBe(before);
  });

  it('answers r=-1 for an unknown group on update and delete', async () => {
    expect((await sandbox.call('base', 'PUT', '/v1/group/NOPE', { name: 'x' })).body.r).toBe(-1);
    expect((await sandbox.call('base', 'DELETE', '/v1/group/NOPE')).body.r).toBe(-1);
  });

  it('refuses bad paging values', async () => {
    const answer = await sandbox.call('base', 'GET', '/v1/group?page=0');
    expect(answer.body.r).toBe(1);
    expect(answer.body.message).toMatch(/page/);
  });
});
