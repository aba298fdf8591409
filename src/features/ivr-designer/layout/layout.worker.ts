import { layoutCards } from './layout-cards';
import type { LayoutEngine } from './layout-engine';
import { packPlaces } from './packed-places';
import type { LayoutRequest, WorkerRequest, WorkerResponse } from './layout-messages';

let elkLoading: Promise<void> | null = null;
let elkWarming: Promise<void> | null = null;

/** ELK's bundle, evaluated in a worker, makes its own dispatcher `self.onmessage`: the worker takes it back. */
function loadElk(): Promise<void> {
  elkLoading ??= import('./elk-layout').then(() => {
    self.onmessage = answer;
  });
  return elkLoading;
}

/**
 * ELK (1.4 MB of compiled Java) is loaded and warmed only when the editor asks, a moment after the menu is
 * shown: the layout that shows a menu never waits behind it, and a tidy-up finds it ready.
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

const reply = (message: WorkerResponse, transfer: Transferable[] = []) =>
  self.postMessage(message, { transfer });

async function layOut({ requestId, cards, links, rootIds, engine: asked }: LayoutRequest) {
  const started = performance.now();
  const engine = await engineToUse(asked);
  const places = packPlaces(cards, await layoutCards(cards, links, rootIds, engine));
  reply({ kind: 'layout', requestId, places, ms: performance.now() - started, engine }, [places.buffer]);
  // ELK that has just laid a menu out needs no warming.
  if (engine === 'elk') elkWarming ??= Promise.resolve();
}

// Runs the layout off the main thread so a big menu never freezes the canvas.
async function answer(event: MessageEvent<WorkerRequest>) {
  if (event.data.kind === 'layout') return layOut(event.data);
  const started = performance.now();
  await warmElk();
  reply({ kind: 'warmedUp', ms: performance.now() - started });
}

self.onmessage = answer;
