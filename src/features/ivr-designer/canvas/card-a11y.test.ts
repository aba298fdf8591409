import i18next from 'i18next';
import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import enIvr from '@/locales/en/ivr.json';
import { sampleMenu } from '../test-support/menu-fixture';
import { toFlow } from '../flow/to-flow';
import { a11yLabels, tabStopOf, withA11y } from './card-a11y';

let t: TFunction<'ivr'>;

beforeAll(async () => {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'en',
    resources: { en: { ivr: enIvr } },
    interpolation: { escapeValue: false },
  });
  t = instance.getFixedT<'ivr'>('en', 'ivr');
});

describe('tabStopOf', () => {
  const flow = toFlow(sampleMenu(), {});

  it('is the first selected element that is drawn: a node, a key’s card, or the edge of a key to a node', () => {
    expect(tabStopOf(flow, ['n2'], 'n1')).toBe('n2');
    expect(tabStopOf(flow, ['k2', 'n2'], 'n1')).toBe('key:k2');
    expect(tabStopOf(flow, ['k1'], 'n1')).toBe('edge:k1');
    expect(tabStopOf(flow, ['deleted', 'n2'], 'n1')).toBe('n2');
  });

  it('is the root with nothing selected, else the first card', () => {
    expect(tabStopOf(flow, [], 'n1')).toBe('n1');
    expect(tabStopOf(flow, [], null)).toBe('n1');
    expect(tabStopOf({ nodes: [], edges: [] }, [], null)).toBeNull();
  });
});

describe('withA11y', () => {
  it('names every card and edge in the reader’s language, with one tab stop', () => {
    const flow = toFlow(sampleMenu(), {});
    const { nodes, edges } = withA11y(flow, {
      labels: a11yLabels(flow, t),
      tabStop: 'key:k2',
      describedBy: 'hint',
    });
    expect(nodes.map((node) => node.ariaLabel)).toEqual([
      'Node Welcome',
      'Node Sales',
      'Queue q-support',
      'Forward to 0901 234 567',
      'Hang up',
      'Voicemail',
      'SMS',
    ]);
    expect(edges.find((edge) => edge.id === 'edge:k1')?.ariaLabel).toBe('Key 1: Welcome → Sales');
    expect(edges.find((edge) => edge.id === 'edge:k4')?.ariaLabel).toBe('Key timeout: Sales → Hang up');
    const stops = [...nodes, ...edges].filter((element) => element.domAttributes?.tabIndex === 0);
    expect(stops.map((element) => element.id)).toEqual(['key:k2']);
    expect(nodes[0]?.domAttributes).toMatchObject({
      'aria-roledescription': 'card',
      'aria-describedby': 'hint',
    });
    expect(edges[0]?.domAttributes).toMatchObject({ 'aria-roledescription': 'key', tabIndex: -1 });
  });

  it('leaves every card and edge a tab stop of its own on a canvas without one', () => {
    const flow = toFlow(sampleMenu(), {});
    const { nodes, edges } = withA11y(flow, { labels: a11yLabels(flow, t) });
    const elements = [...nodes, ...edges];
    expect(elements.length).toBeGreaterThan(7);
    expect(elements.filter((element) => element.domAttributes?.tabIndex !== undefined)).toEqual([]);
    expect(nodes[0]?.domAttributes).toEqual({ 'aria-roledescription': 'card' });
  });
});
