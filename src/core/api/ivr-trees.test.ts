import { describe, expect, it } from 'vitest';
import { ivrTreeInputSchema, ivrTreeSchema } from './ivr-trees';

const issueOf = (input: unknown) => ivrTreeInputSchema.safeParse(input).error?.issues[0];

describe('IVR tree input', () => {
  it.each([
    [{ name: 'Tổng đài chính' }, { name: 'Tổng đài chính' }],
    [{ name: '  After hours  ' }, { name: 'After hours' }],
    [{ name: 'x'.repeat(200) }, { name: 'x'.repeat(200) }],
  ])('accepts %j', (input, parsed) => {
    expect(ivrTreeInputSchema.parse(input)).toEqual(parsed);
  });

  it.each([
    [{}, 'Tree name is required'],
    [{ name: '   ' }, 'Tree name is required'],
    [{ name: 42 }, 'Tree name is required'],
    [{ name: 'x'.repeat(201) }, 'Tree name is at most 200 characters'],
  ])('refuses %j: %s', (input, message) => {
    expect(issueOf(input)).toMatchObject({ path: ['name'], message });
  });
});

describe('IVR tree', () => {
  it.each([
    [{ id: 'IVT1', name: 'Main', rootNodeId: 'IVN1' }, true],
    [{ id: 'IVT1', name: 'Main', rootNodeId: null }, true],
    [{ id: 'IVT1', name: 'Main' }, false],
  ])('%j parses: %s', (tree, valid) => {
    expect(ivrTreeSchema.safeParse(tree).success).toBe(valid);
  });
});
