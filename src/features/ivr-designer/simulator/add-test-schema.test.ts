import { describe, expect, it } from 'vitest';
import { addTestSchema, type AddTestValues } from './add-test-schema';

const values = (overrides: Partial<AddTestValues>): AddTestValues => ({
  name: 'Sales',
  inputs: '1 2',
  kind: 'queue',
  queueId: 'Q1',
  phoneNumber: '',
  ...overrides,
});

const failedFields = (input: AddTestValues) => {
  const result = addTestSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('addTestSchema', () => {
  it('reads the typed inputs and builds the expected outcome of the chosen kind', () => {
    expect(addTestSchema.parse(values({ inputs: '1 timeout hangUp' }))).toEqual({
      name: 'Sales',
      inputs: ['1', 'timeout', 'hangUp'],
      expected: { kind: 'queue', queueId: 'Q1' },
    });
    expect(addTestSchema.parse(values({ kind: 'forward', phoneNumber: ' 0901 ' })).expected).toEqual({
      kind: 'forward',
      to: '0901',
    });
    expect(addTestSchema.parse(values({ kind: 'sms', queueId: '' })).expected).toEqual({ kind: 'sms' });
  });

  it('puts each failure on the field to fix', () => {
    expect(failedFields(values({ name: '  ' }))).toEqual(['name']);
    expect(failedFields(values({ inputs: '1 two' }))).toEqual(['inputs']);
    expect(failedFields(values({ inputs: '' }))).toEqual(['inputs']);
    expect(failedFields(values({ queueId: ' ' }))).toEqual(['queueId']);
    expect(failedFields(values({ kind: 'forward' }))).toEqual(['phoneNumber']);
  });
});
