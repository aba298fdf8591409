import { layoutCards } from './layout-cards';
import type { LayoutEngine } from './layout-engine';
import type { LayoutRequest, LayoutResponse } from './layout-messages';

/** A worker asked nothing this long (a menu opened with its places) loads ELK for a tidy-up to come. */
const IDLE_BEFORE_ELK_MS = 1_000;

let elkLoading: Promise<void> | null = null;
let elkWarming: Promise<void> | null = null;

/** ELK's bundle, evaluated in a worker, makes its own dispatcher `self.onmessage`: the worker takes it back. */
function loadElk(): Promise<void> {
  elkLoading ??= import('./elk-layout').then(() => {
    self.onmessage = answerLayout;
  });
  return elkLoading;
}

/**
 * ELK (1.4 MB of compiled Java) is loaded and warmed once the worker has answered its first layout or has
 * been idle a moment: a menu shown with the tree layout is not kept waiting for it, and a tidy-up finds it
 * ready.
 */
function warmElk(): Promise<void> {
  elkWarming ??= loadElk()
    .then(() => import('./elk-warm-up'))
    .then(({ warmUpElk }) => warmUpElk())
    .catch(() => undefined);
  return elkWarming;
}

/** ELK when its code loads; the tree layout when it cannot (a chunk gone after a deploy, a strict proxy). */
async function engineToUse(asked: LayoutEngine): Promise<LayoutEngine> {
  if (asked === 'tree') return 'tree';
  try {
    await loadElk();
    return 'elk';
  } catch {
    return 'tree';
  }
}

const idleTimer = setTimeout(() => void warmElk(), IDLE_BEFORE_ELK_MS);

// Runs the layout off the main thread so a big menu never freezes the canvas.
async function answerLayout(event: MessageEvent<LayoutRequest>) {
  clearTimeout(idleTimer);
  const { requestId, cards, links, rootIds } = event.data;
  const started = performance.now();
  const engine = await engineToUse(event.data.engine);
  const positions = await layoutCards(cards, links, rootIds, engine);
  const answer: LayoutResponse = { requestId, positions, ms: performance.now() - started, engine };
  self.postMessage(answer);
  // ELK that has just laid a menu out needs no warming.
  if (engine === 'elk') elkWarming ??= Promise.resolve();
  else void warmElk();
}

self.onmessage = answerLayout;
