import { expect } from 'vitest';
import { callOutResultSchema } from '@/core/api/calls';
import { callTraceSchema, type CallTrace } from '@/core/api/call-debugger';
import type { Answer } from '../../test-support/bff-harness';
import type { BffWithSandbox } from '../../test-support/bff-with-sandbox';

/** Places a call speaking `text` from the demo project's number to a mobile; answers its id. */
export async function placeCall(world: BffWithSandbox, script: { text: string }): Promise<string> {
  const answer = await world.as('support', 'POST', '/api/calls/callout', {
    body: {
      from: { number: '842873000111', alias: 'Tổng đài' },
      to: [{ number: '84901234567' }],
      actions: [{ action: 'talk', text: script.text }],
    },
  });
  expect(answer.status, answer.text).toBe(201);
  const { callId } = callOutResultSchema.strict().parse(answer.json());
  if (!callId) throw new Error('the sandbox names the placed call');
  return callId;
}

/** A 200 answer holding a debugger trace in the clean shape. */
export function traceOf(answer: Answer): CallTrace {
  expect(answer.status, answer.text).toBe(200);
  return callTraceSchema.parse(answer.json());
}
