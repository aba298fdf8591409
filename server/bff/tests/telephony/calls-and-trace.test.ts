import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { traceOf, placeCall } from './calls-support';
import { callLogPageSchema, callRecordSchema } from '@/core/api/call-log';
import { startBffWithSandbox, type BffWithSandbox } from '../../test-support/bff-with-sandbox';
import { auditActions, recordServiceCalls } from './telephony-world';

let world: BffWithSandbox;
let sent: ReturnType<typeof recordServiceCalls>;
beforeAll(async () => {
  world = await startBffWithSandbox({ seed: true, sandboxEnv: { SANDBOX_CALLS: '300' } });
  sent = recordServiceCalls(world);
});
afterAll(() => world.close());
beforeEach(() => sent.clear());

describe('call-out, add-user and the call debugger', () => {
  it('places a call that appears in the log, in its trace (oldest first) and in the latest entries', async () => {
    const callId = await placeCall(world, { text: 'Xin chào, đây là cuộc gọi thử.' });

    const log = callLogPageSchema.parse((await world.as('support', 'GET', '/api/calls?limit=10')).json());
    expect(log.items.map((call) => call.id)).toContain(callId);
    const one = await world.as('support', 'GET', `/api/calls/${callId}`);
    expect(one.status).toBe(200);
    expect(callRecordSchema.parse(one.json())).toMatchObject({ id: callId, toNumber: '84901234567' });

    const trace = traceOf(await world.as('support', 'GET', `/api/calls/${callId}/trace`));
    expect(trace[0]?.command).toBe('CALL_START');
    expect(trace.every((entry) => entry.callId === callId)).toBe(true);
    const times = trace.map((entry) => entry.created);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(trace[0]?.dataJson).toMatchObject({ actions: [{ action: 'talk' }] });

    const latest = traceOf(await world.as('admin', 'GET', '/api/debugger'));
    expect(latest.some((entry) => entry.callId === callId)).toBe(true);
    const latestTimes = latest.map((entry) => entry.created);
    expect(latestTimes).toEqual([...latestTimes].sort((a, b) => b - a));

    const [audit] = await auditActions(world, 1);
    expect(audit).toMatchObject({
      action: 'call.callout',
      target: callId,
      detail: { result: 'ok', from: '842873000111', to: ['84901234567'], script: ['talk'] },
    });
  });

  it('adds a listen-only spy to a running call', async () => {
    const callId = await placeCall(world, { text: 'Cuộc gọi có người nghe.' });
    const added = await world.as('support', 'POST', `/api/calls/${callId}/participants`, {
      body: { from: { number: '842873000111' }, to: { type: 'internal', number: 'agent-07' }, spy: true },
    });
    expect(added.status).toBe(204);

    const trace = traceOf(await world.as('support', 'GET', `/api/calls/${callId}/trace`));
    expect(trace.at(-1)).toMatchObject({ command: 'CALL_ADD_USER', dataJson: { spyCall: true } });
    const call = callRecordSchema.parse((await world.as('support', 'GET', `/api/calls/${callId}`)).json());
    expect(JSON.parse(call.participants)).toContainEqual(
      expect.objectContaining({ type: 'internal', number: 'agent-07', spyCall: true }),
    );
    const [audit] = await auditActions(world, 1);
    expect(audit).toMatchObject({
      action: 'call.add-user',
      target: callId,
      detail: { result: 'ok', spy: true },
    });

    const twice = await world.as('support', 'POST', `/api/calls/${callId}/participants`, {
      body: { from: { number: '842873000111' }, to: { type: 'internal', number: 'agent-07' } },
    });
    expect(twice.status).toBe(409);
    expect((twice.json() as { detail: string }).detail).toMatch(/already in call/);
  });

  it('refuses invalid call-outs and add-users with field errors, sending nothing', async () => {
    const cases: Array<[string, unknown, string[]]> = [
      ['/api/calls/callout', { from: { number: 'abc' }, to: [] }, ['answerUrl', 'from.number', 'to']],
      [
        '/api/calls/callout',
        { from: { number: '842873000111' }, to: [{ number: '84901234567' }], answerUrl: 'ftp://x' },
        ['answerUrl'],
      ],
      [
        '/api/calls/some-call/participants',
        { from: { number: '1' }, to: { type: 'pigeon' } },
        ['from.number', 'to.type'],
      ],
    ];
    for (const [path, body, fields] of cases) {
      const answer = await world.as('support', 'POST', path, { body });
      expect(answer.status, path).toBe(400);
      expect(Object.keys((answer.json() as { errors: object }).errors).sort(), path).toEqual(fields);
    }
    expect(sent.operations).toEqual([]);
  });

  it('gives a readable 4xx when the service refuses a call-out, and audits the failure', async () => {
    const answer = await world.as('support', 'POST', '/api/calls/callout', {
      body: {
        from: { number: '842873000111' },
        to: [{ number: '84901234567' }],
        actions: [{ action: 'play', fileName: 'no-such-greeting.wav' }],
      },
    });
    expect(answer.status).toBe(422);
    const problem = answer.json() as { detail: string; serviceCode: number };
    expect(problem.detail).toMatch(/no greeting file named "no-such-greeting.wav"/);
    expect(typeof problem.serviceCode).toBe('number');
    const [audit] = await auditActions(world, 1);
    expect(audit).toMatchObject({ action: 'call.callout', detail: { result: 'failed', status: 422 } });

    const unknownCall = await world.as('support', 'POST', '/api/calls/no-such-call/participants', {
      body: { from: { number: '842873000111' }, to: { type: 'external', number: '84907654321' } },
    });
    expect(unknownCall.status).toBe(404);
  });

  it('lists the greeting files uploaded elsewhere without a preview', async () => {
    const answer = await world.as('support', 'GET', '/api/greetings');
    expect(answer.status).toBe(200);
    const { items } = answer.json() as { items: Array<{ hasPreview: boolean; durationMs: null }> };
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((file) => !file.hasPreview && file.durationMs === null)).toBe(true);
  });

  it('answers an empty trace for an unknown call', async () => {
    const answer = await world.as('support', 'GET', '/api/calls/no-such-call/trace');
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual([]);
  });
});
