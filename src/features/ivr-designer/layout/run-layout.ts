import type { IvrMenu } from '@/core/ivr/ivr-menu';
import type { Positions } from '../flow/flow-types';
import { ELK_BUDGET_MS, engineFor, type LayoutEngine, type LayoutPurpose } from './layout-engine';
import type { MeasuredSizes } from './layout-input';
import { layoutInputOf } from './layout-input';
import { packPlaces, unpackPlaces } from './packed-places';
import type { LayoutRequest, LayoutResponse, WarmUpRequest, WorkerResponse } from './layout-messages';
import { treeLayout } from './tree-layout';

let worker: Worker | null = null;
/** The worker could not be loaded (a script gone after a deploy, a blocked request): lay out here. */
let workerBroken = false;
let nextRequestId = 1;
const pending = new Map<number, (answer: LayoutResponse) => void>();
/** When this worker was asked to warm ELK up (once per worker). */
let warmUpAskedAt: number | null = null;

function layoutWorker(): Worker {
  if (worker) return worker;
  const created = new Worker(new URL('./layout.worker.ts', import.meta.url), { type: 'module' });
  created.onmessage = ({ data }: MessageEvent<WorkerResponse>) => {
    if (data.kind === 'warmedUp') {
      // Recorded for the benchmark, which tidies up once ELK is ready, as a person a moment after opening.
      if (warmUpAskedAt !== null)
        performance.measure('ivr-layout-warm-up', {
          start: warmUpAskedAt,
          duration: performance.now() - warmUpAskedAt,
          detail: { workerMs: data.ms },
        });
      return;
    }
    pending.get(data.requestId)?.(data);
    pending.delete(data.requestId);
  };
  created.onerror = (event) => {
    event.preventDefault();
    console.warn('The layout worker failed; laying cards out on the page instead.');
    workerBroken = true;
    worker = null;
    created.terminate();
    for (const request of inFlight.values()) answerHere(request);
  };
  worker = created;
  return created;
}

/**
 * Starts the worker ahead of the first layout (say, while a tree's draft is on its way), so that the layout
 * does not wait for the worker's script as well.
 */
export function prepareLayoutWorker(): void {
  if (!workerBroken) layoutWorker();
}

/**
 * Loads and warms ELK in the worker ahead of a tidy-up of this menu, once per worker. A menu whose tidy-up
 * may take the tree layout (counting a card per node and per key, at most what it has) is not warmed for.
 * The editor asks a moment after the menu is shown to someone who may edit it (editor/use-tidy-warm-up.ts).
 */
export function warmUpTidyLayout(menu: IvrMenu): void {
  if (workerBroken || warmUpAskedAt !== null) return;
  if (engineFor(menu.nodes.length + menu.keys.length, 'tidy') !== 'elk') return;
  warmUpAskedAt = performance.now();
  const request: WarmUpRequest = { kind: 'warmUp' };
  layoutWorker().postMessage(request);
}

/** The tree layout on the main thread: linear, so even a big menu costs a moment, never a frozen page. */
function answerHere(request: LayoutRequest): void {
  const started = performance.now();
  const positions = treeLayout(request.cards, request.links, request.rootIds);
  const answer: LayoutResponse = {
    kind: 'layout',
    requestId: request.requestId,
    places: packPlaces(request.cards, positions),
    ms: performance.now() - started,
    engine: 'tree',
  };
  pending.get(request.requestId)?.(answer);
  pending.delete(request.requestId);
}

/** Ends a worker stuck in a long layout; requests it still had are asked again of the next one. */
function replaceWorker(requests: readonly LayoutRequest[]) {
  worker?.terminate();
  worker = null;
  warmUpAskedAt = null;
  for (const request of requests) layoutWorker().postMessage(request);
}

const inFlight = new Map<number, LayoutRequest>();

function ask(request: LayoutRequest): Promise<LayoutResponse> {
  return new Promise((resolve) => {
    inFlight.set(request.requestId, request);
    pending.set(request.requestId, (answer) => {
      inFlight.delete(request.requestId);
      resolve(answer);
    });
    if (workerBroken) answerHere(request);
    else layoutWorker().postMessage(request);
  });
}

/**
 * Lays the menu's cards out in the worker, with the sizes the canvas measured where it has them; `purpose`
 * picks the engine by size (layout-engine.ts). The time the layout took is recorded as the performance
 * measure `ivr-layout` (the benchmark reads it).
 */
export async function runLayout(
  menu: IvrMenu,
  measured?: MeasuredSizes,
  purpose: LayoutPurpose = 'show',
): Promise<Positions> {
  const { cards, links, rootIds } = layoutInputOf(menu, measured);
  const plain = links.map(({ source, target }) => ({ source, target }));
  const request = (engine: LayoutEngine): LayoutRequest => ({
    kind: 'layout',
    requestId: nextRequestId++,
    cards,
    links: plain,
    rootIds,
    engine,
  });
  const started = performance.now();
  let answer: LayoutResponse;
  // ELK cannot be interrupted inside the worker: past the budget the worker is ended and a new one takes
  // the tree layout.
  if (engineFor(cards.length, purpose) === 'elk' && !workerBroken) {
    const elk = request('elk');
    let timer = 0;
    const late = new Promise<null>((resolve) => {
      timer = window.setTimeout(() => resolve(null), ELK_BUDGET_MS);
    });
    const first = await Promise.race([ask(elk), late]);
    window.clearTimeout(timer);
    if (first) answer = first;
    else {
      pending.delete(elk.requestId);
      inFlight.delete(elk.requestId);
      replaceWorker([...inFlight.values()]);
      answer = await ask(request('tree'));
    }
  } else answer = await ask(request('tree'));
  performance.measure('ivr-layout', {
    start: started,
    duration: performance.now() - started,
    detail: { cards: cards.length, engine: answer.engine, workerMs: answer.ms, purpose },
  });
  return unpackPlaces(cards, answer.places);
}
