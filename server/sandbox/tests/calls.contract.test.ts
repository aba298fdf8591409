import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callDebuggerResponse } from '../../service-api/call-debugger';
import { callLogResponse } from '../../service-api/call-log';
import { addUserResponse, calloutResponse } from '../../service-api/calls';
import { startSandbox, type RunningSandbox } from '../test-support/sandbox-harness';

let sandbox: RunningSandbox;
const GREETING = 'GFTESTGREETING01.wav';
beforeAll(async () => {
  sandbox = await startSandbox();
  await sandbox.deps.db
    .insertInto('greeting_files')
    .values({
      sid: 'GFTEST',
      filename: GREETING,
      desc1: null,
      created: 0,
      mime: 'audio/wav',
      content: Buffer.alloc(0),
    })
    .execute();
});
afterAll(() => sandbox.close());

const hotline = { type: 'external', number: '842473001234', alias: 'Tổng đài' };
const customer = { type: 'external', number: '84901234567', alias: 'Nguyễn Văn An' };
const agent = { type: 'internal', number: 'agent_lan', alias: 'Lan' };

async function placeCall(extra: Record<string, unknown> = {}) {
  const answer = await sandbox.call('api', 'POST', '/v1/call2/callout', {
    from: hotline,
    to: [customer],
    actions: [{ action: 'talk', text: 'Xin chào quý khách' }],
    ...extra,
  });
  const body = calloutResponse.parse(answer.body);
  expect(body.r).toBe(0);
  return body.callId ?? '';
}

const callRecord = async (id: string) => {
  const answer = await sandbox.call('api', 'GET', '/v1/call/log?version=2&limit=100');
  return callLogResponse.parse(answer.body).data.calls.find((call) => call.id === id);
};

const traceOf = async (id: string) => {
  const answer = await sandbox.call('api', 'GET', `/v1/debugger?callid=${id}`);
  expect(answer.body).not.toHaveProperty('message');
  return callDebuggerResponse.parse(answer.body).data;
};

const counts = () =>
  sandbox.deps.sqlite
    .prepare(
      'SELECT (SELECT COUNT(*) FROM calls) AS calls, (SELECT COUNT(*) FROM debugger_entries) AS entries',
    )
    .get();

