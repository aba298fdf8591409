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
    const running = gate.run('suspect', work('sprayer-1'));
    const queuedSuspect = gate.run('suspect', work('sprayer-2'));
    const queuedClean = gate.run('clean', work('person'));
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
    const running = gate.run('clean', work('first'));
    await expect(gate.run('clean', work('second'))).rejects.toBeInstanceOf(HashGateBusyError);
    expect(gate.waiting).toBe(0);
    await finish('first');
    await running;
    const after = gate.run('clean', work('third'));
    await finish('third');
    expect(await after).toBe('third');
  });
});
