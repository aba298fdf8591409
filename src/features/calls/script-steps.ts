import type { CallAction, CallOutInput } from '../../core/api/calls';
import { readScriptJson } from './script-json';

export const STEP_KINDS = ['talk', 'play', 'connect', 'record', 'input'] as const;
export type StepKind = (typeof STEP_KINDS)[number];

/** One step of the script as the form edits it: every field of every kind, blanks for unused ones. */
export type StepValues = {
  action: StepKind;
  text: string;
  voice: string;
  speed: number | '';
  loop: number | '';
  fileName: string;
  submitUrl: string;
  maxDigits: number | '';
  timeout: number | '';
  finishOnKey: '' | '#' | '*';
  eventUrl: string;
  connectFrom: string;
  connectToType: 'external' | 'internal';
  connectTo: string;
};

export type PlaceCallValues = {
  from: { number: string; alias: string };
  to: Array<{ number: string }>;
  mode: 'script' | 'url';
  answerUrl: string;
  steps: StepValues[];
  /** The script as JSON text while the JSON view is open (then it is what a call sends), else null. */
  scriptJson: string | null;
};

export const blankStep = (action: StepKind): StepValues => ({
  action,
  text: '',
  voice: '',
  speed: '',
  loop: '',
  fileName: '',
  submitUrl: '',
  maxDigits: '',
  timeout: '',
  finishOnKey: '',
  eventUrl: '',
  connectFrom: '',
  connectToType: 'external',
  connectTo: '',
});

const text = (value: string) => (value.trim() === '' ? undefined : value.trim());
const num = (value: number | '') => (value === '' ? undefined : value);

/** The action a step stands for (not yet validated: the schema checks it). */
export function stepToAction(step: StepValues): CallAction {
  switch (step.action) {
    case 'talk':
      return {
        action: 'talk',
        text: step.text,
        voice: text(step.voice),
        speed: num(step.speed),
        loop: num(step.loop),
      };
    case 'play':
      return { action: 'play', fileName: step.fileName, loop: num(step.loop) };
    case 'input':
      return {
        action: 'input',
        submitUrl: step.submitUrl,
        maxDigits: num(step.maxDigits),
        timeout: num(step.timeout),
        finishOnKey: step.finishOnKey || undefined,
      };
    case 'record':
      return { action: 'record', eventUrl: text(step.eventUrl) };
    case 'connect':
      return {
        action: 'connect',
        from: { type: 'external', number: step.connectFrom },
        to: { type: step.connectToType, number: step.connectTo },
      };
  }
}

/** The step that edits an action (from the JSON view). */
export function actionToStep(action: CallAction): StepValues {
  const step = blankStep(action.action);
  switch (action.action) {
    case 'talk':
      return {
        ...step,
        text: action.text,
        voice: action.voice ?? '',
        speed: action.speed ?? '',
        loop: action.loop ?? '',
      };
    case 'play':
      return { ...step, fileName: action.fileName, loop: action.loop ?? '' };
    case 'input':
      return {
        ...step,
        submitUrl: action.submitUrl,
        maxDigits: action.maxDigits ?? '',
        timeout: action.timeout ?? '',
        finishOnKey: action.finishOnKey ?? '',
      };
    case 'record':
      return { ...step, eventUrl: action.eventUrl ?? '' };
    case 'connect':
      return {
        ...step,
        connectFrom: action.from.number,
        connectToType: action.to.type,
        connectTo: action.to.number,
      };
  }
}

/** The script the form stands for: the JSON on screen while its view is open, else the steps. */
function scriptOf(values: PlaceCallValues): CallAction[] {
  if (values.scriptJson === null) return values.steps.map(stepToAction);
  const reading = readScriptJson(values.scriptJson);
  // Unread JSON never gets this far (the resolver stops it); the contract check reports the rest.
  return (reading.ok ? reading.value : undefined) as CallAction[];
}

/** The call-out request the form stands for (not yet validated: the schema checks it). */
export function toCallOutInput(values: PlaceCallValues): CallOutInput {
  return {
    from: { number: values.from.number, alias: text(values.from.alias) },
    to: values.to.map((destination) => ({ number: destination.number })),
    ...(values.mode === 'url' ? { answerUrl: values.answerUrl } : { actions: scriptOf(values) }),
  };
}

const stepFields: Record<string, keyof StepValues> = {
  text: 'text',
  voice: 'voice',
  speed: 'speed',
  loop: 'loop',
  fileName: 'fileName',
  submitUrl: 'submitUrl',
  maxDigits: 'maxDigits',
  timeout: 'timeout',
  finishOnKey: 'finishOnKey',
  eventUrl: 'eventUrl',
};

/** The form field that shows an error of the request at `path` (e.g. actions.1.text → steps.1.text). */
export function formFieldOf(path: ReadonlyArray<PropertyKey>): string {
  const [head, index, field, sub] = path.map(String);
  if (head === 'actions' && index !== undefined) {
    if (field === 'from') return `steps.${index}.connectFrom`;
    if (field === 'to') return `steps.${index}.connectTo`;
    const mapped = field === undefined ? undefined : stepFields[field];
    return mapped ? `steps.${index}.${mapped}` : `steps.${index}.action`;
  }
  if (head === 'actions') return 'steps';
  if (head === 'to' && index !== undefined) return `to.${index}.number`;
  if (head === 'from') return `from.${index === 'alias' ? 'alias' : 'number'}`;
  return [head, index, field, sub].filter((part) => part !== undefined).join('.');
}
