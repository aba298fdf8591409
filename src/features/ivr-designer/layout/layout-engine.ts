export type LayoutEngine = 'elk' | 'tree';

/**
 * Why a layout is asked: to show cards that have no place yet (opening a menu, a new card, the simulator and
 * the diff views), which must not keep anyone waiting; or to tidy the menu up, which a person asked for and
 * waits a second for.
 */
export type LayoutPurpose = 'show' | 'tidy';

/**
 * Up to this many cards ELK lays every card out with its full node placement. Past it, ELK lays out the
 * nodes alone, each carrying its exit cards (fold-exit-cards.ts), with its one-pass node placement
 * ('SIMPLE', elk-layout.ts): 1,000 nodes within a second once ELK is warm.
 */
export const ELK_DETAILED_MAX_CARDS = 800;

/**
 * The most cards ELK lays out, by purpose. Showing a big menu takes the linear tree layout at once; tidying
 * up takes ELK up to about 1,500 nodes. Past that, or past the time budget (layout/run-layout.ts), the tree
 * layout. Both place cards and key labels without overlaps.
 */
export const ELK_MAX_CARDS: Record<LayoutPurpose, number> = { show: ELK_DETAILED_MAX_CARDS, tidy: 4000 };

/**
 * How long ELK may take (worker start included) before the tree layout lays the menu out instead: a safety
 * net for a slow machine, well above what menus within ELK_MAX_CARDS take.
 */
export const ELK_BUDGET_MS = 2500;

export function engineFor(cardCount: number, purpose: LayoutPurpose = 'show'): LayoutEngine {
  return cardCount > ELK_MAX_CARDS[purpose] ? 'tree' : 'elk';
}
