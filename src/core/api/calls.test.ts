import { describe, expect, it } from 'vitest';
import { addUserInputSchema, callOutInputSchema } from './calls';

const from = { number: '842473001234' };
const to = [{ number: '+84901234567' }];
const talk = { action: 'talk', text: 'Xin chào' };

describe('callOutInputSchema', () => {
  it.each([
    { from, to, actions: [talk] },
    { from, to, answerUrl: 'https://example.test/scco' },
    { from: { number: ' 842473001234 ', alias: 'Tổng đài' }, to, answerUrl: 'http://localhost:8080/a' },
    { from, to: Array.from({ length: 10 }, () => ({ number: '84901234567' })), actions: [talk] },
    {
      from,
      to,
      actions: [
        {
          action: 'talk',
          text: 'Chào',
          voice: 'hn_female_thutrang_phrase_48k-hsmm',
          speed: -3,
          loop: 2,
          bargeIn: true,
        },
        { action: 'play', fileName: 'GF1.wav', loop: 1 },
        {
          action: 'input',
          submitUrl: 'https://example.test/keys',
          maxDigits: 4,
          timeout: 10,
          finishOnKey: '#',
        },
        { action: 'record', eventUrl: 'https://example.test/rec' },
        {
          action: 'connect',
          from: { type: 'external', number: '842473001234' },
          to: { type: 'internal', number: 'agent_1' },
        },
      ],
    },
  ])('accepts %j', (input) => {
    const result = callOutInputSchema.safeParse(input);
    expect(result.error).toBeUndefined();
  });

  it.each([
    [{ from, to }, 'answerUrl'],
    [{ from, to, actions: [talk], answerUrl: 'https://example.test/scco' }, 'answerUrl'],
    [{ from, to, answerUrl: 'ftp://example.test/scco' }, 'answerUrl'],
    [{ from, to, answerUrl: 'not a url' }, 'answerUrl'],
    [{ from, to: [], actions: [talk] }, 'to'],
    [{ from, to: Array.from({ length: 11 }, () => ({ number: '84901234567' })), actions: [talk] }, 'to'],
    [{ from: { number: '0901-234' }, to, actions: [talk] }, 'from.number'],
    [{ from, to: [{ number: 'abc' }], actions: [talk] }, 'to.0.number'],
    [{ from, to, actions: [] }, 'actions'],
    [{ from, to, actions: [{ action: 'talk', text: '  ' }] }, 'actions.0.text'],
    [{ from, to, actions: [talk, { action: 'talk', text: 'x', speed: 4 }] }, 'actions.1.speed'],
    [{ from, to, actions: [{ action: 'play' }] }, 'actions.0.fileName'],
    [{ from, to, actions: [{ action: 'dance' }] }, 'actions.0.action'],
    [{ from, to, actions: [{ action: 'input', maxDigits: 4 }] }, 'actions.0.submitUrl'],
    [
      { from, to, actions: [{ action: 'connect', from: { type: 'external', number: '84901234567' } }] },
      'actions.0.to',
    ],
  ])('refuses %j at %s', (input, path) => {
    const result = callOutInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path.join('.')).toBe(path);
  });
});

describe('phone fields of a call', () => {
  it('accept spaces, dots and dashes and send the number the way the service writes it', () => {
    const parsed = callOutInputSchema.parse({
      from: { number: '028.7300.0111' },
      to: [{ number: '0901 234 567' }, { number: '+1 (415) 555-0100' }],
      actions: [talk],
    });
    expect(parsed.from.number).toBe('842873000111');
    expect(parsed.to.map((party) => party.number)).toEqual(['84901234567', '14155550100']);
  });
});

describe('addUserInputSchema', () => {
  it.each([
    [{ callId: 'CL1', from, to: { type: 'internal', number: 'supervisor_lan' }, spy: true }, true],
    [{ callId: 'CL1', from, to: { type: 'external', number: '84901234567' } }, false],
  ])('accepts %j (spy %s)', (input, spy) => {
    expect(addUserInputSchema.parse(input).spy).toBe(spy);
  });

  it.each([
    [{ from, to: { type: 'internal', number: 'u1' } }, 'callId'],
    [{ callId: ' ', from, to: { type: 'internal', number: 'u1' } }, 'callId'],
    [{ callId: 'CL1', from, to: { type: 'sip', number: 'u1' } }, 'to.type'],
    [{ callId: 'CL1', from, to: { type: 'external', number: 'supervisor_lan' } }, 'to.number'],
    [{ callId: 'CL1', from, to: { type: 'internal', number: '' } }, 'to.number'],
    [{ callId: 'CL1', from, to: { type: 'internal', number: 'u1' }, spy: 'yes' }, 'spy'],
  ])('refuses %j at %s', (input, path) => {
    const result = addUserInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path.join('.')).toBe(path);
  });
});
