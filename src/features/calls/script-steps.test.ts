import { describe, expect, it } from 'vitest';
import { callActionSchema, callOutInputSchema, type CallAction } from '../../core/api/calls';
import { actionToStep, blankStep, formFieldOf, stepToAction, toCallOutInput } from './script-steps';

const actions: CallAction[] = [
  { action: 'talk', text: 'Xin chào', voice: 'hn_female', speed: 1, loop: 2 },
  { action: 'play', fileName: 'abc.wav', loop: 1 },
  { action: 'input', submitUrl: 'https://example.com/keys', maxDigits: 4, timeout: 10, finishOnKey: '#' },
  { action: 'record', eventUrl: 'https://example.com/rec' },
  {
    action: 'connect',
    from: { type: 'external', number: '842873000111' },
    to: { type: 'internal', number: 'agent-7' },
  },
];

describe('script steps', () => {
  it.each(actions)('round-trips %j through the form', (action) => {
    const back = stepToAction(actionToStep(action));
    expect(callActionSchema.parse(back)).toEqual(callActionSchema.parse(action));
  });

  it('builds a request the contract accepts, and one it refuses with a blank talk', () => {
    const values = {
      from: { number: '842873000111', alias: '' },
      to: [{ number: '84901234567' }],
      mode: 'script' as const,
      answerUrl: '',
      steps: [{ ...blankStep('talk'), text: 'Alo' }],
      scriptJson: null,
    };
    expect(callOutInputSchema.safeParse(toCallOutInput(values)).success).toBe(true);
    const blank = callOutInputSchema.safeParse(toCallOutInput({ ...values, steps: [blankStep('talk')] }));
    expect(blank.error?.issues.map((issue) => formFieldOf(issue.path))).toEqual(['steps.0.text']);
  });

  it('sends the JSON on screen while the JSON view is open, not the steps behind it', () => {
    const values = {
      from: { number: '842873000111', alias: '' },
      to: [{ number: '84901234567' }],
      mode: 'script' as const,
      answerUrl: '',
      steps: [{ ...blankStep('talk'), text: 'Old text' }],
      scriptJson: '[{"action":"talk","text":"New text"}]',
    };
    expect(toCallOutInput(values).actions).toEqual([{ action: 'talk', text: 'New text' }]);
  });

  it.each([
    [['actions', 2, 'submitUrl'], 'steps.2.submitUrl'],
    [['actions', 0, 'to', 'number'], 'steps.0.connectTo'],
    [['to', 1, 'number'], 'to.1.number'],
    [['from', 'number'], 'from.number'],
    [['answerUrl'], 'answerUrl'],
  ])('shows an error at %j next to %s', (path, field) => {
    expect(formFieldOf(path)).toBe(field);
  });
});
