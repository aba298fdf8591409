import { describe, expect, it } from 'vitest';
import { agentTiles } from './agent-tiles';
import { agent } from './test-records';

const NOW = Date.parse('2026-03-02T02:00:00Z');

describe('agent tiles', () => {
  it('dates a call from the last pickup and a pause from the end of the last call', () => {
    const [inCall, free] = agentTiles(
      [
        agent({
          id: '1',
          systemStatus: 'in_call',
          lastTimePickup: NOW - 90_000,
          lastTimeSupportCallEnded: NOW - 600_000,
        }),
        agent({
          id: '2',
          lastTimePickup: NOW - 600_000,
          lastTimeSupportCallEnded: NOW - 300_000,
          manualStatus: 'AVAILABLE',
        }),
      ],
      [],
      NOW,
    );
    expect(inCall).toMatchObject({ state: 'in_call', since: NOW - 90_000, sinceSource: 'service' });
    expect(free).toMatchObject({ state: 'not_in_call', since: NOW - 300_000, manualStatus: 'AVAILABLE' });
  });

  it('never guesses: zero or inconsistent timestamps leave the time unknown until a poll sees a change', () => {
    const first = agentTiles([agent({ id: '1', lastTimePickup: 0, lastTimeSupportCallEnded: 0 })], [], NOW);
    expect(first[0]).toMatchObject({ since: null, sinceSource: null });
    const inconsistent = agent({ id: '1', systemStatus: 'in_call', lastTimePickup: NOW + 3_600_000 });
    const second = agentTiles([inconsistent], first, NOW + 5_000);
    expect(second[0]).toMatchObject({ state: 'in_call', since: NOW + 5_000, sinceSource: 'observed' });
    const third = agentTiles([inconsistent], second, NOW + 10_000);
    expect(third[0]).toMatchObject({ since: NOW + 5_000, sinceSource: 'observed' });
  });

  it('passes the device status on raw', () => {
    expect(agentTiles([agent({ id: '1', deviceStatus: 7 })], [], NOW)[0]?.deviceStatus).toBe(7);
  });
});
