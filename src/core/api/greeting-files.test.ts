import { describe, expect, it } from 'vitest';
import { greetingFileSchema, uploadGreetingInputSchema } from './greeting-files';

describe('uploadGreetingInputSchema', () => {
  it.each([{}, { description: 'Lời chào' }, { description: '' }, { description: 'x'.repeat(255) }])(
    'accepts %j',
    (input) => {
      expect(uploadGreetingInputSchema.safeParse(input).success).toBe(true);
    },
  );

  it.each([{ description: 'x'.repeat(256) }, { description: 12 }, { description: null }])(
    'refuses %j',
    (input) => {
      const result = uploadGreetingInputSchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['description']);
    },
  );
});

describe('greetingFileSchema', () => {
  const file = { id: 'GF1', accountId: 1, projectId: 2, filename: 'GF1.wav', description: null, created: 1 };
  it.each([file, { ...file, description: 'x' }])('accepts %j', (value) => {
    expect(greetingFileSchema.safeParse(value).success).toBe(true);
  });
  it.each([
    { ...file, created: 1.5 },
    { ...file, description: undefined },
    { ...file, id: 1 },
  ])('refuses %j', (value) => {
    expect(greetingFileSchema.safeParse(value).success).toBe(false);
  });
});
