import { describe, expect, it } from 'vitest';
import {
  createIvrKeypressInputSchema,
  EMPTY_KEY,
  INVALID_KEY,
  IVR_KEYS,
  ivrKeypressSchema,
  updateIvrKeypressInputSchema,
} from './ivr-keypresses';

const issueOf = (input: unknown) => createIvrKeypressInputSchema.safeParse(input).error?.issues[0];
const withAction = (action: unknown, key: unknown = '1') => ({ nodeId: 'IVN1', key, action });

describe('IVR keypress create input', () => {
  it.each(IVR_KEYS)('accepts the key %s', (key) => {
    expect(createIvrKeypressInputSchema.parse(withAction({ kind: 'hangup' }, key)).key).toBe(key);
  });

  it.each([
    ['voicemail', { kind: 'voicemail' }, { kind: 'voicemail' }],
    ['a queue', { kind: 'queue', queueId: 'Q_SALES' }, { kind: 'queue', queueId: 'Q_SALES' }],
    [
      'a forward without caller id',
      { kind: 'forward', toPhoneNumber: '0912 345 678' },
      { kind: 'forward', toPhoneNumber: '0912345678' },
    ],
    [
      'a forward with caller id',
      { kind: 'forward', toPhoneNumber: '+84-912-345-678', callerId: '(028) 3822 1234' },
      { kind: 'forward', toPhoneNumber: '+84912345678', callerId: '02838221234' },
    ],
    [
      'a forward with a blank caller id',
      { kind: 'forward', toPhoneNumber: '1900', callerId: ' ' },
      { kind: 'forward', toPhoneNumber: '1900' },
    ],
    ['the next node', { kind: 'node', nextNodeId: 'IVN2' }, { kind: 'node', nextNodeId: 'IVN2' }],
    ['an SMS with text', { kind: 'sms', text: ' Cảm ơn ' }, { kind: 'sms', text: 'Cảm ơn' }],
    ['an SMS without text', { kind: 'sms', text: '' }, { kind: 'sms' }],
    ['hang up', { kind: 'hangup' }, { kind: 'hangup' }],
  ])('accepts %s', (_, action, parsed) => {
    expect(createIvrKeypressInputSchema.parse(withAction(action, EMPTY_KEY))).toEqual(
      withAction(parsed, EMPTY_KEY),
    );
  });

  it.each([
    ['key 10', withAction({ kind: 'hangup' }, '10'), ['key'], 'Key is one of'],
    ['a lower-case special key', withAction({ kind: 'hangup' }, 'empty_key'), ['key'], 'Key is one of'],
    ['no node', { key: '1', action: { kind: 'hangup' } }, ['nodeId'], 'Node is required'],
    ['no action', { nodeId: 'IVN1', key: '1' }, ['action'], 'Action is one of'],
    ['an unknown action', withAction({ kind: 'transfer' }), ['action', 'kind'], 'Action is one of'],
    ['a numeric action', withAction(3), ['action'], 'Action is one of'],
    ['a queue without id', withAction({ kind: 'queue' }), ['action', 'queueId'], 'Queue is required'],
    [
      'a blank queue id',
      withAction({ kind: 'queue', queueId: ' ' }),
      ['action', 'queueId'],
      'Queue is required',
    ],
    [
      'a forward without number',
      withAction({ kind: 'forward' }),
      ['action', 'toPhoneNumber'],
      'Forward number is required',
    ],
    [
      'a forward to letters',
      withAction({ kind: 'forward', toPhoneNumber: 'hotline' }),
      ['action', 'toPhoneNumber'],
      'Forward number: digits',
    ],
    [
      'a caller id with letters',
      withAction({ kind: 'forward', toPhoneNumber: '0912345678', callerId: 'ext 12' }),
      ['action', 'callerId'],
      'Caller id: digits',
    ],
    [
      'a node action without target',
      withAction({ kind: 'node' }),
      ['action', 'nextNodeId'],
      'Next node is required',
    ],
    [
      'an SMS too long',
      withAction({ kind: 'sms', text: 'x'.repeat(1001) }),
      ['action', 'text'],
      'SMS text is at most 1000 characters',
    ],
  ])('refuses %s', (_, input, path, message) => {
    const issue = issueOf(input);
    expect(issue?.path).toEqual(path);
    expect(issue?.message).toContain(message);
  });
});

describe('IVR keypress update input', () => {
  it.each([
    ['nothing', {}, {}],
    ['a new key', { key: INVALID_KEY }, { key: INVALID_KEY }],
    [
      'a new action',
      { action: { kind: 'queue', queueId: 'Q1' } },
      { action: { kind: 'queue', queueId: 'Q1' } },
    ],
  ])('accepts %s', (_, input, parsed) => {
    expect(updateIvrKeypressInputSchema.parse(input)).toEqual(parsed);
  });

  it('refuses an action missing what it needs', () => {
    const issue = updateIvrKeypressInputSchema.safeParse({ action: { kind: 'node' } }).error?.issues[0];
    expect(issue?.path).toEqual(['action', 'nextNodeId']);
  });
});

describe('IVR keypress', () => {
  const keypress = { id: 'IVK1', treeId: 'IVT1', nodeId: 'IVN1', key: '#' };
  it.each([
    [{ ...keypress, action: { kind: 'forward', toPhoneNumber: '0912345678' } }, true],
    [{ ...keypress, action: { kind: 'sms' } }, true],
    [{ ...keypress, action: { kind: 'queue' } }, false],
    [{ ...keypress, key: 'A', action: { kind: 'hangup' } }, false],
  ])('%j parses: %s', (input, valid) => {
    expect(ivrKeypressSchema.safeParse(input).success).toBe(valid);
  });
});
