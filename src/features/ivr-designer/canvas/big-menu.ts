/**
 * Past this many cards a canvas is big: only the cards in view are drawn; while the view settles (opened,
 * tidied) edges reach React Flow a batch a frame (gradual-edges.ts); the overview map draws its prompts as
 * one path (overview-map.tsx); changes reach the canvas as a background render; and a fit jumps rather
 * than flies.
 */
export const BIG_MENU_CARDS = 150;
