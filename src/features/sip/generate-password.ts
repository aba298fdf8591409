/** Letters and digits that cannot be mistaken for one another when read aloud or typed into a phone. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
export const GENERATED_PASSWORD_LENGTH = 20;

/**
 * A strong random password (about 116 bits) from the platform's cryptographic generator. Rejection
 * sampling keeps every character equally likely.
 */
export function generatePassword(length = GENERATED_PASSWORD_LENGTH): string {
  const limit = 256 - (256 % ALPHABET.length);
  let password = '';
  while (password.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < limit && password.length < length) password += ALPHABET[byte % ALPHABET.length];
    }
  }
  return password;
}
