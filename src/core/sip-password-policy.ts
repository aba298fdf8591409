import { z } from 'zod';

/**
 * The one rule for a *new* SIP password, accounts and phones alike (a password sent back unchanged is
 * never re-checked): at least 10 characters, more than one character class (lower case, upper case,
 * digits, others), and not the username. SIP phones themselves accept 6 characters, console users need
 * 12; a SIP password is typed into desk phones, hence the middle.
 */
export const SIP_PASSWORD_MIN_LENGTH = 10;
export const SIP_PASSWORD_MAX_LENGTH = 128;

export type SipPasswordProblem = 'too_short' | 'too_long' | 'one_class' | 'is_username';

export const sipPasswordProblemText: Record<SipPasswordProblem, string> = {
  too_short: `Password must be at least ${SIP_PASSWORD_MIN_LENGTH} characters`,
  too_long: `Password is at most ${SIP_PASSWORD_MAX_LENGTH} characters`,
  one_class: 'Password must mix character kinds: not only letters, only digits or only symbols',
  is_username: 'Password must not be the username',
};

const CLASSES = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/];

/** What is wrong with a new SIP password, or null. `username` is compared without case or project prefix. */
export function sipPasswordProblem(password: string, username?: string): SipPasswordProblem | null {
  if (password.length < SIP_PASSWORD_MIN_LENGTH) return 'too_short';
  if (password.length > SIP_PASSWORD_MAX_LENGTH) return 'too_long';
  if (CLASSES.filter((kind) => kind.test(password)).length < 2) return 'one_class';
  if (username !== undefined && username !== '') {
    const lower = password.toLowerCase();
    const bare = username.toLowerCase().replace(/^\d+_/, '');
    if (lower === username.toLowerCase() || lower === bare) return 'is_username';
  }
  return null;
}

/** A new SIP password field (the username check is the object's, see `checkSipPasswordAgainst`). */
export const newSipPasswordSchema = z
  .string({ error: 'Password is required' })
  .superRefine((password, ctx) => {
    const problem = sipPasswordProblem(password);
    if (problem)
      ctx.addIssue({ code: 'custom', message: sipPasswordProblemText[problem], params: { problem } });
  });

/** Adds the username rule at `password` when both are given. */
export function checkSipPasswordAgainst(
  input: { password?: string | undefined; username?: string },
  ctx: Pick<z.RefinementCtx, 'addIssue'>,
): void {
  if (input.password === undefined || input.username === undefined) return;
  if (sipPasswordProblem(input.password, input.username) === 'is_username') {
    ctx.addIssue({
      code: 'custom',
      path: ['password'],
      message: sipPasswordProblemText.is_username,
      params: { problem: 'is_username' },
    });
  }
}
