import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentSchema, type Agent } from '@/core/api/agents';
import { pageSchema } from '@/core/api/paging';
import { createAgentBody, updateAgentBody, type wireAgent } from '@server/service-api/agents';
import { agentFromWire, createAgentToWire, updateAgentToWire } from '../agents-client';
import { ServiceContractError } from '../errors';
import { refusalOf, startContactCenterSandbox, type ContactCenterSandbox } from './contact-center-sandbox';
import type { z } from 'zod';

let cc: ContactCenterSandbox;
beforeAll(async () => {
  cc = await startContactCenterSandbox();
});
afterAll(() => cc.close());

const findAgent = async (id: string) =>
  (await cc.client.agents.list({ page: 1, pageSize: 100 })).items.find((agent) => agent.id === id);

describe('agents client over HTTP', () => {
  it('creates, lists, updates and removes an agent', async () => {
    const agents = cc.client.agents;
    const { id } = await agents.create({ name: 'Nguyễn Thị Lan', serviceUserId: 'lan.nguyen' });
    expect(await findAgent(id)).toEqual({
      id,
      name: 'Nguyễn Thị Lan',
      serviceUserId: 'lan.nguyen',
      manualStatus: null,
      routingType: 'app',
      phoneNumber: null,
      systemStatus: 'not_in_call',
      deviceStatus: 0,
      lastTimePickup: 0,
      lastTimeSupportCallEnded: 0,
    } satisfies Agent);

    await agents.update(id, {
      systemStatus: 'in_call',
      routingType: 'phone',
      phoneNumber: '0912 345 678',
      manualStatus: 'Đang họp',
    });
    expect(await findAgent(id)).toMatchObject({
      systemStatus: 'in_call',
      routingType: 'phone',
      phoneNumber: '0912 345 678',
      manualStatus: 'Đang họp',
    });

    await agents.update(id, {
      routingType: 'app',
      phoneNumber: null,
      manualStatus: null,
      systemStatus: 'not_in_call',
    });
    expect(await findAgent(id)).toMatchObject({
      routingType: 'app',
      phoneNumber: null,
      manualStatus: null,
      systemStatus: 'not_in_call',
    });

    await agents.remove(id);
    expect(await findAgent(id)).toBeUndefined();
  });

  it('creates an agent routed to a phone', async () => {
    const { id } = await cc.client.agents.create({
      name: 'Trần Văn Minh',
      serviceUserId: 'minh.tran',
      routingType: 'phone',
      phoneNumber: '+84987654321',
    });
    expect(await findAgent(id)).toMatchObject({ routingType: 'phone', phoneNumber: '+84987654321' });
  });

  it('answers a clean page counting totalAgents as a number', async () => {
    for (const n of [1, 2, 3])
      await cc.client.agents.create({ name: `Agent ${n}`, serviceUserId: `paged.${n}` });
    const page = await cc.client.agents.list({ page: 1, pageSize: 2 });
    expect(pageSchema(agentSchema).parse(page)).toEqual(page);
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(page.totalPages).toBe(Math.ceil(page.total / 2));
  });

  it('surfaces refusals as ServiceError with r and the message', async () => {
    const missing = await refusalOf(cc.client.agents.remove('AG_NONE'));
    expect(missing).toMatchObject({ r: -1, operation: 'deleteAgent', message: 'Agent not found' });

    await cc.client.agents.create({ name: 'First', serviceUserId: 'shared.login' });
    const duplicate = await refusalOf(
      cc.client.agents.create({ name: 'Second', serviceUserId: 'shared.login' }),
    );
    expect(duplicate).toMatchObject({ r: 4, operation: 'createAgent' });
    expect(duplicate.message).toMatch(/shared\.login/);

    // The input schema stops this in forms; the service refuses it too.
    const noPhone = await refusalOf(
      cc.client.agents.create({ name: 'No phone', serviceUserId: 'no.phone', routingType: 'phone' }),
    );
    expect(noPhone).toMatchObject({ r: 2 });
    expect(noPhone.message).toMatch(/phone_number/);
  });
});

describe('agent mappers', () => {
  const wire: z.infer<typeof wireAgent> = {
    id: 'AG1',
    project: 1,
    account: 2,
    name: 'Lan',
    service_user_id: 'lan',
    manual_status: 'Nghỉ trưa',
    routing_type: 2,
    phone_number: '0912345678',
    system_status: 0,
    device_status: 3,
    last_time_pickup: 1700000000,
    last_time_support_call_ended: 1700000100,
  };

  it('reads the codes as meanings', () => {
    expect(agentFromWire(wire)).toEqual({
      id: 'AG1',
      name: 'Lan',
      serviceUserId: 'lan',
      manualStatus: 'Nghỉ trưa',
      routingType: 'phone',
      phoneNumber: '0912345678',
      systemStatus: 'in_call',
      deviceStatus: 3,
      lastTimePickup: 1700000000,
      lastTimeSupportCallEnded: 1700000100,
    });
    expect(agentFromWire({ ...wire, routing_type: 1, system_status: 1, phone_number: '' })).toMatchObject({
      routingType: 'app',
      systemStatus: 'not_in_call',
      phoneNumber: null,
    });
  });

  it.each([
    [{ routing_type: 3 }, 'undocumented routing_type 3'],
    [{ system_status: 2 }, 'undocumented system_status 2'],
  ])('calls %j a contract breach', (fields, message) => {
    const read = () => agentFromWire({ ...wire, ...fields });
    expect(read).toThrow(ServiceContractError);
    expect(read).toThrow(message);
  });

  it('writes a create body with routing as its Int', () => {
    const body = createAgentToWire({
      name: 'Lan',
      serviceUserId: 'lan',
      routingType: 'phone',
      phoneNumber: '0912',
    });
    expect(body).toEqual({
      name: 'Lan',
      service_user_id: 'lan',
      routing_type: 2,
      phone_number: '0912',
      manual_status: undefined,
    });
    expect(createAgentBody.safeParse(body).success).toBe(true);
  });

  it('writes system_status as the String "0"/"1" and a cleared phone as ""', () => {
    const inCall = updateAgentToWire({ systemStatus: 'in_call', phoneNumber: null, manualStatus: null });
    expect(JSON.parse(JSON.stringify(inCall))).toEqual({
      system_status: '0',
      phone_number: '',
      manual_status: null,
    });
    expect(updateAgentBody.safeParse(inCall).success).toBe(true);
    expect(updateAgentToWire({ systemStatus: 'not_in_call', routingType: 'app' })).toMatchObject({
      system_status: '1',
      routing_type: 1,
    });
  });
});
