import { get, type FieldErrors, type FieldValues, type Path } from 'react-hook-form';

type ErrorLike = { type?: unknown; message?: unknown };

/**
 * A field's message in the person's language: one text, or one for an empty field and one for any other
 * fault (an empty name asks for a name; "at most 200 characters" is for a name that is too long).
 */
export type FieldMessage = string | { empty: string; invalid: string };

/** zod's code for a value under its minimum, which for a required text is an empty (or blank) one. */
const EMPTY_CODE = 'too_small';

/** Client-side checks speak the person's language; a message the server sent for a field is its reason. */
export function fieldErrorMessage<Values extends FieldValues>(
  errors: FieldErrors<Values>,
  name: Path<Values>,
  translated: Partial<Record<Path<Values>, FieldMessage>>,
): string | undefined {
  const error: unknown = get(errors, name);
  if (typeof error !== 'object' || error === null) return undefined;
  const { type, message } = error as ErrorLike;
  const sent = typeof message === 'string' ? message : undefined;
  if (type === 'server') return sent;
  const mine = translated[name];
  if (mine === undefined) return sent;
  if (typeof mine === 'string') return mine;
  return type === EMPTY_CODE ? mine.empty : mine.invalid;
}
