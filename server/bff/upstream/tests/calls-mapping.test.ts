import { describe, expect, it } from 'vitest';
import { addUserInputSchema, callOutInputSchema } from '@/core/api/calls';
import { addUserBody, calloutBody } from '@server/service-api/calls';
import { debuggerEntryFromWire } from '../call-debugger-client';
import { addUserBodyOf, calloutBodyOf } from '../calls-client';

describe('call-out body', () => {
  it('marks every party external and keeps the script in order', () => {
    const input = callOutInputSchema.parse({
      from: { number: '842473001234', alias: 'Tổng đài' },
      to: [{ number: '+84901234567' }, { number: '84907654321', alias: 'Lan' }],
      actions: [
        { action: 'talk', text: 'Xin chào', voice: 'hn_female_thutrang_phrase_48k-hsmm', speed: -1 },
        { action: 'play', fileName: 'GF1.wav', loop: 2 },
        { action: 'record' },
      ],
    });
    const body = calloutBodyOf(input);
    expect(JSON.parse(JSON.stringify(body))).toEqual({
      from: { type: 'external', number: '842473001234', alias: 'Tổng đài' },
      to: [
        { type: 'external', number: '84901234567' },
        { type: 'external', number: '84907654321', alias: 'Lan' },
      ],
      actions: [
        { action: 'talk', text: 'Xin chào', voice: 'hn_female_thutrang_phrase_48k-hsmm', speed: -1 },
        { action: 'play', fileName: 'GF1.wav', loop: 2 },
        { action: 'record' },
      ],
    });
    expect(calloutBody.safeParse(body).success).toBe(true);
  });

  it('sends answer_url for a remote script', () => {
    const input = callOutInputSchema.parse({
      from: { number: '842473001234' },
      to: [{ number: '84901234567' }],
      answerUrl: 'https://example.test/scco',
    });
    expect(calloutBodyOf(input)).toMatchObject({
      answer_url: 'https://example.test/scco',
      actions: undefined,
    });
    expect(calloutBody.safeParse(calloutBodyOf(input)).success).toBe(true);
  });
});

describe('add-user body', () => {
  it.each([
    [{ type: 'internal', number: 'supervisor_lan' }, true],
    [{ type: 'external', number: '+84901234567', alias: 'Lan' }, false],
  ] as const)('sends %j with spyCall %s', (to, spy) => {
    const input = addUserInputSchema.parse({ callId: 'CL1', from: { number: '842473001234' }, to, spy });
    const body = addUserBodyOf(input);
    expect(body).toEqual({
      callId: 'CL1',
      from: { type: 'external', number: '842473001234', alias: undefined },
      // Phone numbers go out normalized as the service writes them (84…), user names as they are.
      to: {
        alias: undefined,
        ...to,
        number: to.type === 'external' ? to.number.replace(/^\+/, '') : to.number,
      },
      spyCall: spy,
    });
    expect(addUserBody.safeParse(body).success).toBe(true);
  });
});

describe('debugger entry mapping', () => {
  const wire = {
    id: 12,
    account_id: 3,
    project_id: 7,
    call_id: 'CL1',
    from_number: '%2B84901234567',
    to_number: '842473001234',
    call_type: 1,
    command: 'CALL_STOP',
    data: '{"reason":"NORMAL_CLEARING","answer_duration":42}',
    created_at: '2024-06-01 07:00:42',
    created: 1_717_200_042_000,
  };

  it('renames the fields, decodes the number and the JSON data', () => {
    expect(debuggerEntryFromWire(wire)).toEqual({
      id: 12,
      accountId: 3,
      projectId: 7,
      callId: 'CL1',
      fromNumber: '+84901234567',
      toNumber: '842473001234',
      callType: 1,
      command: 'CALL_STOP',
      data: '{"reason":"NORMAL_CLEARING","answer_duration":42}',
      dataJson: { reason: 'NORMAL_CLEARING', answer_duration: 42 },
      createdAt: '2024-06-01 07:00:42',
      created: 1_717_200_042_000,
    });
  });

  it.each([
    ['v=0 o=- 4611 2 IN IP4 127.0.0.1', null],
    ['{"candidate":"candidate:1 1 udp', null],
    ['[]', []],
  ])('reads data %j as JSON %j', (data, json) => {
    expect(debuggerEntryFromWire({ ...wire, data }).dataJson).toEqual(json);
  });
});
