import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgentResponse, listAgentsResponse } from '../../service-api/agents';
import {
  createBlacklistNumberResponse,
  listBlacklistNumbersResponse,
} from '../../service-api/blacklist-numbers';
import { createIvrNodeResponse, listIvrNodesResponse } from '../../service-api/ivr-nodes';
import { createIvrTreeResponse } from '../../service-api/ivr-trees';
import { startSandbox, type RunningSandbox } from '../test-support/sandbox-harness';

/**
 * Inputs real clients of the service send that the spec's types do not: booleans as 1/0 (the docs' own
 * blacklist sample) and system_status as an integer. The sandbox takes them as the real service does, and
 * stays strict everywhere else.
 */
let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

const blacklisted = async (id: string) =>
  listBlacklistNumbersResponse
    .parse((await sandbox.call('base', 'GET', '/v1/blacklistnumber?limit=100')).body)
    .data.blacklistNumbers.find((entry) => entry.id === id);

describe('booleans as true/false or 1/0', () => {
  it.each([
    [
      { ivr_blocked: 1, queue_blocked: 0 },
      { ivr_blocked: 1, queue_blocked: 0 },
    ],
    [
      { ivr_blocked: 0, queue_blocked: 1 },
      { ivr_blocked: 0, queue_blocked: 1 },
    ],
    [
      { ivr_blocked: true, queue_blocked: 1 },
      { ivr_blocked: 1, queue_blocked: 1 },
    ],
  ])('creates a blacklisted number with %o and lists %o', async (flags, listed) => {
    const number = `0913${String(Math.random()).slice(2, 8)}`;
    const answer = await sandbox.call('base', 'POST', '/v1/blacklistnumber', { number, ...flags });
    const { blacklistNumberID } = createBlacklistNumberResponse.parse(answer.body);
    expect(await blacklisted(blacklistNumberID)).toMatchObject({ number, ...listed });
  });

  it('updates a blacklisted number with integer flags', async () => {
    const created = await sandbox.call('base', 'POST', '/v1/blacklistnumber', {
      number: '0987654321',
      ivr_blocked: 1,
      queue_blocked: 1,
    });
    const { blacklistNumberID: id } = createBlacklistNumberResponse.parse(created.body);
    const updated = await sandbox.call('base', 'PUT', `/v1/blacklistnumber/${id}`, {
      number: '0987654321',
      ivr_blocked: 0,
    });
    expect(updated.body.r).toBe(0);
    expect(await blacklisted(id)).toMatchObject({ ivr_blocked: 0, queue_blocked: 1 });
  });

  it('takes bargeIn as 1/0 on an IVR node create and update', async () => {
    const tree = createIvrTreeResponse.parse(
      (await sandbox.call('base', 'POST', '/v1/ivrtree', { tree_name: 'Lenient' })).body,
    ).ivrTreeID;
    const created = await sandbox.call('base', 'POST', '/v1/ivrnode', {
      tree,
      node_name: 'Welcome',
      node_play_mode: 'talk',
      node_play_content: 'Xin chào',
      bargeIn: 0,
    });
    const { ivrNodeID } = createIvrNodeResponse.parse(created.body);
    const node = async () =>
      listIvrNodesResponse
        .parse((await sandbox.call('base', 'GET', `/v1/ivrnode?tree=${tree}`)).body)
        .data.ivrNodes.find((entry) => entry.id === ivrNodeID);
    expect(await node()).toMatchObject({ bargeIn: 0 });
    expect((await sandbox.call('base', 'PUT', `/v1/ivrnode/${ivrNodeID}`, { bargeIn: 1 })).body.r).toBe(0);
    expect(await node()).toMatchObject({ bargeIn: 1 });
  });
});

describe('system_status as "0"/"1" or 0/1', () => {
  it.each([
    [0, 0],
    [1, 1],
    ['0', 0],
    ['1', 1],
  ])('updates an agent with system_status %o and lists %o', async (given, listed) => {
    const created = await sandbox.call('base', 'POST', '/v1/agent', {
      name: 'Trần Văn Minh',
      service_user_id: `minh.${String(given)}.${typeof given}`,
    });
    const { agentID } = createAgentResponse.parse(created.body);
    const answer = await sandbox.call('base', 'PUT', `/v1/agent/${agentID}`, { system_status: given });
    expect(answer.body.r).toBe(0);
    const agents = listAgentsResponse.parse((await sandbox.call('base', 'GET', '/v1/agent?limit=100')).body)
      .data.agents;
    expect(agents.find((agent) => agent.id === agentID)?.system_status).toBe(listed);
  });
});

describe('strict everywhere else', () => {
  it.each([
    ['/v1/blacklistnumber', { number: '0911000000', ivr_blocked: 'true' }, /ivr_blocked/],
    ['/v1/blacklistnumber', { number: '0911000000', queue_blocked: 2 }, /queue_blocked/],
    ['/v1/blacklistnumber', { number: 911000000 }, /number/],
    ['/v1/agent', { name: 'A', service_user_id: 7 }, /service_user_id/],
    ['/v1/agent', { name: 'A', service_user_id: 'a.b', routing_type: '2' }, /routing_type/],
  ])('refuses POST %s with %o (r=1)', async (path, body, field) => {
    const answer = await sandbox.call('base', 'POST', path, body);
    expect(answer.body.r).toBe(1);
    expect(answer.body.message).toMatch(field);
  });

  it('refuses system_status 2 and "2"', async () => {
    const created = await sandbox.call('base', 'POST', '/v1/agent', {
      name: 'B',
      service_user_id: 'b.strict',
    });
    const { agentID } = createAgentResponse.parse(created.body);
    for (const system_status of [2, '2', true]) {
      const answer = await sandbox.call('base', 'PUT', `/v1/agent/${agentID}`, { system_status });
      expect(answer.body.r).toBe(1);
      expect(answer.body.message).toMatch(/system_status/);
    }
  });
});
