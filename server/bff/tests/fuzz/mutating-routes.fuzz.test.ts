import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemSchema } from '@/core/api/problem';
import { startBffWithSandbox, type BffWithSandbox } from '../../test-support/bff-with-sandbox';
import { createFixtures } from './fuzz-fixtures';
import { adminSender, snapshotState, type RawAnswer, type RawRequest, type RawSender } from './fuzz-world';
import { malformedUploads } from './greeting-bytes';
import { malformedRequests } from './malformed-bodies';
import { bodyShapeOf, JSON_ROUTES, PLACEHOLDERS, type Fixtures } from './mutating-route-table';

/**
 * Malformed input to every mutating route: always a 4xx problem+json with a title, never a 5xx or a
 * success, and nothing changes in the sandbox or in the app database.
 */

const RUNS_PER_ROUTE = 40;
const ROUTE_TIMEOUT_MS = 60_000;

let world: BffWithSandbox;
let ids: Fixtures;
let send: RawSender;

beforeAll(async () => {
  world = await startBffWithSandbox({ seed: true, sandboxEnv: { SANDBOX_CALLS: '50' } });
  ids = await createFixtures(world);
  send = await adminSender(world);
}, 120_000);
afterAll(() => world?.close());

const parsedOrText = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** Why an answer is not the refusal a malformed request is owed; null when it is. */
function refusalFault(answer: RawAnswer): string | null {
  if (answer.status < 400 || answer.status >= 500) return `status ${answer.status}`;
  if (!answer.contentType?.startsWith('application/problem+json'))
    return `content type ${answer.contentType}`;
  const problem = problemSchema.safeParse(parsedOrText(answer.text));
  if (!problem.success || problem.data.title === '') return 'no problem body with a title';
  if (problem.data.status !== answer.status) return `problem status ${problem.data.status}`;
  return null;
}

const describeRequest = ({ body, contentType }: RawRequest) => {
  const shown = typeof body === 'string' ? body.slice(0, 300) : `${body?.length ?? 0} bytes`;
  return `${contentType ?? '(no content type)'}: ${shown}`;
};

/** Runs the property against one route, then checks the state is what it was before the whole run. */
async function fuzzRoute(method: string, path: string, requests: fc.Arbitrary<RawRequest>) {
  const before = await snapshotState(world);
  await fc.assert(
    fc.asyncProperty(requests, async (request) => {
      const answer = await send(method, path, request);
      const fault = refusalFault(answer);
      if (fault) {
        throw new Error(`${fault} for ${describeRequest(request)}\nanswer: ${answer.text.slice(0, 500)}`);
      }
    }),
    { numRuns: RUNS_PER_ROUTE },
  );
  expect(await snapshotState(world)).toEqual(before);
}

describe('malformed bodies to mutating routes', () => {
  it.each(JSON_ROUTES.map((route) => ({ route, name: `${route.method} ${route.path(PLACEHOLDERS)}` })))(
    '$name refuses them with a 4xx problem and changes nothing',
    async ({ route }) => {
      await fuzzRoute(route.method, route.path(ids), malformedRequests(bodyShapeOf(route, ids)));
    },
    ROUTE_TIMEOUT_MS,
  );

  it(
    'POST /api/greetings refuses bytes that are not audio, or audio of a foreign type',
    async () => {
      await fuzzRoute('POST', '/api/greetings', malformedUploads);
    },
    ROUTE_TIMEOUT_MS,
  );
});
