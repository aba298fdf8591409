import { IVR_KEYS } from '@/core/api/ivr-keypresses';
import type { IvrMenu, MenuKey } from '@/core/ivr/ivr-menu';
import { promptNode } from './menu-fixture';

/** A small seeded generator (mulberry32): the same seed gives the same menu in tests and the benchmark. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A menu of irregular shape, as people build them: sub-menus of uneven width, keys back to an earlier menu
 * ("back") and to the same node ("repeat"), two keys to one node, exits of every kind, and a few nodes
 * nothing leads to yet.
 */
export function randomMenu(nodeCount: number, seed = nodeCount): IvrMenu {
  const random = seeded(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const nodes = Array.from({ length: nodeCount }, (_, index) =>
    promptNode(`n${index}`, `Menu ${index}${random() < 0.2 ? ' với một tên dài hơn thường lệ' : ''}`),
  );
  const keys: MenuKey[] = [];
  const parentOf = new Map<number, number>();
  const used = new Map<number, Set<string>>();
  const addKey = (from: number, action: MenuKey['action']) => {
    const taken = used.get(from) ?? new Set<string>();
    const free = IVR_KEYS.filter((key) => !taken.has(key));
    if (free.length === 0) return;
    const key = pick(free);
    taken.add(key);
    used.set(from, taken);
    keys.push({ id: `k${keys.length}`, nodeId: `n${from}`, key, action });
  };
  for (let index = 1; index < nodeCount; index += 1) {
    // One node in twenty waits unconnected; the others hang under an earlier node, favouring recent ones.
    if (random() < 0.05) continue;
    const parent = Math.max(0, index - 1 - Math.floor(random() * Math.min(index, 12)));
    parentOf.set(index, parent);
    addKey(parent, { kind: 'node', nextNodeId: `n${index}` });
  }
  for (let index = 0; index < nodeCount; index += 1) {
    const exits = Math.floor(random() * 4);
    for (let exit = 0; exit < exits; exit += 1) {
      const roll = random();
      if (roll < 0.3) addKey(index, { kind: 'queue', queueId: `queue-${Math.floor(random() * 9)}` });
      else if (roll < 0.45) addKey(index, { kind: 'forward', toPhoneNumber: '+84901234567' });
      else if (roll < 0.65) addKey(index, { kind: 'hangup' });
      else if (roll < 0.72) addKey(index, { kind: 'voicemail' });
      else if (roll < 0.82 && parentOf.has(index))
        addKey(index, { kind: 'node', nextNodeId: `n${parentOf.get(index) ?? 0}` });
      else if (roll < 0.9) addKey(index, { kind: 'node', nextNodeId: `n${index}` });
      else addKey(index, { kind: 'node', nextNodeId: `n${Math.floor(random() * nodeCount)}` });
    }
  }
  return { rootNodeId: nodeCount > 0 ? 'n0' : null, nodes, keys };
}
