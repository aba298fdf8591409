import { describe, expect, it } from 'vitest';
import { createGroupRoutingInputSchema, updateGroupRoutingInputSchema } from './group-routings';

const routing = { queueId: 'Q_SALES', groupId: 'GR1', primary: true };
const createIssue = (input: unknown) => createGroupRoutingInputSchema.safeParse(input).error?.issues[0];

describe('group routing create input', () => {
  it.each([
    ['a primary group', routing],
    ['a secondary group', { ...routing, primary: false }],
  ])('accepts %s', (_, input) => {
    expect(createGroupRoutingInputSchema.parse(input)).toEqual(input);
  });

  it.each([
    ['no queue', { ...routing, queueId: undefined }, 'queueId', 'Queue is required'],
    ['a blank group', { ...routing, groupId: ' ' }, 'groupId', 'Group is required'],
    ['primary as 1', { ...routing, primary: 1 }, 'primary', 'Primary group is yes or no'],
    ['primary as "true"', { ...routing, primary: 'true' }, 'primary', 'Primary group is yes or no'],
    ['no primary flag', { queueId: 'Q', groupId: 'G' }, 'primary', 'Primary group is yes or no'],
  ])('refuses %s', (_, input, field, message) => {
    expect(createIssue(input)).toMatchObject({ path: [field] });
    expect(createIssue(input)?.message).toContain(message);
  });
});

describe('group routing update input', () => {
  it.each([
    [{ primary: false }, true],
    [{ primary: true }, true],
    [{}, false],
    [{ primary: 0 }, false],
  ])('%j parses: %s', (input, valid) => {
    expect(updateGroupRoutingInputSchema.safeParse(input).success).toBe(valid);
  });
});
