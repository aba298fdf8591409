import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callLogQuerySchema } from '@/core/api/call-log-query';
import type { CallAction } from '@/core/api/calls';
import { toneWav } from '@server/audio/tone-wav';
import { startSandbox, type RunningSandbox } from '@server/sandbox/test-support/sandbox-harness';
import { ServiceError, ServiceUnavailableError } from '../errors';
import type { ServiceHttp } from '../service-http';
import { telephonyClient, type TelephonyClient } from '../telephony-client';
import { serviceHttpFor } from './sandbox-service-http';

let sandbox: RunningSandbox;
let http: ServiceHttp;
let telephony: TelephonyClient;
beforeAll(async () => {
  sandbox = await startSandbox();
  http = serviceHttpFor(sandbox);
  telephony = telephonyClient(http);
});
afterAll(async () => {
  await http.close();
  await sandbox.close();
});
afterEach(() => sandbox.deps.faults.reset());

const HOTLINE = '842473001234';
const logFrom = async (fromNumber: string) =>
  (await telephony.callLog.page(callLogQuerySchema.parse({ fromNumber, limit: 100 }))).items;
const placedCallId = (result: { callId: string | null }) => {
  if (result.callId === null) throw new Error('the sandbox names the placed call');
  return result.callId;
};

describe('calls and the call debugger over HTTP', () => {
  it('places a call with a script that plays an uploaded greeting; the log and the debugger show it', async () => {
    const greeting = await telephony.greetingFiles.upload({
      bytes: new Uint8Array(toneWav({ seconds: 0.2, frequencies: [440] })),
    });
    const actions: CallAction[] = [
      { action: 'talk', text: 'Xin chào quý khách', speed: 1 },
      { action: 'play', fileName: greeting.filename, bargeIn: true },
    ];
    const before = Date.now();
    const callId = placedCallId(
      await telephony.calls.callOut({
        from: { number: HOTLINE, alias: 'Tổng đài' },
        to: [{ number: '+84901234567' }],
        actions,
      }),
    );

    const [record, ...others] = await logFrom(HOTLINE);
    expect(others).toEqual([]);
    expect(record).toMatchObject({
      id: callId,
      fromNumber: HOTLINE,
      toNumber: '+84901234567',
      stopTime: null,
    });
    expect(record?.startTime).toBeGreaterThanOrEqual(before);

    const trace = await telephony.debugger.trace({ callId });
    expect(trace.every((entry) => entry.callId === callId)).toBe(true);
    expect(trace.map((entry) => entry.created)).toEqual(trace.map((e) => e.created).sort((a, b) => b - a));
    const start = trace.find((entry) => entry.command === 'CALL_START');
    expect(start?.dataJson).toMatchObject({ actions });
    expect(start?.data).toBe(JSON.stringify(start?.dataJson));
    expect(trace.map((entry) => entry.command)).toContain('CALL_ANSWER');
  });

  it('places a call that fetches its script from answerUrl', async () => {
    const from = '842473009999';
    const callId = placedCallId(
      await telephony.calls.callOut({
        from: { number: from },
        to: [{ number: '84901111111' }, { number: '84902222222' }],
        answerUrl: 'https://example.test/scco',
      }),
    );
    expect((await logFrom(from)).map((record) => record.id)).toEqual([callId]);
    const start = (await telephony.debugger.trace({ callId })).find(
      (entry) => entry.command === 'CALL_START',
    );
    expect(start?.dataJson).toMatchObject({ answer_url: 'https://example.test/scco' });
  });

  it('adds a listen-only user to a running call', async () => {
    const from = '842473008888';
    const callId = placedCallId(
      await telephony.calls.callOut({
        from: { number: from },
        to: [{ number: '84903333333' }],
        actions: [{ action: 'talk', text: 'Một phút' }],
      }),
    );
    await telephony.calls.addUser({
      callId,
      from: { number: from },
      to: { type: 'internal', number: 'supervisor_lan' },
      spy: true,
    });
    const added = (await telephony.debugger.trace({ callId })).find(
      (entry) => entry.command === 'CALL_ADD_USER',
    );
    expect(added?.dataJson).toMatchObject({
      spyCall: true,
      to: { type: 'internal', number: 'supervisor_lan' },
    });
    const [record] = await logFrom(from);
    expect(JSON.parse(record?.participants ?? '[]')).toContainEqual(
      expect.objectContaining({ number: 'supervisor_lan', spyCall: true }),
    );
  });

  it('refuses to add a user to an unknown call with a ServiceError carrying r and message', async () => {
    const refusal = await telephony.calls
      .addUser({
        callId: 'CLNOSUCHCALL',
        from: { number: HOTLINE },
        to: { type: 'external', number: '84904444444' },
        spy: false,
      })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ServiceError);
    expect(refusal).toMatchObject({ r: -1, operation: 'addUserToCall' });
    expect((refusal as Error).message).toContain('CLNOSUCHCALL');
  });

  it('passes on the refusal of a script that plays a file never uploaded', async () => {
    const refusal = await telephony.calls
      .callOut({
        from: { number: HOTLINE },
        to: [{ number: '84905555555' }],
        actions: [{ action: 'play', fileName: 'GFNEVERUPLOADED.wav' }],
      })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ServiceError);
    expect((refusal as ServiceError).r).toBeGreaterThan(0);
    expect((refusal as Error).message).toContain('GFNEVERUPLOADED.wav');
  });

  it('does not place a call twice when the service answers 503', async () => {
    const from = '842473007777';
    sandbox.deps.faults.set({
      ...sandbox.deps.faults.current,
      forcedStatus: 503,
      methods: ['POST'],
      remaining: 1,
    });
    await expect(
      telephony.calls.callOut({
        from: { number: from },
        to: [{ number: '84906666666' }],
        answerUrl: 'https://example.test/a',
      }),
    ).rejects.toBeInstanceOf(ServiceUnavailableError);
    expect(await logFrom(from)).toEqual([]);
  });

  it('reads the latest entries of all calls without a call id', async () => {
    const recent = await telephony.debugger.trace({});
    expect(new Set(recent.map((entry) => entry.callId)).size).toBeGreaterThan(1);
    expect(recent.every((entry) => entry.projectId === sandbox.config.projectId)).toBe(true);
  });
});
