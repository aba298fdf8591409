import { get, type FieldErrors, type FieldValues, type Path } from 'react-hook-form';

type ErrorLike = { type?: unknown; message?: unknown };

/** Client-side checks speak the person's language; a message the server sent for a field is its reason. */
export function fieldErrorMessage<Values extends FieldValues>(
  errors: FieldErrors<Values>,
  name: Path<Values>,
  translated: Partial<Record<Path<Values>, string>>,
): string | undefined {
  const error: unknown = get(errors, name);
  if (typeof error !== 'object' || error === null) return undefined;
  const { type, message } = error as ErrorLike;
  const sent = typeof message === 'string' ? message : undefined;
  if (type === 'server') return sent;
  return translated[name] ?? sent;
}
