import type { GreetingFileWithPreview } from '@/core/api/greeting-files';
import type { MenuNode } from '@/core/ivr/ivr-menu';
import type { CallEffect } from '@/core/ivr/simulator/call-types';
import { estimatePromptMs, speechRateOf } from '@/core/ivr/simulator/path-times';

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

function speak(text: string, speed: number, onEnd: () => void, fallback: () => () => void): () => void {
  let stopped = false;
  let stopFallback: (() => void) | null = null;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = 'vi-VN';
  utterance.rate = speechRateOf(speed);
  // Cancelling fires end or error too: only a prompt that really finished moves the call on.
  utterance.onend = () => !stopped && onEnd();
  // A browser without a Vietnamese voice fails at once: the prompt still lasts as long as it would have.
  utterance.onerror = () => {
    if (!stopped) stopFallback ??= fallback();
  };
  window.speechSynthesis.cancel();
  window.speechSynthesis.speak(utterance);
  return () => {
    stopped = true;
    window.speechSynthesis.cancel();
    stopFallback?.();
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

/** Where the stored copy of a greeting file is played from. */
export const greetingAudioUrl = (greetingId: string): string =>
  `/api/greetings/${encodeURIComponent(greetingId)}/audio`;

/** Sound on: talk prompts through the browser's speech synthesis, play prompts from the stored audio copy. */
export function audiblePlayer(greetings: readonly GreetingFileWithPreview[]): PromptPlayer {
  const silent = silentPlayer(1, greetings);
  const byName = new Map(greetings.map((greeting) => [greeting.filename, greeting]));
  return (prompt, node, onEnd) => {
    if (prompt.playMode === 'talk') {
      const canSpeak = 'speechSynthesis' in window && prompt.content.trim() !== '';
      const asText = () => silent(prompt, node, onEnd);
      return canSpeak ? speak(prompt.content, prompt.speed, onEnd, asText) : asText();
    }
    const greeting = byName.get(prompt.content);
    if (!greeting?.hasPreview) return silent(prompt, node, onEnd);
    return playFile(greetingAudioUrl(greeting.id), onEnd, () => silent(prompt, node, onEnd));
  };
}