describe('call-out ({api_url}/v1/call2/callout)', () => {
  it('places a running call, visible in the call log and in the debugger, newest entry first', async () => {
    const callId = await placeCall({
      actions: [
        { action: 'talk', text: 'Xin chào', voice: 'hn_female_thutrang_phrase_48k-hsmm', speed: 0 },
        { action: 'play', fileName: GREETING, loop: 2 },
      ],
    });
    expect(callId).toMatch(/^CL[A-Z0-9]+$/);
    const record = await callRecord(callId);
    expect(record).toMatchObject({
      from_number: hotline.number,
      to_number: customer.number,
      from_alias: hotline.alias,
      to_alias: customer.alias,
      stop_time: 0,
      stop_time_datetime: '',
      participants: '[]',
    });
    expect(record?.answer_time).toBeGreaterThan(0);

    const trace = await traceOf(callId);
    expect(trace.map((entry) => entry.command)).toEqual([
      'CALL_ANSWER',
      'CALL_SDP_CANDIDATE',
      'CALL_SDP_CANDIDATE',
      'CALL_START',
    ]);
    expect(trace.map((entry) => entry.created)).toEqual(
      [...trace.map((e) => e.created)].sort((a, b) => b - a),
    );
    expect(trace[0]?.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const start = JSON.parse(trace.at(-1)?.data ?? '{}') as { actions?: { action: string }[] };
    expect(start.actions?.map((action) => action.action)).toEqual(['talk', 'play']);
  });

  it('accepts an answer_url instead of actions, and lists extra destinations as participants', async () => {
    const second = { type: 'external', number: '84987654321', alias: 'Trần Thị Bình' };
    const callId = await placeCall({
      actions: undefined,
      answer_url: 'https://example.vn/scco',
      to: [customer, second],
    });
    const participants = JSON.parse((await callRecord(callId))?.participants ?? '[]') as unknown[];
    expect(participants).toEqual([expect.objectContaining({ number: second.number, spyCall: false })]);
    const start = (await traceOf(callId)).at(-1);
    expect(JSON.parse(start?.data ?? '{}')).toMatchObject({ answer_url: 'https://example.vn/scco' });
  });

  it('counts a placed call in the call-log totals at once', async () => {
    const total = async () =>
      callLogResponse.parse((await sandbox.call('api', 'GET', '/v1/call/log')).body).data.totalCalls;
    const before = await total();
    await placeCall();
    expect(await total()).toBe(before + 1);
  });

  const base = { from: hotline, to: [customer], actions: [{ action: 'talk', text: 'Xin chào' }] };
  it.each<[string, unknown, number, RegExp]>([
    ['an empty body', {}, 2, /from/],
    ['no destination list', { ...base, to: undefined }, 2, /to/],
    ['an empty destination list', { ...base, to: [] }, 1, /to/],
    ['a destination object instead of a list', { ...base, to: customer }, 1, /to/],
    ['an internal caller', { ...base, from: agent }, 1, /from\.type/],
    [
      'a caller that is not a phone number',
      { ...base, from: { ...hotline, number: 'hotline' } },
      1,
      /from\.number/,
    ],
    ['a destination without number', { ...base, to: [{ type: 'external' }] }, 2, /to\.0\.number/],
    ['neither answer_url nor actions', { ...base, actions: undefined }, 2, /answer_url or actions/],
    ['an answer_url that is not a URL', { ...base, actions: undefined, answer_url: 'scco' }, 1, /answer_url/],
    ['a non-http answer_url', { ...base, actions: undefined, answer_url: 'ftp://x.vn/a' }, 1, /answer_url/],
    ['an empty action list', { ...base, actions: [] }, 1, /actions/],
    ['actions that are not a list', { ...base, actions: 'talk' }, 1, /actions/],
    ['an action without its name', { ...base, actions: [{ text: 'x' }] }, 2, /actions\.0\.action/],
    ['an unknown action', { ...base, actions: [{ action: 'dance' }] }, 1, /actions\.0\.action/],
    ['a talk without text', { ...base, actions: [{ action: 'talk' }] }, 2, /actions\.0\.text/],
    [
      'a talk text of the wrong type',
      { ...base, actions: [{ action: 'talk', text: 5 }] },
      1,
      /actions\.0\.text/,
    ],
    [
      'a play of a file never uploaded',
      { ...base, actions: [{ action: 'play', fileName: 'x.wav' }] },
      1,
      /fileName/,
    ],
    [
      'a talk speed out of range',
      { ...base, actions: [{ action: 'talk', text: 'a', speed: 9 }] },
      1,
      /speed/,
    ],
  ])('refuses %s with a clear message and writes nothing', async (_case, body, r, why) => {
    const before = counts();
    const answer = await sandbox.call('api', 'POST', '/v1/call2/callout', body);
    expect(answer.body.r).toBe(r);
    expect(answer.body.message).toMatch(why);
    expect(counts()).toEqual(before);
  });
});

describe('add user ({api_url}/v1/call2/adduser)', () => {
  const addUser = async (body: Record<string, unknown>) =>
    addUserResponse.parse((await sandbox.call('api', 'POST', '/v1/call2/adduser', body)).body);

  it('adds a listen-only user to a running call, then an ordinary one, and refuses a second add', async () => {
    const callId = await placeCall();
    expect((await addUser({ callId, from: hotline, to: agent, spyCall: true })).r).toBe(0);
    const supervisor = { type: 'external', number: '84911222333', alias: 'Giám sát' };
    expect((await addUser({ callId, from: hotline, to: supervisor })).r).toBe(0);
    const participants = JSON.parse((await callRecord(callId))?.participants ?? '[]') as unknown[];
    expect(participants).toEqual([
      expect.objectContaining({ type: 'internal', number: agent.number, spyCall: true }),
      expect.objectContaining({ type: 'external', number: supervisor.number, spyCall: false }),
    ]);
    const [newest] = await traceOf(callId);
    expect(newest).toMatchObject({ command: 'CALL_ADD_USER' });

    const again = await addUser({ callId, from: hotline, to: agent });
    expect(again.r).toBe(4);
    expect(again.message).toMatch(/already/);
  });

  it('refuses an unknown call with r=-1', async () => {
    const answer = await addUser({ callId: 'CLNOSUCHCALL', from: hotline, to: agent });
    expect(answer).toMatchObject({ r: -1, message: expect.stringMatching(/not found/) as unknown });
  });

  it('ends a call once its running time has passed: stop filled, CALL_STOP traced, add refused', async () => {
    const callId = await placeCall();
    const endedAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 5));
    sandbox.deps.sqlite.prepare('UPDATE calls SET running_until = ? WHERE id = ?').run(endedAt, callId);
    const record = await callRecord(callId);
    expect(record).toMatchObject({
      stop_time: endedAt,
      stop_time_datetime: expect.stringMatching(/\d{4}\//) as unknown,
    });
    expect(record?.answer_duration).toBe(Math.round((endedAt - (record?.answer_time ?? 0)) / 1000));
    expect((await traceOf(callId))[0]).toMatchObject({ command: 'CALL_STOP', created: endedAt });

    const answer = await addUser({ callId, from: hotline, to: agent });
    expect(answer.r).toBe(4);
    expect(answer.message).toMatch(/not running/);
  });

  it.each<[string, Record<string, unknown>, number, RegExp]>([
    ['an empty body', {}, 2, /callId/],
    ['a callId of the wrong type', { callId: 42, from: hotline, to: agent }, 1, /callId/],
    ['no user to add', { callId: 'CLX', from: hotline }, 2, /to/],
    [
      'an unknown party type',
      { callId: 'CLX', from: hotline, to: { ...agent, type: 'phone' } },
      1,
      /to\.type/,
    ],
    ['an empty user id', { callId: 'CLX', from: hotline, to: { ...agent, number: '' } }, 1, /to\.number/],
    [
      'a spyCall that is not a Boolean',
      { callId: 'CLX', from: hotline, to: agent, spyCall: 'yes' },
      1,
      /spyCall/,
    ],
  ])('refuses %s and writes nothing', async (_case, body, r, why) => {
    const callId = await placeCall();
    const before = counts();
    const answer = await addUser({ ...body, ...(body.callId === 'CLX' ? { callId } : {}) });
    expect(answer.r).toBe(r);
    expect(answer.message).toMatch(why);
    expect(counts()).toEqual(before);
  });
});

describe('call debugger ({api_url}/v1/debugger)', () => {
  it('lists the newest entries of all calls without callid, newest first, with msg', async () => {
    await placeCall();
    const answer = await sandbox.call('api', 'GET', '/v1/debugger');
    expect(answer.body).toMatchObject({ r: 0, msg: 'Success' });
    const entries = callDebuggerResponse.parse(answer.body).data;
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.length).toBeLessThanOrEqual(100);
    const order = entries.map((entry) => [entry.created, entry.id] as const);
    expect(order).toEqual([...order].sort((a, b) => b[0] - a[0] || b[1] - a[1]));
    expect(entries[0]?.project_id).toBe(sandbox.config.projectId);
  });

  it('answers an empty trace for an unknown call', async () => {
    expect(
      callDebuggerResponse.parse((await sandbox.call('api', 'GET', '/v1/debugger?callid=NOPE')).body).data,
    ).toEqual([]);
  });
});
