import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_KEY, INVALID_KEY } from '@/core/api/ivr-keypresses';
import { diffMenus } from '@/core/ivr/diff/diff-menus';
import type { IvrMenu } from '@/core/ivr/ivr-menu';
import enIvr from '@/locales/en/ivr.json';
import enSimulator from '@/locales/en/simulator.json';
import viIvr from '@/locales/vi/ivr.json';
import viSimulator from '@/locales/vi/simulator.json';
import { a11yLabels } from '../canvas/card-a11y';
import { diffSentences } from './diff-sentences';
import { operationTextWith } from './operation-text';
import { transcriptLineText } from '../simulator/transcript-text';
import { sampleMenu } from '../test-support/menu-fixture';
import { problemText } from '../flow/problem-text';
import { toFlow } from '../flow/to-flow';
import { keyLabelWith } from '../flow/use-key-label';

const SPECIAL_KEYS = [EMPTY_KEY, INVALID_KEY] as const;
const texts: Record<'vi' | 'en', { ivr: TFunction<'ivr'>; simulator: TFunction<'simulator'> }> = {} as never;

beforeAll(async () => {
  const instance = i18next.createInstance();
  await instance.init({
    resources: { en: { ivr: enIvr, simulator: enSimulator }, vi: { ivr: viIvr, simulator: viSimulator } },
    interpolation: { escapeValue: false },
  });
  for (const lng of ['vi', 'en'] as const)
    texts[lng] = {
      ivr: instance.getFixedT<'ivr'>(lng, 'ivr'),
      simulator: instance.getFixedT<'simulator'>(lng, 'simulator'),
    };
});

const nodeName = (id: string) => (id === 'n1' ? 'Welcome' : 'Sales');

/** Every place a key is put in words, for one special key: each must name it as the canvas does. */
function wordingsOf(lng: 'vi' | 'en', key: (typeof SPECIAL_KEYS)[number]): string[] {
  const { ivr: t, simulator } = texts[lng];
  const menu = sampleMenu();
  const keyed = menu.keys.find((entry) => entry.key === key)!;
  const without: IvrMenu = { ...menu, keys: menu.keys.filter((entry) => entry !== keyed) };
  const flow = toFlow(menu, {});
  const edgeOrCard = [...a11yLabels(flow, t).edges.values()].find((label) =>
    label.includes(keyLabelWith(t, key)),
  );
  return [
    edgeOrCard ?? '(no canvas label)',
    ...diffSentences(t, diffMenus(without, menu), nodeName).map((sentence) => sentence.text),
    ...diffSentences(t, diffMenus(menu, without), nodeName).map((sentence) => sentence.text),
    operationTextWith(
      t,
      nodeName,
    )({
      operation: { op: 'createKey', ref: 'new-k', nodeId: 'n1', key, action: { kind: 'hangup' } },
    } as never),
    ...(['updateKey', 'deleteKey'] as const).map((op) =>
      operationTextWith(t, nodeName, (id) => (id === keyed.id ? keyed : undefined))({
        operation: { op, keyId: keyed.id, changes: {} },
      } as never),
    ),
    problemText(t, { severity: 'error', code: 'duplicateKey', nodeId: 'n1', params: { key } }),
    transcriptLineText(simulator, { kind: 'followed', key }, nodeName, (value) => keyLabelWith(t, value)),
  ];
}

describe('the special keys have one name everywhere', () => {
  for (const lng of ['vi', 'en'] as const)
    for (const key of SPECIAL_KEYS)
      it(`${key} in ${lng}: canvas, diffs, journal, problems and transcript`, () => {
        const label = keyLabelWith(texts[lng].ivr, key);
        expect(label).not.toBe(key);
        for (const wording of wordingsOf(lng, key)) {
          expect(wording).toContain(label);
          expect(wording).not.toContain(key);
        }
      });
});
