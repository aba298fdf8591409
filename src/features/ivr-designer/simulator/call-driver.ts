import type { IvrKey } from '@/core/api/ivr-keypresses';
import type { IvrMenu } from '@/core/ivr/ivr-menu';
import { startCall, step } from '@/core/ivr/simulator/call-engine';
import type {
  CallEffect,
  CallEvent,
  CallOutcome,
  CallState,
  CallTransition,
  PressableKey,
} from '@/core/ivr/simulator/call-types';
import type { PlayPromptEffect, PromptPlayer } from './prompt-player';

/** One line of the transcript; `atMs` is the caller's time since the call began (not compressed). */
export type TranscriptLine =
  | { kind: 'entered'; nodeId: string }
  | { kind: 'delay'; ms: number }
  | { kind: 'prompt'; prompt: PlayPromptEffect }
  | { kind: 'waiting'; seconds: number }
  | { kind: 'pressed'; key: PressableKey }
  | { kind: 'ignored'; key: PressableKey }
  | { kind: 'interrupted' }
  | { kind: 'noKey' }
  | { kind: 'followed'; key: IvrKey }
  | { kind: 'ended'; outcome: CallOutcome };
export type TranscriptEntry = { id: number; atMs: number; line: TranscriptLine };

export type CallView = {
  state: CallState | null;
  transcript: TranscriptEntry[];
  /** The prompt playing now. */
  prompt: PlayPromptEffect | null;
  /** While waiting for a key: when the timeout fires (performance.now() time) and its length in seconds. */
  wait: { deadline: number; seconds: number } | null;
  /** Nodes and keys the caller has been through. */
  walked: ReadonlySet<string>;
  timeScale: number;
};

export const IDLE_VIEW: CallView = {
  state: null,
  transcript: [],
  prompt: null,
  wait: null,
  walked: new Set(),
  timeScale: 1,
};

function walkedOf(state: CallState): ReadonlySet<string> {
  return new Set(state.history.map((entry) => (entry.kind === 'followedKey' ? entry.keyId : entry.nodeId)));
}

/**
 * Turns the engine's effects into timers and sound, and what happens (a prompt ends, a key, a timeout)
 * back into step(). Every transition that changes the state stops whatever was playing or waiting.
 */
export class CallDriver {
  private view: CallView = IDLE_VIEW;
  private startedAt = 0;
  private nextEntryId = 1;
  /** Bumped whenever the current activity is stopped, so late callbacks of the old one do nothing. */
  private generation = 0;
  private stopActivity: (() => void) | null = null;

  constructor(
    private readonly player: PromptPlayer,
    private readonly timeScale: number,
    private readonly onChange: (view: CallView) => void,
  ) {}

  start(menu: IvrMenu): void {
    this.stop();
    this.startedAt = performance.now();
    this.view = { ...IDLE_VIEW, timeScale: this.timeScale };
    this.apply(startCall(menu));
  }

  send(event: CallEvent): void {
    const state = this.view.state;
    if (!state || state.phase === 'ended') return;
    const transition = step(state, event);
    if (transition.state === state && transition.effects.length === 0) return;
    if (event.type === 'key' && !transition.effects.some((effect) => effect.type === 'keyIgnored')) {
      this.log({ kind: 'pressed', key: event.key });
    }
    if (event.type === 'timeout') this.log({ kind: 'noKey' });
    this.apply(transition);
  }

  /** Stops the sound and timers (leaving the page, starting another call). */
  stop(): void {
    this.generation += 1;
    this.stopActivity?.();
    this.stopActivity = null;
  }

  private apply(transition: CallTransition): void {
    if (transition.state !== this.view.state) {
      this.stop();
      const state = transition.state;
      this.view = { ...this.view, prompt: null, wait: null, state, walked: walkedOf(state) };
    }
    this.run(transition.effects, 0);
    this.onChange(this.view);
  }

  private log(line: TranscriptLine): void {
    const atMs = Math.round((performance.now() - this.startedAt) * this.timeScale);
    const entry = { id: this.nextEntryId++, atMs, line };
    this.view = { ...this.view, transcript: [...this.view.transcript, entry] };
  }

  private later(ms: number, then: () => void): void {
    const generation = this.generation;
    const timer = window.setTimeout(() => {
      if (generation === this.generation) then();
    }, ms / this.timeScale);
    this.stopActivity = () => window.clearTimeout(timer);
  }

  private run(effects: readonly CallEffect[], from: number): void {
    for (let index = from; index < effects.length; index += 1) {
      const effect = effects[index]!;
      switch (effect.type) {
        case 'highlightNode':
          this.log({ kind: 'entered', nodeId: effect.nodeId });
          break;
        case 'highlightKey':
          this.log({ kind: 'followed', key: effect.key });
          break;
        case 'stopPrompt':
          this.log({ kind: 'interrupted' });
          break;
        case 'keyIgnored':
          this.log({ kind: 'ignored', key: effect.key });
          break;
        case 'ended':
          this.log({ kind: 'ended', outcome: effect.outcome });
          break;
        case 'delay':
          this.log({ kind: 'delay', ms: effect.ms });
          this.later(effect.ms, () => {
            this.run(effects, index + 1);
            this.onChange(this.view);
          });
          return;
        case 'playPrompt':
          this.play(effect);
          break;
        case 'waitForKey':
          this.log({ kind: 'waiting', seconds: effect.timeoutSeconds });
          this.view = {
            ...this.view,
            wait: {
              deadline: performance.now() + (effect.timeoutSeconds * 1000) / this.timeScale,
              seconds: effect.timeoutSeconds,
            },
          };
          this.later(effect.timeoutSeconds * 1000, () => this.send({ type: 'timeout' }));
          break;
      }
    }
  }

  private play(prompt: PlayPromptEffect): void {
    const node = this.view.state?.menu.nodes.find((candidate) => candidate.id === prompt.nodeId);
    if (!node) return;
    this.log({ kind: 'prompt', prompt });
    this.view = { ...this.view, prompt };
    const generation = this.generation;
    this.stopActivity = this.player(prompt, node, () => {
      if (generation === this.generation) this.send({ type: 'promptEnded' });
    });
  }
}
