import type { CallAction, CallOutInput } from '../../core/api/calls';

const DETAIL_MAX = 60;

const shorten = (text: string) =>
  text.length > DETAIL_MAX ? `${text.slice(0, DETAIL_MAX - 1).trimEnd()}…` : text;

/** The words that tell a step apart at a glance: the text spoken, the file played, whom it connects. */
function detailOf(action: CallAction): string {
  switch (action.action) {
    case 'talk':
      return `“${shorten(action.text.replace(/\s+/g, ' '))}”`;
    case 'play':
      return action.fileName;
    case 'input':
      return action.submitUrl;
    case 'record':
      return action.eventUrl ?? '';
    case 'connect':
      return `${action.from.number} → ${action.to.number}`;
  }
}

export type CallSummary =
  | { kind: 'url'; url: string }
  | { kind: 'script'; first: { action: CallAction['action']; detail: string }; more: number };

/** One line about what the callee will hear, for the confirmation before a call is placed. */
export function summarizeCall(input: CallOutInput): CallSummary {
  const [first, ...rest] = input.actions ?? [];
  if (first === undefined) return { kind: 'url', url: input.answerUrl ?? '' };
  return { kind: 'script', first: { action: first.action, detail: detailOf(first) }, more: rest.length };
}
