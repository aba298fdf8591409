import { describe, expect, it } from 'vitest';
import { createSipAccountInputSchema } from '../../core/api/sip-accounts';
import { sipPhonePasswordSchema } from '../../core/api/sip-phones';
import { generatePassword, GENERATED_PASSWORD_LENGTH } from './generate-password';

describe('generatePassword', () => {
  it('gives passwords of the length asked, from letters and digits that are hard to confuse', () => {
    const password = generatePassword();
    expect(password).toHaveLength(GENERATED_PASSWORD_LENGTH);
    expect(password).toMatch(/^[A-HJ-NP-Za-km-z2-9]+$/);
    expect(generatePassword(8)).toHaveLength(8);
  });

  it('never gives the same password twice in many tries, and uses the whole alphabet', () => {
    const passwords = Array.from({ length: 2000 }, () => generatePassword());
    expect(new Set(passwords).size).toBe(passwords.length);
    expect(new Set(passwords.join('')).size).toBe(57);
  });

  it('is accepted as a password by both SIP schemas', () => {
    const password = generatePassword();
    expect(sipPhonePasswordSchema.safeParse(password).success).toBe(true);
    expect(createSipAccountInputSchema.safeParse({ username: 'a.b', password, extension: 101 }).success).toBe(
      true,
    );
  });
});
