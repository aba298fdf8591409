import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { cachedTranslations } from './cached-translations';

// The app's typed keys do not apply to this test's own resources.
type PlainT = (key: string, values?: Record<string, unknown>) => string;

describe('cachedTranslations', () => {
  it('gives what t gives, for every value, translating each key once', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'vi',
      resources: {
        vi: {
          translation: { card: 'Nút {{name}}', edge: 'Phím {{key}}: {{from}} → {{to}}', plain: 'Gác máy' },
        },
      },
      interpolation: { escapeValue: false },
    });
    const original = i18n.t as unknown as PlainT;
    let calls = 0;
    const counted: PlainT = (key, values) => {
      calls += 1;
      return original(key, values);
    };
    const cached = cachedTranslations(counted as never) as unknown as PlainT;
    for (const name of ['Lời chào', 'Kinh doanh', '<b>&', '']) {
      expect(cached('card', { name })).toBe(original('card', { name }));
    }
    expect(cached('edge', { key: '1', from: 'A', to: 'B' })).toBe('Phím 1: A → B');
    expect(cached('plain')).toBe('Gác máy');
    expect(cached('plain')).toBe('Gác máy');
    expect(calls).toBe(3);
  });
});
