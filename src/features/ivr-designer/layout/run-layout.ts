import type { IvrMenu } from '../../../core/ivr/ivr-menu';
import type { Positions } from '../flow/flow-types';
import { layoutInputOf } from './layout-input';
import type { LayoutRequest, LayoutResponse } from './layout-messages';

let worker: Worker | null = null;
let nextRequestId = 1;
const pending = new Map<number, (answer: LayoutResponse) => void>();

function layoutWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./layout.worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (event: MessageEvent<LayoutResponse>) => {
    pending.get(event.data.requestId)?.(event.data);
    pending.delete(event.data.requestId);
  };
  return worker;
}

/**
 * Lays the menu's cards out in the worker. The time the layout took is recorded as the performance
 * measure `ivr-layout` (the benchmark reads it).
 */
export function runLayout(menu: IvrMenu): Promise<Positions> {
  const { cards, links, rootIds } = layoutInputOf(menu);
  const requestId = nextRequestId++;
  const request: LayoutRequest = { requestId, cards, links, rootIds };
  return new Promise((resolve) => {
    pending.set(requestId, (answer) => {
      performance.measure('ivr-layout', { start: 0, duration: answer.ms, detail: { cards: cards.length } });
      resolve(answer.positions);
    });
    layoutWorker().postMessage(request);
  });
}
