import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** Which translated sentence (calls:validation.*) explains a schema issue. */
export function validationKeyOf(
  issue: z.core.$ZodIssue,
): 'required' | 'number' | 'url' | 'tooLong' | 'range' | 'choice' | 'invalid' {
  const params = issue.code === 'custom' ? (issue.params as { phoneReason?: string } | undefined) : undefined;
  if (params?.phoneReason !== undefined) return params.phoneReason === 'empty' ? 'required' : 'number';
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'string' || issue.origin === 'array' ? 'required' : 'range';
    case 'too_big':
      return issue.origin === 'string' ? 'tooLong' : 'range';
    case 'invalid_format':
      return issue.format === 'regex' ? 'number' : 'url';
    case 'invalid_value':
    case 'invalid_union':
      return 'choice';
    default:
      return issue.message.includes('URL') ? 'url' : 'invalid';
  }
}

/** Puts `error` at a dotted path of a nested errors object (arrays for numeric parts). */
function setAt(target: Record<string, unknown>, path: string, error: { type: string; message: string }) {
  const parts = path.split('.');
  let node: Record<string, unknown> = target;
  parts.slice(0, -1).forEach((part, index) => {
    const nextIsIndex = /^\d+$/.test(parts[index + 1] ?? '');
    node[part] ??= nextIsIndex ? [] : {};
    node = node[part] as Record<string, unknown>;
  });
  const last = parts.at(-1) ?? '';
  node[last] ??= error;
}

/**
 * A react-hook-form resolver that checks the request the form stands for against the shared contract,
 * showing each issue at the form field `fieldOf` names, in the person's language (`translate`).
 */
export function contractResolver<Values extends FieldValues, Request>(
  schema: z.ZodType<Request>,
  toRequest: (values: Values) => unknown,
  fieldOf: (path: ReadonlyArray<PropertyKey>) => string,
  translate: (issue: z.core.$ZodIssue) => string,
): Resolver<Values> {
  return (values) => {
    const parsed = schema.safeParse(toRequest(values));
    if (parsed.success) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of parsed.error.issues) {
      setAt(errors, fieldOf(issue.path), { type: 'validation', message: translate(issue) });
    }
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}
