import { describe, expect, it } from 'vitest';
import { createIvrNodeInputSchema, updateIvrNodeInputSchema } from './ivr-nodes';

const talkNode = { treeId: 'IVT1', name: 'Welcome', playMode: 'talk', playContent: 'Xin chào' };
const createIssue = (input: unknown) => createIvrNodeInputSchema.safeParse(input).error?.issues[0];
const updateIssue = (input: unknown) => updateIvrNodeInputSchema.safeParse(input).error?.issues[0];

describe('IVR node create input', () => {
  it.each([
    ['a talk node with defaults left to the service', talkNode],
    ['a play node', { ...talkNode, playMode: 'play', playContent: 'greeting_1.wav' }],
    ['the slowest speed', { ...talkNode, speed: -3 }],
    ['the fastest speed', { ...talkNode, speed: 3 }],
    [
      'every setting',
      {
        ...talkNode,
        bargeIn: false,
        loopCount: 3,
        delayMs: 500,
        voice: 'sg_male_minhhoang_full_48k-hsmm',
        speed: 1,
        keypressTimeoutSeconds: 10,
      },
    ],
  ])('accepts %s', (_, input) => {
    expect(createIvrNodeInputSchema.parse(input)).toEqual(input);
  });

  it('trims names and content', () => {
    const parsed = createIvrNodeInputSchema.parse({ ...talkNode, name: ' Menu ', playContent: ' Bấm 1 ' });
    expect(parsed).toMatchObject({ name: 'Menu', playContent: 'Bấm 1' });
  });

  it.each([
    ['no tree', { ...talkNode, treeId: undefined }, 'treeId', 'Tree is required'],
    ['no name', { ...talkNode, name: ' ' }, 'name', 'Node name is required'],
    ['an unknown play mode', { ...talkNode, playMode: 'sing' }, 'playMode', 'Play mode is talk'],
    [
      'no content',
      { ...talkNode, playContent: '' },
      'playContent',
      'Text to speak or greeting file is required',
    ],
    ['speed below -3', { ...talkNode, speed: -4 }, 'speed', 'Speed is between -3 and 3'],
    ['speed above 3', { ...talkNode, speed: 4 }, 'speed', 'Speed is between -3 and 3'],
    ['a fractional speed', { ...talkNode, speed: 1.5 }, 'speed', 'Speed must be a whole number'],
    ['speed as text', { ...talkNode, speed: '1' }, 'speed', 'Speed must be a number'],
    ['bargeIn as 1', { ...talkNode, bargeIn: 1 }, 'bargeIn', 'Barge-in is yes or no'],
    ['no loop', { ...talkNode, loopCount: 0 }, 'loopCount', 'Loop count is between 1 and 100'],
    ['a negative delay', { ...talkNode, delayMs: -1 }, 'delayMs', 'Delay (ms) is between 0 and 60000'],
    [
      'a zero timeout',
      { ...talkNode, keypressTimeoutSeconds: 0 },
      'keypressTimeoutSeconds',
      'Keypress timeout (s) is between 1 and 120',
    ],
    ['a blank voice', { ...talkNode, voice: ' ' }, 'voice', 'Voice is required'],
  ])('refuses %s', (_, input, field, message) => {
    const issue = createIssue(input);
    expect(issue?.path).toEqual([field]);
    expect(issue?.message).toContain(message);
  });
});

describe('IVR node update input', () => {
  it.each([
    ['nothing', {}],
    ['a new name', { name: 'Menu chính' }],
    ['a switch to a greeting file', { playMode: 'play', playContent: 'greeting_2.mp3' }],
    ['barge-in off', { bargeIn: false }],
  ])('accepts %s', (_, input) => {
    expect(updateIvrNodeInputSchema.parse(input)).toEqual(input);
  });

  it.each([
    ['a blank name', { name: '' }, 'name'],
    ['speed 5', { speed: 5 }, 'speed'],
    ['a play mode in capitals', { playMode: 'TALK' }, 'playMode'],
  ])('refuses %s', (_, input, field) => {
    expect(updateIssue(input)?.path).toEqual([field]);
  });
});
