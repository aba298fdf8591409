import { z } from 'zod';
import { callOutcomeSchema, savedPathTestSchema } from '@/core/api/ivr-designer-path-tests';
import { parseTypedInputs } from './path-inputs';

/** The ends a supervisor can expect when writing a test by hand (a call with no action is a dead end). */
export const EXPECTABLE_KINDS = ['queue', 'forward', 'hangup', 'voicemail', 'sms'] as const;
export type ExpectableKind = (typeof EXPECTABLE_KINDS)[number];

export type AddTestValues = {
  name: string;
  /** Typed as words: "1 2 timeout". */
  inputs: string;
  kind: ExpectableKind;
  queueId: string;
  phoneNumber: string;
};

function expectedOf({ kind, queueId, phoneNumber }: AddTestValues): unknown {
  if (kind === 'queue') return { kind, queueId };
  if (kind === 'forward') return { kind, to: phoneNumber };
  return { kind };
}

/**
 * The form's fields checked against the contract's own schemas (name, inputs, expected outcome), each
 * failure on the field a person fixes; the result is a saved test without its id.
 */
export const addTestSchema = z
  .object({
    name: z.string(),
    inputs: z.string(),
    kind: z.enum(EXPECTABLE_KINDS),
    queueId: z.string(),
    phoneNumber: z.string(),
  })
  .transform((values, context) => {
    const name = savedPathTestSchema.shape.name.safeParse(values.name);
    const inputs = savedPathTestSchema.shape.inputs.safeParse(parseTypedInputs(values.inputs));
    const expected = callOutcomeSchema.safeParse(expectedOf(values));
    if (!name.success) context.addIssue({ code: 'custom', path: ['name'], message: 'name' });
    if (!inputs.success) context.addIssue({ code: 'custom', path: ['inputs'], message: 'inputs' });
    if (!expected.success) {
      const field = values.kind === 'queue' ? 'queueId' : 'phoneNumber';
      context.addIssue({ code: 'custom', path: [field], message: field });
    }
    if (!name.success || !inputs.success || !expected.success) return z.NEVER;
    return { name: name.data, inputs: inputs.data, expected: expected.data };
  });
export type AddTestOutput = z.output<typeof addTestSchema>;
