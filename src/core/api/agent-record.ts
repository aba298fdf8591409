import { z } from 'zod/mini';

// Zod Mini, not the classic API of the agents' input schemas (agents.ts): the agents page reads its list
// with this schema, and Zod's classic API is 12.6 KB (brotli) the page's first load would wait for.

/** `app`: calls ring the agent's app or SIP phone; `phone`: calls are forwarded to the agent's phone number. */
export const AGENT_ROUTING_TYPES = ['app', 'phone'] as const;
export type AgentRoutingType = (typeof AGENT_ROUTING_TYPES)[number];

export const AGENT_SYSTEM_STATUSES = ['in_call', 'not_in_call'] as const;
export type AgentSystemStatus = (typeof AGENT_SYSTEM_STATUSES)[number];

/** An agent as the BFF lists it. */
export const agentSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The agent's user id for signing in to the service. */
  serviceUserId: z.string(),
  manualStatus: z.nullable(z.string()),
  routingType: z.enum(AGENT_ROUTING_TYPES),
  /** Where calls go when routingType is `phone`; null when none is set. */
  phoneNumber: z.nullable(z.string()),
  systemStatus: z.enum(AGENT_SYSTEM_STATUSES),
  /** The service does not document the meaning of these codes and times; passed on as they are. */
  deviceStatus: z.int(),
  lastTimePickup: z.int(),
  lastTimeSupportCallEnded: z.int(),
});
export type Agent = z.infer<typeof agentSchema>;
