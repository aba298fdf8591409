import { describe, expect, it } from 'vitest';
import { summarizeCall } from './call-summary';

const parties = { from: { number: '842873000111' }, to: [{ number: '84901234567' }] };

describe('summarizeCall', () => {
  it('names the first step and counts the others', () => {
    const summary = summarizeCall({
      ...parties,
      actions: [
        { action: 'talk', text: 'Xin chào,\n  đây là cuộc gọi thử.' },
        { action: 'record' },
        { action: 'play', fileName: 'GF1.wav' },
      ],
    });
    expect(summary).toEqual({
      kind: 'script',
      first: { action: 'talk', detail: '“Xin chào, đây là cuộc gọi thử.”' },
      more: 2,
    });
  });

  it('shortens a long text to one line', () => {
    const summary = summarizeCall({ ...parties, actions: [{ action: 'talk', text: 'a'.repeat(500) }] });
    expect(summary.kind === 'script' && summary.first.detail.length).toBeLessThanOrEqual(62);
  });

  it('names the answer URL when the script comes from one', () => {
    expect(summarizeCall({ ...parties, answerUrl: 'https://example.test/scco' })).toEqual({
      kind: 'url',
      url: 'https://example.test/scco',
    });
  });
});
