import { z } from 'zod';
import { PRESSABLE_KEYS } from '../ivr/simulator/call-types';
import { problemSchema } from './problem';

/**
 * The test cases a supervisor saves with an IVR tree (the BFF keeps them; the service has no place for
 * them), and the longest wait for an agent they accept:
 *   GET /api/ivr/trees/:treeId/path-tests → IvrPathTests (empty, revision 0, until the first save)
 *   PUT /api/ivr/trees/:treeId/path-tests SavePathTestsRequest → IvrPathTests | 409 PathTestsConflictProblem
 * A saved test names only what the caller does and how the call must end, never node ids, so it keeps its
 * meaning across edits, publishes and a duplicate of the tree.
 */
export const PATH_TESTS_MAX = 200;
export const PATH_TEST_INPUTS_MAX = 50;
export const PATH_TEST_NAME_MAX = 120;
export const PATH_TEST_ID_MAX = 64;
/** One hour: far beyond any menu a caller would sit through. */
export const MAX_SECONDS_TO_AGENT_LIMIT = 3600;

export const pathInputSchema = z.enum([...PRESSABLE_KEYS, 'timeout', 'hangUp'], {
  error: 'An input is a key (0-9, * or #), "timeout" or "hangUp"',
});

export const callOutcomeSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('queue'),
    queueId: z.string().trim().min(1, 'A queue id is required').max(100),
  }),
  z.object({
    kind: z.literal('forward'),
    to: z.string().trim().min(1, 'A phone number is required').max(40),
    callerId: z.string().max(40).optional(),
  }),
  z.object({ kind: z.literal('hangup') }),
  z.object({ kind: z.literal('voicemail') }),
  z.object({ kind: z.literal('sms') }),
  z.object({
    kind: z.literal('noAction'),
    reason: z.enum(['noStartNode', 'targetMissing', 'unhandled', 'callerHungUp']),
  }),
]);

export const savedPathTestSchema = z.object({
  id: z.string().min(1).max(PATH_TEST_ID_MAX),
  name: z
    .string()
    .trim()
    .min(1, 'A name is required')
    .max(PATH_TEST_NAME_MAX, `A name is at most ${PATH_TEST_NAME_MAX} characters`),
  /** What the caller does, one input per prompt heard to its end. */
  inputs: z
    .array(pathInputSchema)
    .min(1, 'A test needs at least one input')
    .max(PATH_TEST_INPUTS_MAX, `A test has at most ${PATH_TEST_INPUTS_MAX} inputs`),
  expected: callOutcomeSchema,
});
export type SavedPathTest = z.infer<typeof savedPathTestSchema>;

const maxSecondsToAgentSchema = z
  .number({ error: 'The limit must be a number of seconds' })
  .int('The limit is a whole number of seconds')
  .min(1, 'The limit is at least 1 second')
  .max(MAX_SECONDS_TO_AGENT_LIMIT, `The limit is at most ${MAX_SECONDS_TO_AGENT_LIMIT} seconds`)
  .nullable();

const testListSchema = z
  .array(savedPathTestSchema)
  .max(PATH_TESTS_MAX, `At most ${PATH_TESTS_MAX} tests per tree`)
  .refine((tests) => new Set(tests.map((test) => test.id)).size === tests.length, 'Test ids must be unique');

export const ivrPathTestsSchema = z.object({
  treeId: z.string(),
  tests: z.array(savedPathTestSchema),
  /** A path that reaches a queue later than this is flagged; null when no limit is set. */
  maxSecondsToAgent: maxSecondsToAgentSchema,
  /** 0 before the first save, then up by one with every save. */
  revision: z.number().int().min(0),
  /** Epoch milliseconds and display name of the last save; null before the first. */
  updatedAt: z.number().int().nullable(),
  updatedBy: z.string().nullable(),
});
export type IvrPathTests = z.infer<typeof ivrPathTestsSchema>;

export const savePathTestsRequestSchema = z.object({
  tests: testListSchema,
  maxSecondsToAgent: maxSecondsToAgentSchema,
  /** The revision this save was made on: a save over someone else's newer save is refused (409). */
  revision: z.number({ error: 'Revision must be a number' }).int().min(0),
});
export type SavePathTestsRequest = z.infer<typeof savePathTestsRequestSchema>;

/** 409 on a stale revision: the tests as they now are, so the page can show them. */
export const pathTestsConflictProblemSchema = z.object({
  ...problemSchema.shape,
  current: ivrPathTestsSchema,
});
