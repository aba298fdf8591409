import { layoutCards } from './layout-cards';
import type { LayoutRequest, LayoutResponse } from './layout-messages';

// Runs the layout off the main thread so a big menu never freezes the canvas.
self.onmessage = (event: MessageEvent<LayoutRequest>) => {
  const { requestId, cards, links, rootIds } = event.data;
  const started = performance.now();
  const positions = layoutCards(cards, links, rootIds);
  const answer: LayoutResponse = { requestId, positions, ms: performance.now() - started };
  self.postMessage(answer);
};
