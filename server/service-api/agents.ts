import { z } from 'zod';
import { isPhoneLikeText } from '../../src/core/phone-number';
import { ccEnvelope, ccPaging, resultEnvelope, wireCountString } from './common';

export const AGENTS_PATH = '/v1/agent';

/** 1 = route calls to the app or a SIP phone (default); 2 = route to the agent's phone_number. */
export const routingType = z
  .number()
  .int()
  .pipe(z.literal([1, 2]));

/** The agent's own number, for routing_type 2; any country, kept as written (trimmed); '' = none. */
export const agentPhoneNumber = z
  .string()
  .trim()
  .refine(
    (value) => value === '' || isPhoneLikeText(value),
    'a phone number: digits, an optional leading + and separators',
  );

const agentName = z.string().trim().min(1).max(200);
const serviceUserId = z.string().trim().min(1).max(100);
const manualStatus = z.string().trim().max(100).nullable();

export const createAgentBody = z.object({
  name: agentName,
  service_user_id: serviceUserId,
  manual_status: manualStatus.optional(),
  routing_type: routingType.optional(),
  phone_number: agentPhoneNumber.optional(),
});

/**
 * `system_status` is a String in update input ("0" = in a call, "1" = not in a call), unlike in lists;
 * clients send both, so the integers 0/1 are taken too (and read as the string). `"2"` or `2` stay refused.
 */
const systemStatusInput = z
  .union([z.enum(['0', '1']), z.literal(0), z.literal(1)], {
    error: 'expected "0" or "1" (or the integers 0/1)',
  })
  .transform((value) => (String(value) === '1' ? '1' : '0'));

export const updateAgentBody = z.object({
  name: agentName.optional(),
  manual_status: manualStatus.optional(),
  service_user_id: serviceUserId.optional(),
  routing_type: routingType.optional(),
  phone_number: agentPhoneNumber.optional(),
  system_status: systemStatusInput.optional(),
});

export const wireAgent = z.object({
  id: z.string(),
  project: z.number().int(),
  account: z.number().int(),
  name: z.string(),
  service_user_id: z.string(),
  manual_status: z.string().nullable(),
  routing_type: z.number().int(),
  phone_number: z.string(),
  system_status: z.number().int(),
  device_status: z.number().int(),
  last_time_pickup: z.number().int(),
  last_time_support_call_ended: z.number().int(),
});

export const createAgentResponse = ccEnvelope.extend({ agentID: z.string() });
export const listAgentsResponse = ccEnvelope.extend({
  data: ccPaging.extend({ totalAgents: wireCountString, agents: z.array(wireAgent) }),
});
export const updateAgentResponse = resultEnvelope.extend({ message: z.string(), project: z.number().int() });
export const deleteAgentResponse = ccEnvelope;
