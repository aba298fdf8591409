import { describe, expect, it } from 'vitest';
import { HashGateBusyError, PasswordHashGate } from '../auth/password-hash-gate';

/** Work that ends when the test says so, recording the order in which works started. */
function controlledWork(started: string[]) {
  const finishers = new Map<string, () => void>();
  const work = (name: string) => () =>
    new Promise<string>((resolve) => {
      started.push(name);
      finishers.set(name, () => resolve(name));
    });
  const finish = async (name: string) => {
    await new Promise((resolve) => setImmediate(resolve));
    finishers.get(name)?.();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { work, finish };
}

describe('PasswordHashGate', () => {
  it('runs at most `concurrency` at once and hands a freed slot to a clean address before a suspect one', async () => {
    const started: string[] = [];
    const { work, finish } = controlledWork(started);
    const gate = new PasswordHashGate(1, 10_000);
    const running = gate.run('10.0.0.66', 'suspect', work('sprayer-1'));
    const queuedSuspect = gate.run('10.0.0.66', 'suspect', work('sprayer-2'));
    const queuedClean = gate.run('10.0.0.7', 'clean', work('person'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['sprayer-1']);
    expect(gate.waiting).toBe(2);
    await finish('sprayer-1');
    expect(started).toEqual(['sprayer-1', 'person']);
    await finish('person');
    await finish('sprayer-2');
    expect(await Promise.all([running, queuedClean, queuedSuspect])).toEqual([
      'sprayer-1',
      'person',
      'sprayer-2',
    ]);
  });

  it('gives up on a wait longer than allowed, and the slot still comes back', async () => {
    const started: string[] = [];
    const { work, finish } = controlledWork(started);
    const gate = new PasswordHashGate(1, 10);
    const running = gate.run('10.0.0.1', 'clean', work('first'));
    await expect(gate.run('10.0.0.2', 'clean', work('second'))).rejects.toBeInstanceOf(HashGateBusyError);
    expect(gate.waiting).toBe(0);
    await finish('first');
    await running;
    const after = gate.run('10.0.0.3', 'clean', work('third'));
    await finish('third');
    expect(await after).toBe('third');
  });

  it('serves an address that sends many at once, before any has failed, after another address', async () => {
    const started: string[] = [];
    const { work, finish } = controlledWork(started);
    const gate = new PasswordHashGate(1, 10_000);
    // Three sign-ins from one address, all still "clean" (none has failed yet), then a person's.
    const burst = ['burst-1', 'burst-2', 'burst-3'].map((name) => gate.run('10.0.0.66', 'clean', work(name)));
    const person = gate.run('10.0.0.7', 'clean', work('person'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['burst-1']);
    await finish('burst-1');
    expect(started).toEqual(['burst-1', 'person']);
    await finish('person');
    await finish('burst-2');
    await finish('burst-3');
    expect(started).toEqual(['burst-1', 'person', 'burst-2', 'burst-3']);
    await Promise.all([...burst, person]);
    // Once its hashes are done, the address is first in line again.
    const later = gate.run('10.0.0.66', 'clean', work('burst-4'));
    await finish('burst-4');
    expect(await later).toBe('burst-4');
  });

  it('serves a known address first, and one with a hash already in flight one level further back', async () => {
    const started: string[] = [];
    const { work, finish } = controlledWork(started);
    const gate = new PasswordHashGate(1, 10_000);
    const running = gate.run('10.0.0.1', 'clean', work('running'));
    const clean = gate.run('10.0.0.2', 'clean', work('clean'));
    const office = ['office-1', 'office-2'].map((name) => gate.run('10.0.0.3', 'known', work(name)));
    const suspect = gate.run('10.0.0.4', 'suspect', work('suspect'));
    await new Promise((resolve) => setImmediate(resolve));
    for (const name of ['running', 'office-1', 'clean', 'office-2', 'suspect']) await finish(name);
    // The office's second sign-in waits as a clean one would: behind the clean one that came first.
    expect(started).toEqual(['running', 'office-1', 'clean', 'office-2', 'suspect']);
    await Promise.all([running, clean, ...office, suspect]);
  });
});
