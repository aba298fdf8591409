import type { z } from 'zod';
import type {
  Agent,
  AgentRoutingType,
  AgentSystemStatus,
  CreateAgentInput,
  UpdateAgentInput,
} from '@/core/api/agents';
import type { Page, PageQuery } from '@/core/api/paging';
import type { createAgentBody, updateAgentBody, wireAgent } from '../../service-api/agents';
import {
  AGENTS_PATH,
  createAgentResponse,
  deleteAgentResponse,
  listAgentsResponse,
  updateAgentResponse,
} from '../../service-api/agents';
import { decodeWireCode, emptyToNull, FIRST_PAGE, pagingParams, toPage } from './contact-center-wire';
import { holdsGiven, reconciledWrites, type CreateOptions } from './resource-writes';
import type { ServiceHttp } from './service-http';
import { listAll } from './write-reconciliation';

const ROUTING_TYPE_CODES: Record<AgentRoutingType, 1 | 2> = { app: 1, phone: 2 };
const ROUTING_TYPES: Record<number, AgentRoutingType> = { 1: 'app', 2: 'phone' };
/** Lists give system_status as an Int; updates take it as the String "0" or "1". */
const SYSTEM_STATUSES: Record<number, AgentSystemStatus> = { 0: 'in_call', 1: 'not_in_call' };
const SYSTEM_STATUS_TEXTS: Record<AgentSystemStatus, '0' | '1'> = { in_call: '0', not_in_call: '1' };

const LIST_OPERATION = 'listAgents';

export const agentFromWire = (wire: z.infer<typeof wireAgent>): Agent => ({
  id: wire.id,
  name: wire.name,
  serviceUserId: wire.service_user_id,
  manualStatus: wire.manual_status,
  routingType: decodeWireCode(ROUTING_TYPES, wire.routing_type, 'routing_type', LIST_OPERATION),
  phoneNumber: emptyToNull(wire.phone_number),
  systemStatus: decodeWireCode(SYSTEM_STATUSES, wire.system_status, 'system_status', LIST_OPERATION),
  deviceStatus: wire.device_status,
  lastTimePickup: wire.last_time_pickup,
  lastTimeSupportCallEnded: wire.last_time_support_call_ended,
});

export const createAgentToWire = (input: CreateAgentInput): z.input<typeof createAgentBody> => ({
  name: input.name,
  service_user_id: input.serviceUserId,
  manual_status: input.manualStatus ?? undefined,
  routing_type: input.routingType && ROUTING_TYPE_CODES[input.routingType],
  phone_number: input.phoneNumber ?? undefined,
});

/** Null clears a field: the service's "no phone number" is the empty string. */
export const updateAgentToWire = (input: UpdateAgentInput): z.input<typeof updateAgentBody> => ({
  name: input.name,
  service_user_id: input.serviceUserId,
  manual_status: input.manualStatus,
  routing_type: input.routingType && ROUTING_TYPE_CODES[input.routingType],
  phone_number: input.phoneNumber === null ? '' : input.phoneNumber,
  system_status: input.systemStatus && SYSTEM_STATUS_TEXTS[input.systemStatus],
});

/** The service may write a phone number its own way: matched on the other fields only. */
const AS_WRITTEN_BY_SERVICE = ['phoneNumber'] as const;

export function agentsClient(http: ServiceHttp) {
  const client = {
    async list(query: PageQuery = FIRST_PAGE): Promise<Page<Agent>> {
      const { data } = await http.call({
        operation: LIST_OPERATION,
        surface: 'base',
        method: 'GET',
        path: AGENTS_PATH,
        query: pagingParams(query),
        schema: listAgentsResponse,
      });
      return toPage(data, data.totalAgents, data.agents, agentFromWire);
    },

    create(input: CreateAgentInput, options: CreateOptions = {}): Promise<{ id: string }> {
      return writes.create(
        { operation: 'createAgent', json: createAgentToWire(input), schema: createAgentResponse },
        {
          ...options,
          answer: (answer) => ({ id: answer.agentID }),
          made: (agent) => holdsGiven(agent, input, AS_WRITTEN_BY_SERVICE),
          result: (agent) => ({ id: agent.id }),
        },
      );
    },

    update(id: string, input: UpdateAgentInput): Promise<void> {
      return writes.update(
        id,
        { operation: 'updateAgent', json: updateAgentToWire(input), schema: updateAgentResponse },
        { applied: (agent) => holdsGiven(agent, input, AS_WRITTEN_BY_SERVICE) },
      );
    },

    remove(id: string): Promise<void> {
      return writes.remove(id, { operation: 'deleteAgent', schema: deleteAgentResponse });
    },
  };
  const writes = reconciledWrites(http, {
    surface: 'base',
    path: AGENTS_PATH,
    list: () => listAll((query) => client.list(query)),
    idOf: (agent: Agent) => agent.id,
  });
  return client;
}

export type AgentsClient = ReturnType<typeof agentsClient>;
