import { warmUpElk } from './elk-warm-up';
import { layoutCards } from './layout-cards';
import { ELK_DETAILED_MAX_CARDS } from './layout-engine';
import type { LayoutRequest, LayoutResponse } from './layout-messages';

let elkWarm = false;

// Runs the layout off the main thread so a big menu never freezes the canvas.
self.onmessage = async (event: MessageEvent<LayoutRequest>) => {
  const { requestId, cards, links, rootIds, engine } = event.data;
  const started = performance.now();
  const positions = await layoutCards(cards, links, rootIds, engine);
  const answer: LayoutResponse = { requestId, positions, ms: performance.now() - started, engine };
  self.postMessage(answer);
  if (engine === 'elk') elkWarm = true;
  // A big menu was shown with the tree layout: its tidy-up will ask ELK, so warm it while the person looks.
  else if (!elkWarm && cards.length > ELK_DETAILED_MAX_CARDS) {
    elkWarm = true;
    await warmUpElk();
  }
};
