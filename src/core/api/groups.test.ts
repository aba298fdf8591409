import { describe, expect, it } from 'vitest';
import { groupInputSchema, groupSchema } from './groups';

describe('group input', () => {
  it.each([
    [{ name: 'CSKH' }, { name: 'CSKH' }],
    [{ name: ' Bán hàng ' }, { name: 'Bán hàng' }],
  ])('accepts %j', (input, parsed) => {
    expect(groupInputSchema.parse(input)).toEqual(parsed);
  });

  it.each([
    [{}, 'Group name is required'],
    [{ name: '' }, 'Group name is required'],
    [{ name: 'x'.repeat(201) }, 'Group name is at most 200 characters'],
  ])('refuses %j: %s', (input, message) => {
    expect(groupInputSchema.safeParse(input).error?.issues[0]).toMatchObject({ path: ['name'], message });
  });
});

describe('group', () => {
  it.each([
    [{ id: 'GR1', name: 'CSKH', agentCount: 4 }, true],
    [{ id: 'GR1', name: 'CSKH', agentCount: null }, true],
    [{ id: 'GR1', name: 'CSKH', agentCount: '4' }, false],
  ])('%j parses: %s', (input, valid) => {
    expect(groupSchema.safeParse(input).success).toBe(valid);
  });
});
