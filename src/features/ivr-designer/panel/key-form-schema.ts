import type { FieldErrors, Resolver } from 'react-hook-form';
import { createIvrKeypressBodySchema, KEYPRESS_ACTION_KINDS } from '@/core/api/ivr-keypresses';
import type { IvrKey, KeypressAction, KeypressActionKind } from '@/core/api/ivr-keypresses';
import type { MenuKey } from '@/core/ivr/ivr-menu';

/** The key form's fields, flat (one per input); they become the BFF's key body on submit. */
export interface KeyFormValues {
  key: IvrKey;
  kind: KeypressActionKind;
  nextNodeId: string;
  queueId: string;
  toPhoneNumber: string;
  callerId: string;
  smsText: string;
}
export type KeyFormField = keyof KeyFormValues;

export const ACTION_KINDS = KEYPRESS_ACTION_KINDS;

export function keyFormValuesOf(key: MenuKey): KeyFormValues {
  const { action } = key;
  return {
    key: key.key,
    kind: action.kind,
    nextNodeId: action.kind === 'node' ? action.nextNodeId : '',
    queueId: action.kind === 'queue' ? action.queueId : '',
    toPhoneNumber: action.kind === 'forward' ? action.toPhoneNumber : '',
    callerId: action.kind === 'forward' ? (action.callerId ?? '') : '',
    smsText: action.kind === 'sms' ? (action.text ?? '') : '',
  };
}

function actionInputOf(values: KeyFormValues): unknown {
  switch (values.kind) {
    case 'node':
      return { kind: 'node', nextNodeId: values.nextNodeId };
    case 'queue':
      return { kind: 'queue', queueId: values.queueId };
    case 'forward':
      return { kind: 'forward', toPhoneNumber: values.toPhoneNumber, callerId: values.callerId };
    case 'sms':
      return { kind: 'sms', text: values.smsText };
    case 'hangup':
    case 'voicemail':
      return { kind: values.kind };
  }
}

/** Where an issue of the BFF's schema shows in this form. */
const FIELD_OF_PATH: Record<string, KeyFormField> = {
  key: 'key',
  kind: 'kind',
  nextNodeId: 'nextNodeId',
  queueId: 'queueId',
  toPhoneNumber: 'toPhoneNumber',
  callerId: 'callerId',
  text: 'smsText',
};

export interface KeyChange {
  key: IvrKey;
  action: KeypressAction;
}

/** Validates with the BFF's own key schema (createIvrKeypressBodySchema), issues mapped to fields. */
export const keyFormResolver: Resolver<KeyFormValues, unknown, KeyChange> = (values) => {
  const parsed = createIvrKeypressBodySchema.safeParse({ key: values.key, action: actionInputOf(values) });
  if (parsed.success) {
    const { key, action } = parsed.data;
    const clean: KeypressAction =
      action.kind === 'forward'
        ? {
            kind: 'forward',
            toPhoneNumber: action.toPhoneNumber,
            ...(action.callerId && { callerId: action.callerId }),
          }
        : action.kind === 'sms'
          ? { kind: 'sms', ...(action.text && { text: action.text }) }
          : action;
    return { values: { key, action: clean }, errors: {} };
  }
  const errors: FieldErrors<KeyFormValues> = {};
  for (const issue of parsed.error.issues) {
    const field = FIELD_OF_PATH[String(issue.path.at(-1) ?? 'kind')] ?? 'kind';
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  const noValues: Record<string, never> = {};
  return { values: noValues, errors };
};
