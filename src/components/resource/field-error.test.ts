import { describe, expect, it } from 'vitest';
import { fieldErrorMessage } from './field-error';

type Values = { name: string; note: string };
const messages = { name: { empty: 'Enter a name.', invalid: 'At most 200 characters.' }, note: 'Bad note.' };

describe('fieldErrorMessage', () => {
  it('asks for a name when it is empty and gives the limit when it is too long', () => {
    expect(fieldErrorMessage<Values>({ name: { type: 'too_small', message: 'x' } }, 'name', messages)).toBe(
      'Enter a name.',
    );
    expect(fieldErrorMessage<Values>({ name: { type: 'too_big', message: 'x' } }, 'name', messages)).toBe(
      'At most 200 characters.',
    );
  });

  it("keeps one text for every fault, the server's reason, and nothing for a valid field", () => {
    expect(fieldErrorMessage<Values>({ note: { type: 'too_big' } }, 'note', messages)).toBe('Bad note.');
    expect(fieldErrorMessage<Values>({ note: { type: 'server', message: 'Taken' } }, 'note', messages)).toBe(
      'Taken',
    );
    expect(fieldErrorMessage<Values>({}, 'name', messages)).toBeUndefined();
  });
});
