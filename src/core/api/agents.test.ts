import { describe, expect, it } from 'vitest';
import {
  agentSchema,
  createAgentInputSchema,
  dropPhoneWhenRoutedToApp,
  updateAgentInputSchema,
} from './agents';

const agent = { name: 'Nguyễn Thị Lan', serviceUserId: 'lan.nguyen' };
const createIssue = (input: unknown) => createAgentInputSchema.safeParse(input).error?.issues[0];
const updateIssue = (input: unknown) => updateAgentInputSchema.safeParse(input).error?.issues[0];

describe('agent create input', () => {
  it.each([
    ['name and user only', agent, agent],
    ['app routing', { ...agent, routingType: 'app' }, { ...agent, routingType: 'app' }],
    [
      'phone routing with a number',
      { ...agent, routingType: 'phone', phoneNumber: ' +84 912 345 678 ' },
      { ...agent, routingType: 'phone', phoneNumber: '84912345678' },
    ],
    ['a blank phone number', { ...agent, phoneNumber: '' }, { ...agent, phoneNumber: null }],
    ['a manual status', { ...agent, manualStatus: 'Đang họp' }, { ...agent, manualStatus: 'Đang họp' }],
    ['a blank manual status', { ...agent, manualStatus: ' ' }, { ...agent, manualStatus: null }],
  ])('accepts %s', (_, input, parsed) => {
    expect(createAgentInputSchema.parse(input)).toEqual(parsed);
  });

  it.each([
    ['no name', { serviceUserId: 'u1' }, 'name', 'Agent name is required'],
    ['no service user', { name: 'Lan' }, 'serviceUserId', 'Service user id is required'],
    ['an unknown routing', { ...agent, routingType: 2 }, 'routingType', 'Routing is app'],
    ['phone routing without number', { ...agent, routingType: 'phone' }, 'phoneNumber', 'is required when'],
    [
      'phone routing with a blank number',
      { ...agent, routingType: 'phone', phoneNumber: '  ' },
      'phoneNumber',
      'is required when',
    ],
    [
      'a phone number with letters',
      { ...agent, phoneNumber: 'call me' },
      'phoneNumber',
      'Phone number: digits',
    ],
  ])('refuses %s', (_, input, field, message) => {
    const issue = createIssue(input);
    expect(issue?.path).toEqual([field]);
    expect(issue?.message).toContain(message);
  });
});

describe('agent update input', () => {
  it.each([
    ['nothing', {}, {}],
    ['in a call', { systemStatus: 'in_call' }, { systemStatus: 'in_call' }],
    ['a cleared phone number', { phoneNumber: null }, { phoneNumber: null }],
    [
      'a switch to phone routing with its number',
      { routingType: 'phone', phoneNumber: '0912345678' },
      { routingType: 'phone', phoneNumber: '84912345678' },
    ],
  ])('accepts %s', (_, input, parsed) => {
    expect(updateAgentInputSchema.parse(input)).toEqual(parsed);
  });

  it.each([
    ['a system status as the wire writes it', { systemStatus: '0' }, 'systemStatus'],
    ['a switch to phone routing without number', { routingType: 'phone' }, 'phoneNumber'],
    ['a blank name', { name: '' }, 'name'],
  ])('refuses %s', (_, input, field) => {
    expect(updateIssue(input)?.path).toEqual([field]);
  });
});

describe('agent', () => {
  const clean = {
    id: 'AG1',
    name: 'Lan',
    serviceUserId: 'lan',
    manualStatus: null,
    routingType: 'app',
    phoneNumber: null,
    systemStatus: 'not_in_call',
    deviceStatus: 0,
    lastTimePickup: 0,
    lastTimeSupportCallEnded: 0,
  };
  it.each([
    [clean, true],
    [{ ...clean, systemStatus: 1 }, false],
    [{ ...clean, routingType: 1 }, false],
  ])('%j parses: %s', (input, valid) => {
    expect(agentSchema.safeParse(input).success).toBe(valid);
  });
});

describe('dropPhoneWhenRoutedToApp', () => {
  it('clears the number of an agent routed to the app, and only then', () => {
    expect(dropPhoneWhenRoutedToApp({ routingType: 'app', phoneNumber: '84912345678' })).toEqual({
      routingType: 'app',
      phoneNumber: null,
    });
    expect(dropPhoneWhenRoutedToApp({ routingType: 'phone', phoneNumber: '84912345678' })).toEqual({
      routingType: 'phone',
      phoneNumber: '84912345678',
    });
    expect(dropPhoneWhenRoutedToApp({ phoneNumber: '84912345678' })).toEqual({ phoneNumber: '84912345678' });
  });
});
