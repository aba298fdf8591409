import { layoutCards } from './layout-cards';
import type { LayoutRequest, LayoutResponse } from './layout-messages';

// Runs the layout off the main thread so a big menu never freezes the canvas.
self.onmessage = async (event: MessageEvent<LayoutRequest>) => {
  const { requestId, cards, links, rootIds, engine } = event.data;
  const started = performance.now();
  const positions = await layoutCards(cards, links, rootIds, engine);
  const answer: LayoutResponse = { requestId, positions, ms: performance.now() - started, engine };
  self.postMessage(answer);
};
