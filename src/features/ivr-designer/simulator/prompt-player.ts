import type { GreetingFileWithPreview } from '../../../core/api/greeting-files';
import type { MenuNode } from '../../../core/ivr/ivr-menu';
import type { CallEffect } from '../../../core/ivr/simulator/call-types';
import { estimatePromptMs } from '../../../core/ivr/simulator/path-times';

export type PlayPromptEffect = Extract<CallEffect, { type: 'playPrompt' }>;

/** Plays one prompt and calls onEnd when it is over; the returned function stops it (onEnd is then not called). */
export type PromptPlayer = (prompt: PlayPromptEffect, node: MenuNode, onEnd: () => void) => () => void;

function afterMs(ms: number, onEnd: () => void): () => void {
  const timer = window.setTimeout(onEnd, Math.max(0, ms));
  return () => window.clearTimeout(timer);
}

/** Silent mode: the prompt is shown as text and lasts its estimated length, compressed by timeScale. */
export function silentPlayer(timeScale: number, greetings: readonly GreetingFileWithPreview[]): PromptPlayer {
  const durations = durationsOf(greetings);
  return (_prompt, node, onEnd) =>
    afterMs(estimatePromptMs(node, { greetingDurationsMs: durations }).ms / timeScale, onEnd);
}

function durationsOf(greetings: readonly GreetingFileWithPreview[]): Record<string, number> {
  const durations: Record<string, number> = {};
  for (const greeting of greetings) {
    if (greeting.durationMs !== null) durations[greeting.filename] = greeting.durationMs;
  }
  return durations;
}

/** The service's speed runs -3..3; the browser's rate 0.1..10 with 1 as normal. */
export const speechRateOf = (speed: number): number => (Number.isFinite(speed) ? 1 + speed * 0.2 : 1);

function speak(text: string, speed: number, onEnd: () => void): () => void {
  let stopped = false;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = 'vi-VN';
  utterance.rate = speechRateOf(speed);
  // Cancelling fires end or error too: only a prompt that really finished moves the call on.
  utterance.onend = () => !stopped && onEnd();
  utterance.onerror = () => !stopped && onEnd();
  window.speechSynthesis.cancel();
  window.speechSynthesis.speak(utterance);
  return () => {
    stopped = true;
    window.speechSynthesis.cancel();
  };
}

function playFile(url: string, onEnd: () => void, fallback: () => () => void): () => void {
  let stopFallback: (() => void) | null = null;
  const audio = new Audio(url);
  audio.onended = onEnd;
  // A file the browser cannot play still lasts as long as it would have.
  audio.onerror = () => {
    stopFallback ??= fallback();
  };
  void audio.play().catch(() => {
    stopFallback ??= fallback();
  });
  return () => {
    audio.onended = null;
    audio.onerror = null;
    audio.pause();
    stopFallback?.();
  };
}

/** Sound on: talk prompts through the browser's speech synthesis, play prompts from the stored audio copy. */
export function audiblePlayer(greetings: readonly GreetingFileWithPreview[]): PromptPlayer {
  const silent = silentPlayer(1, greetings);
  const byName = new Map(greetings.map((greeting) => [greeting.filename, greeting]));
  return (prompt, node, onEnd) => {
    if (prompt.playMode === 'talk') {
      const canSpeak = 'speechSynthesis' in window && prompt.content.trim() !== '';
      return canSpeak ? speak(prompt.content, prompt.speed, onEnd) : silent(prompt, node, onEnd);
    }
    const greeting = byName.get(prompt.content);
    if (!greeting?.hasPreview) return silent(prompt, node, onEnd);
    const url = `/api/greetings/${encodeURIComponent(greeting.id)}/audio`;
    return playFile(url, onEnd, () => silent(prompt, node, onEnd));
  };
}
