import { describe, expect, it, vi } from 'vitest';
import { onSignOut, runSignOutHooks } from './sign-out-hooks';

describe('sign-out hooks', () => {
  it('runs every registered hook at each sign-out, and no longer one that was removed', () => {
    const ran: string[] = [];
    const stopFirst = onSignOut(() => ran.push('first'));
    const stopSecond = onSignOut(() => ran.push('second'));
    runSignOutHooks();
    expect(ran).toEqual(['first', 'second']);
    stopFirst();
    runSignOutHooks();
    expect(ran).toEqual(['first', 'second', 'second']);
    stopSecond();
  });

  it('runs the other hooks when one throws, and reports the failure afterwards', () => {
    vi.useFakeTimers();
    let ran = false;
    const stopFailing = onSignOut(() => {
      throw new Error('broken');
    });
    const stopOther = onSignOut(() => (ran = true));
    try {
      expect(() => runSignOutHooks()).not.toThrow();
      expect(ran).toBe(true);
      expect(() => vi.runAllTimers()).toThrow('broken');
    } finally {
      stopFailing();
      stopOther();
      vi.useRealTimers();
    }
  });
});
