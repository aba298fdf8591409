import { z } from 'zod';
import { normalizePhoneNumber } from '../phone-number';
import { BULK_MAX_ITEMS } from './bulk-results';
import { clearableText, objectId, PHONE_LIKE_MESSAGE, requiredText } from './field-rules';
import { AGENT_ROUTING_TYPES, AGENT_SYSTEM_STATUSES, type AgentRoutingType } from './agent-record';

export {
  AGENT_ROUTING_TYPES,
  AGENT_SYSTEM_STATUSES,
  agentSchema,
  type Agent,
  type AgentRoutingType,
  type AgentSystemStatus,
} from './agent-record';

export const agentRoutingTypeSchema = z.enum(AGENT_ROUTING_TYPES, {
  error: "Routing is app (the agent's app or SIP phone) or phone (the agent's phone number)",
});
export const agentSystemStatusSchema = z.enum(AGENT_SYSTEM_STATUSES, {
  error: 'System status is in_call or not_in_call',
});

const name = requiredText('Agent name', 200);
const serviceUserId = requiredText('Service user id', 100);
const manualStatus = clearableText('Manual status', 100);
/**
 * Any country, stored normalized (`84…` for Vietnam, digits with the country code otherwise) so that the
 * number calls reach and searches find is one spelling. A blank field or null means no number.
 */
const phoneNumber = z
  .string({ error: 'Phone number must be text' })
  .trim()
  .refine((value) => value === '' || normalizePhoneNumber(value).ok, `Phone number: ${PHONE_LIKE_MESSAGE}`)
  .nullable()
  .transform((value) => {
    if (value === null || value === '') return null;
    const normalized = normalizePhoneNumber(value);
    return normalized.ok ? normalized.digits : value;
  })
  .optional();

const PHONE_REQUIRED = "Phone number is required when calls are routed to the agent's phone";

/**
 * Calls routed to the app never use the phone number (the service reads it for routing type 2 only): a
 * switch to the app clears it, so that no list shows a number calls do not go to. Applied by the BFF to what
 * it sends (the schemas stay plain objects for the form and the API description).
 */
export function dropPhoneWhenRoutedToApp<
  T extends { routingType?: AgentRoutingType; phoneNumber?: string | null },
>(input: T): T {
  return input.routingType === 'app' ? { ...input, phoneNumber: null } : input;
}

/** Routing to the agent's phone needs a number to call. */
function requirePhoneForPhoneRouting(
  input: { routingType?: AgentRoutingType; phoneNumber?: string | null },
  ctx: z.RefinementCtx,
): void {
  if (input.routingType === 'phone' && !input.phoneNumber) {
    ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: PHONE_REQUIRED });
  }
}

export const createAgentInputSchema = z
  .object({
    name,
    serviceUserId,
    manualStatus,
    /** Defaults to `app`. */
    routingType: agentRoutingTypeSchema.optional(),
    phoneNumber,
  })
  .superRefine(requirePhoneForPhoneRouting);
export type CreateAgentInput = z.infer<typeof createAgentInputSchema>;

/**
 * Only what is given changes; null clears manualStatus or phoneNumber. An update that switches routing to
 * `phone` carries the number, so the form shows the rule instead of the service refusing it.
 */
export const updateAgentInputSchema = z
  .object({
    name: name.optional(),
    serviceUserId: serviceUserId.optional(),
    manualStatus,
    routingType: agentRoutingTypeSchema.optional(),
    phoneNumber,
    systemStatus: agentSystemStatusSchema.optional(),
  })
  .superRefine(requirePhoneForPhoneRouting);
export type UpdateAgentInput = z.infer<typeof updateAgentInputSchema>;

/** The status of many agents changed at once: the same manual and/or system status for each. */
export const bulkAgentStatusInputSchema = z
  .object({
    agentIds: z
      .array(objectId('Agent'), { error: 'Agents must be a list of ids' })
      .min(1, 'Choose at least one agent')
      .max(BULK_MAX_ITEMS, `At most ${BULK_MAX_ITEMS} agents at once`)
      .refine((ids) => new Set(ids).size === ids.length, 'An agent is listed twice'),
    manualStatus,
    systemStatus: agentSystemStatusSchema.optional(),
  })
  .refine((input) => input.manualStatus !== undefined || input.systemStatus !== undefined, {
    message: 'Give a manual status or a system status to set',
    path: ['manualStatus'],
  });
export type BulkAgentStatusInput = z.infer<typeof bulkAgentStatusInputSchema>;
