import { EMPTY_KEY, INVALID_KEY } from '../../api/ivr-keypresses';
import type { IvrMenu, MenuKey, MenuNode } from '../ivr-menu';
import { outcomeOf } from './call-outcome';
import type {
  CallEffect,
  CallEvent,
  CallOutcome,
  CallState,
  CallTransition,
  PressableKey,
  StartCallOptions,
} from './call-types';
import { entryOf, nodeOf } from './menu-index';

/**
 * The call simulator as a pure state machine: the UI plays the effects (prompts, waits, highlights) and
 * sends back what happened (prompt ended, key, timeout, hang-up). The rules:
 *  - entering a node highlights it, waits its delayMs, then plays its prompt loopCount times in a row;
 *    after the last play the node waits keypressTimeoutSeconds for a key;
 *  - a key pressed while the prompt plays interrupts it when bargeIn is on, and is ignored otherwise;
 *  - a key with an entry on the node follows that entry; any other key follows INVALID_KEY; a timeout
 *    follows EMPTY_KEY;
 *  - when the node has no entry for what happened (no INVALID_KEY for an unknown key, no EMPTY_KEY for
 *    a timeout), the prompt is played once more and the node waits again; after loopCount such replays
 *    on one visit, the next unhandled input ends the call (outcome noAction, reason 'unhandled');
 *  - a key to another node enters it (cycles are fine: a caller can go round); any other action ends the
 *    call with that action as its outcome.
 * Events that do not fit the moment (a timeout while the prompt plays, anything after the end) change
 * nothing.
 */
export function startCall(menu: IvrMenu, options: StartCallOptions = {}): CallTransition {
  const state: CallState = {
    menu,
    phase: 'prompt',
    nodeId: null,
    loop: 1,
    replays: 0,
    history: [],
    outcome: null,
  };
  const startNodeId = options.startNodeId ?? menu.rootNodeId;
  const start = startNodeId === null ? undefined : nodeOf(menu, startNodeId);
  return start ? enter(state, start, []) : end(state, { kind: 'noAction', reason: 'noStartNode' }, []);
}

export function step(state: CallState, event: CallEvent): CallTransition {
  const node = state.nodeId === null ? undefined : nodeOf(state.menu, state.nodeId);
  if (state.phase === 'ended' || !node) return { state, effects: [] };
  switch (event.type) {
    case 'hangUp':
      return end(state, { kind: 'noAction', reason: 'callerHungUp' }, []);
    case 'promptEnded':
      return state.phase === 'prompt' ? promptEnded(state, node) : { state, effects: [] };
    case 'timeout':
      return state.phase === 'waiting' ? timedOut(state, node) : { state, effects: [] };
    case 'key':
      return keyPressed(state, node, event.key);
  }
}

const loopCountOf = (node: MenuNode) => Math.max(1, node.loopCount);

function promptEnded(state: CallState, node: MenuNode): CallTransition {
  if (state.replays === 0 && state.loop < loopCountOf(node)) {
    const loop = state.loop + 1;
    return { state: { ...state, loop }, effects: [playOf(node, loop, loopCountOf(node), 0)] };
  }
  return {
    state: { ...state, phase: 'waiting' },
    effects: [{ type: 'waitForKey', nodeId: node.id, timeoutSeconds: node.keypressTimeoutSeconds }],
  };
}

function timedOut(state: CallState, node: MenuNode): CallTransition {
  const heard = {
    ...state,
    history: [...state.history, { kind: 'input' as const, nodeId: node.id, input: 'timeout' as const }],
  };
  const entry = entryOf(state.menu, node.id, EMPTY_KEY);
  return entry ? follow(heard, entry, []) : unhandled(heard, node, []);
}

function keyPressed(state: CallState, node: MenuNode, key: PressableKey): CallTransition {
  const effects: CallEffect[] = [];
  if (state.phase === 'prompt') {
    if (!node.bargeIn) return { state, effects: [{ type: 'keyIgnored', nodeId: node.id, key }] };
    effects.push({ type: 'stopPrompt', nodeId: node.id });
  }
  const heard = {
    ...state,
    history: [...state.history, { kind: 'input' as const, nodeId: node.id, input: key }],
  };
  const entry = entryOf(state.menu, node.id, key) ?? entryOf(state.menu, node.id, INVALID_KEY);
  return entry ? follow(heard, entry, effects) : unhandled(heard, node, effects);
}

/** Nothing handles the input: play the prompt again, or end the call once the replays are used up. */
function unhandled(state: CallState, node: MenuNode, effects: CallEffect[]): CallTransition {
  if (state.replays >= loopCountOf(node)) {
    return end(state, { kind: 'noAction', reason: 'unhandled' }, effects);
  }
  const replays = state.replays + 1;
  return {
    state: { ...state, phase: 'prompt', loop: 1, replays },
    effects: [...effects, playOf(node, 1, 1, replays)],
  };
}

function follow(state: CallState, entry: MenuKey, effects: CallEffect[]): CallTransition {
  const followed: CallState = {
    ...state,
    history: [
      ...state.history,
      { kind: 'followedKey', nodeId: entry.nodeId, keyId: entry.id, key: entry.key },
    ],
  };
  const highlighted: CallEffect[] = [
    ...effects,
    { type: 'highlightKey', nodeId: entry.nodeId, keyId: entry.id, key: entry.key },
  ];
  const action = entry.action;
  if (action.kind !== 'node') return end(followed, outcomeOf(action), highlighted);
  const target = nodeOf(state.menu, action.nextNodeId);
  return target
    ? enter(followed, target, highlighted)
    : end(followed, { kind: 'noAction', reason: 'targetMissing' }, highlighted);
}

function enter(state: CallState, node: MenuNode, effects: CallEffect[]): CallTransition {
  const entering: CallEffect[] = [...effects, { type: 'highlightNode', nodeId: node.id }];
  if (node.delayMs > 0) entering.push({ type: 'delay', nodeId: node.id, ms: node.delayMs });
  entering.push(playOf(node, 1, loopCountOf(node), 0));
  return {
    state: {
      ...state,
      phase: 'prompt',
      nodeId: node.id,
      loop: 1,
      replays: 0,
      history: [...state.history, { kind: 'enteredNode', nodeId: node.id }],
    },
    effects: entering,
  };
}

function end(state: CallState, outcome: CallOutcome, effects: CallEffect[]): CallTransition {
  return { state: { ...state, phase: 'ended', outcome }, effects: [...effects, { type: 'ended', outcome }] };
}

function playOf(node: MenuNode, loop: number, loopCount: number, replay: number): CallEffect {
  return {
    type: 'playPrompt',
    nodeId: node.id,
    playMode: node.playMode,
    content: node.playContent,
    voice: node.voice,
    speed: node.speed,
    loop,
    loopCount,
    replay,
  };
}
