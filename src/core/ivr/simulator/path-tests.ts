import { EMPTY_KEY, INVALID_KEY, type IvrKey } from '../../api/ivr-keypresses';
import { keysByNode } from '../graph/menu-graph';
import type { IvrMenu, MenuKey } from '../ivr-menu';
import { outcomeOf } from './call-outcome';
import { PRESSABLE_KEYS, type CallOutcome, type PressableKey } from './call-types';

/** What the caller does at a node: press a key, let the timeout run out, or hang up. */
export type PathInput = PressableKey | 'timeout' | 'hangUp';

/** One scripted call: the nodes it passes and what the caller does at each, and how it must end. */
export type PathTest = {
  /** The key this test is about (it is followed at the last-but-one step or the last). */
  nodeId: string;
  keyId: string;
  key: IvrKey;
  walk: { nodeId: string; input: PathInput }[];
  expected: CallOutcome;
};

/** A key of a reachable node that no caller can trigger: INVALID_KEY on a node where every key has an entry. */
export type UncoverableKey = { nodeId: string; keyId: string; reason: 'noFreeKey' };

export type PathTestSuite = { tests: PathTest[]; uncoverable: UncoverableKey[] };

type Walk = PathTest['walk'];
type Completion = { walk: Walk; outcome: CallOutcome };

/**
 * One test per key of every node a caller can reach from the root: the shortest way from the root to
 * the node, the input that triggers the key, and then (for a key to another node) the shortest way from
 * there to an end of the call. A part of the menu from which no action ends the call is left by hanging
 * up. Expectations come from the menu's structure, not from running the simulator, so running the tests
 * on the simulator (runPathTest) checks one against the other.
 */
export function generatePathTests(menu: IvrMenu): PathTestSuite {
  const keysOf = keysByNode(menu);
  const nodeIds = new Set(menu.nodes.map((node) => node.id));
  const prefixes = shortestWalksFromRoot(menu, keysOf, nodeIds);
  const completions = shortestCompletions(menu, keysOf, nodeIds);
  const suite: PathTestSuite = { tests: [], uncoverable: [] };

  for (const [nodeId, prefix] of prefixes) {
    for (const entry of keysOf.get(nodeId) ?? []) {
      const input = inputFor(entry, keysOf.get(nodeId) ?? []);
      if (input === undefined) {
        suite.uncoverable.push({ nodeId, keyId: entry.id, reason: 'noFreeKey' });
        continue;
      }
      const walk: Walk = [...prefix, { nodeId, input }];
      const action = entry.action;
      let expected: CallOutcome;
      if (action.kind !== 'node') expected = outcomeOf(action);
      else if (!nodeIds.has(action.nextNodeId)) expected = { kind: 'noAction', reason: 'targetMissing' };
      else {
        const completion = completions.get(action.nextNodeId)!;
        walk.push(...completion.walk);
        expected = completion.outcome;
      }
      suite.tests.push({ nodeId, keyId: entry.id, key: entry.key, walk, expected });
    }
  }
  return suite;
}

/** The input that makes a node follow this entry, if a caller can produce one. */
export function inputFor(entry: MenuKey, nodeKeys: readonly MenuKey[]): PressableKey | 'timeout' | undefined {
  if (entry.key === EMPTY_KEY) return 'timeout';
  if (entry.key !== INVALID_KEY) return entry.key;
  return PRESSABLE_KEYS.find((key) => !nodeKeys.some((other) => other.key === key));
}

/** For each node reachable from the root, the shortest walk to it (breadth first, in key order). */
function shortestWalksFromRoot(
  menu: IvrMenu,
  keysOf: ReadonlyMap<string, MenuKey[]>,
  nodeIds: ReadonlySet<string>,
): Map<string, Walk> {
  const walks = new Map<string, Walk>();
  if (menu.rootNodeId === null || !nodeIds.has(menu.rootNodeId)) return walks;
  walks.set(menu.rootNodeId, []);
  const queue = [menu.rootNodeId];
  for (let head = 0; head < queue.length; head++) {
    const nodeId = queue[head]!;
    const nodeKeys = keysOf.get(nodeId) ?? [];
    for (const entry of nodeKeys) {
      const input = inputFor(entry, nodeKeys);
      if (entry.action.kind !== 'node' || input === undefined) continue;
      const target = entry.action.nextNodeId;
      if (!nodeIds.has(target) || walks.has(target)) continue;
      walks.set(target, [...walks.get(nodeId)!, { nodeId, input }]);
      queue.push(target);
    }
  }
  return walks;
}

/**
 * For every node, the shortest walk from entering it to an end of the call: a breadth-first search
 * backwards from the keys that end the call. Nodes that cannot reach one end with the caller hanging up.
 */
function shortestCompletions(
  menu: IvrMenu,
  keysOf: ReadonlyMap<string, MenuKey[]>,
  nodeIds: ReadonlySet<string>,
): Map<string, Completion> {
  const completions = new Map<string, Completion>();
  const cameFrom = new Map<string, { nodeId: string; input: PressableKey | 'timeout' }[]>();
  const queue: string[] = [];
  for (const node of menu.nodes) {
    const nodeKeys = keysOf.get(node.id) ?? [];
    for (const entry of nodeKeys) {
      const input = inputFor(entry, nodeKeys);
      if (input === undefined) continue;
      const action = entry.action;
      if (action.kind === 'node') {
        if (!nodeIds.has(action.nextNodeId)) continue;
        const sources = cameFrom.get(action.nextNodeId) ?? [];
        sources.push({ nodeId: node.id, input });
        cameFrom.set(action.nextNodeId, sources);
      } else if (!completions.has(node.id)) {
        completions.set(node.id, { walk: [{ nodeId: node.id, input }], outcome: outcomeOf(action) });
        queue.push(node.id);
      }
    }
  }
  for (let head = 0; head < queue.length; head++) {
    const reached = completions.get(queue[head]!)!;
    for (const source of cameFrom.get(queue[head]!) ?? []) {
      if (completions.has(source.nodeId)) continue;
      completions.set(source.nodeId, { walk: [source, ...reached.walk], outcome: reached.outcome });
      queue.push(source.nodeId);
    }
  }
  for (const node of menu.nodes) {
    if (!completions.has(node.id)) {
      completions.set(node.id, {
        walk: [{ nodeId: node.id, input: 'hangUp' }],
        outcome: { kind: 'noAction', reason: 'callerHungUp' },
      });
    }
  }
  return completions;
}
