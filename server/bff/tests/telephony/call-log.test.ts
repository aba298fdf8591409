import { z } from 'zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callLogPageSchema, callRecordSchema, type CallLogPage } from '@/core/api/call-log';
import { callLogQuerySchema } from '@/core/api/call-log-query';
import { startBffWithSandbox, type BffWithSandbox } from '../../test-support/bff-with-sandbox';
import { recordServiceCalls } from './telephony-world';

let world: BffWithSandbox;
let sent: ReturnType<typeof recordServiceCalls>;
beforeAll(async () => {
  world = await startBffWithSandbox({ seed: true, sandboxEnv: { SANDBOX_CALLS: '300' } });
  sent = recordServiceCalls(world);
});
afterAll(() => world.close());
beforeEach(() => sent.clear());

async function readPage(query: string): Promise<CallLogPage> {
  const answer = await world.as('support', 'GET', `/api/calls?${query}`);
  expect(answer.status, answer.text).toBe(200);
  return z.strictObject(callLogPageSchema.shape).parse(answer.json());
}

const idsOf = (page: CallLogPage) => page.items.map((call) => call.id);

describe('call log', () => {
  it('walks forward with nextCursor and back with previousCursor, in sort order', async () => {
    const first = await readPage('limit=20');
    expect(first.items).toHaveLength(20);
    expect(first.total).toBeGreaterThanOrEqual(300);
    expect(first.previousCursor).toBeNull();
    const second = await readPage(`limit=20&cursor=${first.nextCursor}`);
    const third = await readPage(`limit=20&cursor=${second.nextCursor}&direction=next`);
    const walked = [...idsOf(first), ...idsOf(second), ...idsOf(third)];
    expect(new Set(walked).size).toBe(60);
    const starts = [...first.items, ...second.items, ...third.items].map((call) => call.startTime);
    expect(starts).toEqual([...starts].sort((a, b) => b - a));

    const backToSecond = await readPage(`limit=20&cursor=${third.previousCursor}&direction=previous`);
    expect(idsOf(backToSecond)).toEqual(idsOf(second));
    const backToFirst = await readPage(`limit=20&cursor=${backToSecond.previousCursor}&direction=previous`);
    expect(idsOf(backToFirst)).toEqual(idsOf(first));
  });

  it('passes every filter and sort to the service, answering what the client reads', async () => {
    const sample = (await readPage('limit=50')).items.find(
      (call) => call.answerTime !== null && call.stopTime,
    );
    if (!sample) throw new Error('the seed holds no answered call');
    const queries = {
      callerId: sample.fromUserId ?? '',
      fromNumber: sample.fromNumber,
      toNumber: sample.toNumber,
      startedFrom: String(sample.startTime - 86_400_000),
      startedTo: String(sample.startTime),
      answeredFrom: String(sample.answerTime! - 86_400_000),
      answeredTo: String(sample.answerTime),
      stoppedFrom: String(sample.stopTime! - 86_400_000),
      stoppedTo: String(sample.stopTime),
      createdFrom: String(sample.created - 86_400_000),
      createdTo: String(sample.created + 1000),
      sortBy: 'answerTime',
      sortOrder: 'asc',
      limit: '5',
    };
    const viaBff = await readPage(new URLSearchParams(queries).toString());
    const direct = await world.bff.app.services.service.telephony.callLog.page(
      callLogQuerySchema.parse(queries),
    );
    expect(viaBff).toEqual(direct);
    expect(viaBff.items.map((call) => call.id)).toContain(sample.id);
    for (const call of viaBff.items) {
      expect(call.toNumber).toBe(sample.toNumber);
      expect(call.startTime).toBeLessThanOrEqual(sample.startTime);
    }
  });

  it('refuses bad queries with field errors and asks the service nothing', async () => {
    const ascending = await readPage('limit=5&sortOrder=asc');
    sent.clear();
    const cases: Array<[string, string[]]> = [
      ['limit=101', ['limit']],
      ['limit=0', ['limit']],
      ['sortBy=duration', ['sortBy']],
      ['startedFrom=2000&startedTo=1000', ['startedTo']],
      ['createdFrom=yesterday', ['createdFrom']],
      ['cursor=not*a*cursor', ['cursor']],
      [`cursor=${ascending.nextCursor}`, ['cursor']],
      ['direction=sideways', ['direction']],
    ];
    for (const [query, fields] of cases) {
      const answer = await world.as('support', 'GET', `/api/calls?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.headers.get('content-type')).toMatch(/application\/problem\+json/);
      expect(Object.keys((answer.json() as { errors: object }).errors), query).toEqual(fields);
    }
    expect(sent.operations).toEqual([]);
  });

  it('finds one call by id with a start-time hint, and answers 404 for an unknown call', async () => {
    const [call] = (await readPage('limit=30&sortOrder=asc')).items;
    if (!call) throw new Error('empty call log');
    const answer = await world.as('support', 'GET', `/api/calls/${call.id}?at=${call.startTime}`);
    expect(answer.status).toBe(200);
    expect(z.strictObject(callRecordSchema.shape).parse(answer.json())).toEqual(call);

    const unknown = await world.as('support', 'GET', '/api/calls/no-such-call');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toMatch(/application\/problem\+json/);
    const wrongHint = await world.as('support', 'GET', `/api/calls/${call.id}?at=1000`);
    expect(wrongHint.status).toBe(404);
  });

  it('finds a traced call without a hint, from its debugger trace', async () => {
    const [entry] = (await world.as('support', 'GET', '/api/debugger').then((a) => a.json())) as Array<{
      callId: string;
    }>;
    if (!entry) throw new Error('the seed holds no trace');
    const answer = await world.as('support', 'GET', `/api/calls/${entry.callId}`);
    expect(answer.status).toBe(200);
    expect(callRecordSchema.parse(answer.json()).id).toBe(entry.callId);
  });
});
