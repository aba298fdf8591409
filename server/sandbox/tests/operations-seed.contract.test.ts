import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callDebuggerResponse } from '../../service-api/call-debugger';
import { callLogResponse, type WireCallRecord } from '../../service-api/call-log';
import { chatConversationsResponse } from '../../service-api/chat';
import { startSandbox, type RunningSandbox } from '../test-support/sandbox-harness';

let sandbox: RunningSandbox;
let calls: WireCallRecord[];
beforeAll(async () => {
  sandbox = await startSandbox({ SANDBOX_CALLS: '1000' }, true);
  calls = [];
  let cursor: (string | number)[] = [];
  for (;;) {
    const query = cursor.map((value) => `&search_after[]=${value}`).join('');
    const answer = await sandbox.call('api', 'GET', `/v1/call/log?version=2&limit=100${query}`);
    const page = callLogResponse.parse(answer.body).data;
    if (page.calls.length === 0) break;
    calls.push(...page.calls);
    cursor = page.search_after;
  }
});
afterAll(() => sandbox.close());

describe('demo operations data in a fresh store', () => {
  it('holds SANDBOX_CALLS calls over the last 30 days', () => {
    expect(calls).toHaveLength(1000);
    const now = Date.now();
    for (const call of calls) {
      expect(call.start_time).toBeGreaterThan(now - 31 * 24 * 3600 * 1000);
      expect(call.start_time).toBeLessThanOrEqual(now);
    }
  });

  it('mixes answered and unanswered, inbound, outbound and app-to-app, recorded and video calls', () => {
    const unanswered = calls.filter((call) => call.answer_time === 0);
    expect(unanswered.length).toBeGreaterThan(100);
    expect(unanswered.every((call) => call.answer_time_datetime === 0)).toBe(true);
    expect(calls.some((call) => call.from_internal === 1 && call.to_internal === 1)).toBe(true);
    expect(calls.some((call) => call.from_internal === 0 && call.from_user_id === null)).toBe(true);
    expect(calls.some((call) => call.recorded === 1 && call.record_path)).toBe(true);
    expect(calls.some((call) => call.video_call === 1)).toBe(true);
    expect(calls.some((call) => call.from_number.startsWith('%2B84'))).toBe(true);
    expect(
      calls.some((call) => /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i.test(call.to_alias)),
    ).toBe(true);
  });

  it('has a few calls still running, which a user can join', async () => {
    const running = calls.filter((call) => call.stop_time === 0);
    expect(running.length).toBeGreaterThan(0);
    const answer = await sandbox.call('api', 'POST', '/v1/call2/adduser', {
      callId: running[0]?.id,
      from: { type: 'external', number: '842473001234' },
      to: { type: 'internal', number: 'supervisor_demo' },
      spyCall: true,
    });
    expect(answer.body.r).toBe(0);
  });

  it('traces the newest calls in the debugger', async () => {
    const newest = calls.find((call) => call.stop_time > 0);
    const answer = await sandbox.call('api', 'GET', `/v1/debugger?callid=${newest?.id}`);
    const commands = callDebuggerResponse.parse(answer.body).data.map((entry) => entry.command);
    expect(commands[0]).toBe('CALL_STOP');
    expect(commands.at(-1)).toBe('CALL_START');
  });

  it('has 200 chat conversations', async () => {
    const answer = await sandbox.call('api', 'GET', '/v1/chat/conversations');
    expect(chatConversationsResponse.parse(answer.body).data.totalConversations).toBe(200);
  });
});
