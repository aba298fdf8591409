/**
 * Past this many cards a canvas is big: only the cards in view are drawn; while the view settles (opened,
 * tidied) edges reach React Flow a batch a frame (gradual-edges.ts); the minimap shows prompts only;
 * changes reach the canvas as a background render; and a fit jumps rather than flies.
 */
export const BIG_MENU_CARDS = 150;
