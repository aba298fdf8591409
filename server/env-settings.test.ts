import { describe, expect, it } from 'vitest';
import { boardSettingsFromEnv, DEFAULT_BOARD_SETTINGS } from './bff/board/board-settings';
import { DEFAULT_READ_MODEL_SETTINGS, readModelSettingsFromEnv } from './bff/read-model/read-model-settings';

describe('settings from the environment', () => {
  it('fall back to the production defaults when nothing is set', () => {
    expect(boardSettingsFromEnv({})).toEqual(DEFAULT_BOARD_SETTINGS);
    expect(readModelSettingsFromEnv({})).toEqual(DEFAULT_READ_MODEL_SETTINGS);
  });

  it('read switches and numbers under their own names', () => {
    const board = boardSettingsFromEnv({ BOARD_POLLER: 'off', BOARD_POLL_MS: '250', BOARD_LEASE_MS: '900' });
    expect(board).toMatchObject({ poller: false, pollMs: 250, leaseMs: 900 });
    const readModel = readModelSettingsFromEnv({
      READ_MODEL_REFRESHER: 'off',
      READ_MODEL_BUDGET_SHARE: '0.25',
    });
    expect(readModel).toMatchObject({ refresher: false, budgetShare: 0.25, tickMs: 1_000 });
  });

  it.each([
    [() => boardSettingsFromEnv({ BOARD_POLL_MS: '5', BOARD_POLLER: 'maybe' }), /^Invalid board settings: /],
    [() => readModelSettingsFromEnv({ READ_MODEL_TICK_MS: 'soon' }), /^Invalid read model settings: /],
  ])('refuse a bad value, naming each bad variable (%#)', (read, prefix) => {
    expect(read).toThrow(prefix);
  });

  it('names every bad variable in one message', () => {
    expect(() => boardSettingsFromEnv({ BOARD_POLL_MS: '5', BOARD_POLLER: 'maybe' })).toThrow(
      /BOARD_POLLER: .*; BOARD_POLL_MS: |BOARD_POLL_MS: .*; BOARD_POLLER: /,
    );
    expect(() => readModelSettingsFromEnv({ READ_MODEL_TICK_MS: 'soon' })).toThrow(/READ_MODEL_TICK_MS: /);
  });
});
