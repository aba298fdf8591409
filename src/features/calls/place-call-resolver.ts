import type { TFunction } from 'i18next';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { callOutInputSchema } from '../../core/api/calls';
import { contractResolver, validationKeyOf } from './form-errors';
import { readScriptJson } from './script-json';
import { formFieldOf, toCallOutInput, type PlaceCallValues } from './script-steps';

/**
 * Checks what the form will send. With the JSON view open, that is the JSON on screen: unreadable JSON
 * blocks the call with the line of the error, and a script the contract refuses names the step and field,
 * all shown under the JSON editor (the steps behind it are not what is sent).
 */
export function placeCallResolver(t: TFunction<'calls'>): Resolver<PlaceCallValues> {
  const describe = (issue: z.core.$ZodIssue) => t(`validation.${validationKeyOf(issue)}`);
  const inJson = (issue: z.core.$ZodIssue) => {
    const [head, index, ...field] = issue.path.map(String);
    if (head !== 'actions' || index === undefined) return describe(issue);
    return t('script.jsonIssue', {
      step: Number(index) + 1,
      field: field.length > 0 ? field.join('.') : 'action',
      message: describe(issue),
    });
  };
  const fromSteps = contractResolver<PlaceCallValues, unknown>(
    callOutInputSchema,
    toCallOutInput,
    formFieldOf,
    describe,
  );
  const fromJson = contractResolver<PlaceCallValues, unknown>(
    callOutInputSchema,
    toCallOutInput,
    (path) => (path[0] === 'actions' ? 'scriptJson' : formFieldOf(path)),
    (issue) => (issue.path[0] === 'actions' ? inJson(issue) : describe(issue)),
  );
  return (values, context, options) => {
    if (values.mode !== 'script' || values.scriptJson === null) return fromSteps(values, context, options);
    const reading = readScriptJson(values.scriptJson);
    if (reading.ok) return fromJson(values, context, options);
    const message =
      reading.line === null
        ? t('script.jsonUnreadable')
        : t('script.jsonUnreadableAt', { line: reading.line, column: reading.column });
    return { values: {}, errors: { scriptJson: { type: 'validation', message } } };
  };
}
