import { beforeAll, describe, expect, it } from 'vitest';
import { ivrTexts, type IvrTexts } from '../test-support/ivr-texts';
import { IVR_NODE_SETTING_DEFAULTS } from '@/core/api/ivr-nodes';
import { diffMenus } from '@/core/ivr/diff/diff-menus';
import type { IvrMenu, MenuKey, MenuNode } from '@/core/ivr/ivr-menu';
import { keyChangeDetails, nodeChangeDetails } from './change-details';

let texts: IvrTexts;

beforeAll(async () => {
  texts = await ivrTexts();
});

const node = (fields: Partial<MenuNode> = {}): MenuNode => ({
  id: 'n1',
  name: 'Sales',
  playMode: 'talk',
  playContent: 'Press 1 for sales',
  ...IVR_NODE_SETTING_DEFAULTS,
  ...fields,
});
const key = (action: MenuKey['action']): MenuKey => ({ id: 'k1', nodeId: 'n1', key: '1', action });
const menu = (nodes: MenuNode[], keys: MenuKey[] = []): IvrMenu => ({ rootNodeId: 'n1', nodes, keys });
const nodeName = (id: string) => (id === 'n1' ? 'Sales' : 'Support');

describe('change details', () => {
  it("gives a spoken prompt's change word by word and the other fields old → new", () => {
    const diff = diffMenus(
      menu([node()]),
      menu([node({ playContent: 'Press 2 for sales', bargeIn: false })]),
    );
    const [prompt, bargeIn] = nodeChangeDetails(texts.en, diff.nodes.changed[0]!);
    expect(prompt).toMatchObject({ kind: 'words', label: 'content' });
    expect(prompt?.kind === 'words' && prompt.words.after.filter((run) => run.changed)).toEqual([
      { text: '2', changed: true },
    ]);
    expect(bargeIn).toEqual({
      kind: 'values',
      field: 'bargeIn',
      label: 'barge-in',
      before: 'yes',
      after: 'no',
    });
  });

  it('names a greeting file as a file, and a switch from speech to a file as old → new', () => {
    const file = node({ playMode: 'play', playContent: 'old.wav' });
    const files = diffMenus(menu([file]), menu([{ ...file, playContent: 'new.wav' }]));
    expect(nodeChangeDetails(texts.vi, files.nodes.changed[0]!)).toEqual([
      { kind: 'values', field: 'playContent', label: 'tệp lời chào', before: 'old.wav', after: 'new.wav' },
    ]);
    const switched = diffMenus(menu([node()]), menu([file]));
    expect(nodeChangeDetails(texts.en, switched.nodes.changed[0]!)).toEqual([
      {
        kind: 'values',
        field: 'playMode',
        label: 'play mode',
        before: 'speak text',
        after: 'play a greeting file',
      },
      {
        kind: 'values',
        field: 'playContent',
        label: 'content',
        before: 'Press 1 for sales',
        after: 'old.wav',
      },
    ]);
  });

  it("says what a key did and does, in the reader's language", () => {
    const diff = diffMenus(
      menu([node()], [key({ kind: 'queue', queueId: 'q-sales' })]),
      menu([node()], [key({ kind: 'node', nextNodeId: 'n2' })]),
    );
    const change = diff.keys.changed[0]!;
    expect(keyChangeDetails(texts.vi, change, nodeName)).toEqual([
      {
        kind: 'values',
        field: 'action',
        label: 'hành động',
        before: 'hàng đợi q-sales',
        after: 'sang nút “Support”',
      },
    ]);
    expect(keyChangeDetails(texts.en, change, nodeName)[0]).toMatchObject({
      before: 'queue q-sales',
      after: 'go to node “Support”',
    });
  });
});
