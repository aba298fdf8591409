import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAgentResponse,
  deleteAgentResponse,
  listAgentsResponse,
  updateAgentResponse,
} from '../../service-api/agents';
import { startSandbox, type RunningSandbox } from '../test-support/sandbox-harness';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

const listAgents = async (query = '') =>
  listAgentsResponse.parse((await sandbox.call('base', 'GET', `/v1/agent${query}`)).body).data;

let userCounter = 0;
async function createAgent(extra: Record<string, unknown> = {}) {
  userCounter += 1;
  const answer = await sandbox.call('base', 'POST', '/v1/agent', {
    name: `Agent ${userCounter}`,
    service_user_id: `user-${userCounter}`,
    ...extra,
  });
  return createAgentResponse.parse(answer.body).agentID;
}

const agentById = async (id: string) => (await listAgents('?limit=100')).agents.find((a) => a.id === id);

describe('agents ({base_url}/v1/agent)', () => {
  it('creates, lists with the spec types, updates and deletes', async () => {
    const created = await sandbox.call('base', 'POST', '/v1/agent', {
      name: 'Nguyễn Thị Lan',
      service_user_id: 'lan.nguyen',
      manual_status: 'Sẵn sàng',
    });
    const { agentID, r, project } = createAgentResponse.parse(created.body);
    expect(r).toBe(0);
    expect(project).toBe(sandbox.config.projectId);
    expect(agentID).toMatch(/^[A-Z0-9]+$/);

    const listed = await listAgents();
    expect(typeof listed.totalAgents).toBe('string');
    expect(listed.limit).toBe(50);
    expect(listed.agents.find((a) => a.id === agentID)).toEqual({
      id: agentID,
      project: sandbox.config.projectId,
      account: sandbox.config.accountId,
      name: 'Nguyễn Thị Lan',
      service_user_id: 'lan.nguyen',
      manual_status: 'Sẵn sàng',
      routing_type: 1,
      phone_number: '',
      system_status: 1,
      device_status: 0,
      last_time_pickup: 0,
      last_time_support_call_ended: 0,
    });

    const updated = await sandbox.call('base', 'PUT', `/v1/agent/${agentID}`, {
      name: 'Lan N.',
      system_status: '0',
      manual_status: null,
      routing_type: 2,
      phone_number: '0912 345 678',
    });
    expect(updateAgentResponse.parse(updated.body)).toEqual({
      r: 0,
      message: 'Success',
      project: sandbox.config.projectId,
    });
    expect(await agentById(agentID)).toMatchObject({
      name: 'Lan N.',
      system_status: 0,
      manual_status: null,
      routing_type: 2,
      phone_number: '0912 345 678',
    });

    const deleted = await sandbox.call('base', 'DELETE', `/v1/agent/${agentID}`);
    expect(deleteAgentResponse.parse(deleted.body).r).toBe(0);
    expect(await agentById(agentID)).toBeUndefined();
  });

  it('counts totalAgents as a string and pages', async () => {
    const fresh = await startSandbox();
    try {
      for (let i = 0; i < 3; i++) {
        await fresh.call('base', 'POST', '/v1/agent', { name: `A${i}`, service_user_id: `u${i}` });
      }
      const answer = await fresh.call('base', 'GET', '/v1/agent?page=2&limit=2');
      const { data } = listAgentsResponse.parse(answer.body);
      expect(data).toMatchObject({ totalAgents: '3', totalPages: 2, currentPage: 2, limit: 2 });
      expect(data.agents.map((a) => a.name)).toEqual(['A2']);
    } finally {
      await fresh.close();
    }
  });

  it('creates an agent routed to its phone number', async () => {
    const id = await createAgent({ routing_type: 2, phone_number: '+84 912 000 111' });
    expect(await agentById(id)).toMatchObject({ routing_type: 2, phone_number: '+84 912 000 111' });
  });

  it('sets system_status back to "1"', async () => {
    const id = await createAgent();
    await sandbox.call('base', 'PUT', `/v1/agent/${id}`, { system_status: '0' });
    await sandbox.call('base', 'PUT', `/v1/agent/${id}`, { system_status: '1' });
    expect((await agentById(id))?.system_status).toBe(1);
  });

  it.each([
    ['missing name', { service_user_id: 'x1' }, 2, /name/],
    ['missing service_user_id', { name: 'X' }, 2, /service_user_id/],
    ['an empty body', {}, 2, /name/],
    ['a blank name', { name: '  ', service_user_id: 'x2' }, 1, /name/],
    ['a numeric name', { name: 7, service_user_id: 'x3' }, 1, /name/],
    ['routing_type 3', { name: 'X', service_user_id: 'x4', routing_type: 3 }, 1, /routing_type/],
    ['routing_type as a string', { name: 'X', service_user_id: 'x5', routing_type: '2' }, 1, /routing_type/],
    [
      'routing_type 2 without a phone',
      { name: 'X', service_user_id: 'x6', routing_type: 2 },
      2,
      /phone_number/,
    ],
    [
      'routing_type 2 with an empty phone',
      { name: 'X', service_user_id: 'x7', routing_type: 2, phone_number: '' },
      2,
      /phone_number/,
    ],
    [
      'a phone that is not a number',
      { name: 'X', service_user_id: 'x8', phone_number: 'call me' },
      1,
      /phone_number/,
    ],
    ['a numeric manual_status', { name: 'X', service_user_id: 'x9', manual_status: 3 }, 1, /manual_status/],
  ])('refuses a create with %s and writes nothing', async (_case, body, r, field) => {
    const before = await listAgents('?limit=100');
    const answer = await sandbox.call('base', 'POST', '/v1/agent', body);
    expect(answer.status).toBe(200);
    expect(answer.body.r).toBe(r);
    expect(answer.body.message).toMatch(field);
    expect(await listAgents('?limit=100')).toEqual(before);
  });

  it('refuses a second agent for the same service_user_id (r=4)', async () => {
    await createAgent({ service_user_id: 'dup.user' });
    const before = await listAgents('?limit=100');
    const answer = await sandbox.call('base', 'POST', '/v1/agent', {
      name: 'Twin',
      service_user_id: 'dup.user',
    });
    expect(answer.body).toMatchObject({ r: 4, project: sandbox.config.projectId });
    expect(answer.body.message).toMatch(/service_user_id/);
    expect(await listAgents('?limit=100')).toEqual(before);
  });

  describe('update refusals', () => {
    beforeAll(async () => {
      await createAgent({ service_user_id: 'taken.user' });
    });

    it.each([
      ['system_status as the number 2', { system_status: 2 }, 1, /system_status/],
      ['system_status "2"', { system_status: '2' }, 1, /system_status/],
      ['system_status "busy"', { system_status: 'busy' }, 1, /system_status/],
      ['routing_type 2 on an agent without a phone', { routing_type: 2 }, 2, /phone_number/],
      ['a blank name', { name: '' }, 1, /name/],
      ['routing_type 0', { routing_type: 0 }, 1, /routing_type/],
      ['service_user_id of another agent', { service_user_id: 'taken.user' }, 4, /service_user_id/],
    ])('refuses an update with %s and changes nothing', async (_case, body, r, field) => {
      const id = await createAgent();
      const before = await agentById(id);
      const answer = await sandbox.call('base', 'PUT', `/v1/agent/${id}`, body);
      expect(answer.body.r).toBe(r);
      expect(answer.body.message).toMatch(field);
      expect(await agentById(id)).toEqual(before);
    });
  });

  it('refuses to clear the phone of an agent routed to it', async () => {
    const id = await createAgent({ routing_type: 2, phone_number: '0987654321' });
    const answer = await sandbox.call('base', 'PUT', `/v1/agent/${id}`, { phone_number: '' });
    expect(answer.body.r).toBe(2);
    expect((await agentById(id))?.phone_number).toBe('0987654321');
    const backToApp = await sandbox.call('base', 'PUT', `/v1/agent/${id}`, {
      routing_type: 1,
      phone_number: '',
    });
    expect(backToApp.body.r).toBe(0);
  });

  it('answers r=-1 "Agent not found" with project for an unknown agent', async () => {
    const deleted = await sandbox.call('base', 'DELETE', '/v1/agent/AGNOPE');
    expect(deleteAgentResponse.parse(deleted.body)).toEqual({
      r: -1,
      message: 'Agent not found',
      project: sandbox.config.projectId,
    });
    const updated = await sandbox.call('base', 'PUT', '/v1/agent/AGNOPE', { name: 'Ghost' });
    expect(updated.body).toMatchObject({
      r: -1,
      message: 'Agent not found',
      project: sandbox.config.projectId,
    });
  });
});
