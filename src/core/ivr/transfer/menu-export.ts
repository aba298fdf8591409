import { z } from 'zod';
import { savePathTestsRequestSchema } from '../../api/ivr-designer-path-tests';
import type { CardPositions } from '../draft-doc/draft-doc-shape';
import { TARGET_CARD_PREFIX } from '../draft-doc/draft-doc-shape';
import { ivrMenuSchema, menuKeySchema, menuNodeSchema, type IvrMenu } from '../ivr-menu';

export const MENU_EXPORT_FORMAT = 'switchboard.ivr';
export const MENU_EXPORT_VERSION = 1;

export const cardXYSchema = z.object({ x: z.number().finite(), y: z.number().finite() });
/** Where each card sits, by card id (a node's id, or `key:<keyId>` for a key's target card). */
export const exportedPositionsSchema = z.record(z.string(), cardXYSchema);
/** The tree's saved path tests and their limit, as a save would send them (without its revision). */
export const exportedPathTestsSchema = savePathTestsRequestSchema.omit({ revision: true });
export type ExportedPathTests = z.infer<typeof exportedPathTestsSchema>;

/**
 * A menu saved to a file: versioned so a later Switchboard can still read (or clearly refuse) it. Card
 * positions and saved path tests were added to version 1 as optional fields: files without them still read.
 */
export const menuExportSchema = z.object({
  format: z.literal(MENU_EXPORT_FORMAT),
  version: z.literal(MENU_EXPORT_VERSION),
  treeName: z.string(),
  rootNodeId: ivrMenuSchema.shape.rootNodeId,
  nodes: z.array(menuNodeSchema),
  keys: z.array(menuKeySchema),
  positions: exportedPositionsSchema.optional(),
  pathTests: exportedPathTestsSchema.optional(),
});
export type MenuExport = z.infer<typeof menuExportSchema>;

type ExportExtras = { positions?: CardPositions; pathTests?: ExportedPathTests | null };

export function exportMenu(treeName: string, menu: IvrMenu, extras: ExportExtras = {}): MenuExport {
  const positions = extras.positions ? positionsOfCards(menu, extras.positions) : undefined;
  return {
    format: MENU_EXPORT_FORMAT,
    version: MENU_EXPORT_VERSION,
    treeName,
    rootNodeId: menu.rootNodeId,
    nodes: menu.nodes.map((node) => ({ ...node })),
    keys: menu.keys.map((key) => ({ ...key, action: { ...key.action } })),
    ...(positions ? { positions } : {}),
    ...(extras.pathTests ? { pathTests: extras.pathTests } : {}),
  };
}

/** Only the places of cards the menu has: a draft keeps places of cards deleted since. */
function positionsOfCards(menu: IvrMenu, positions: CardPositions): CardPositions {
  const cards = new Set([
    ...menu.nodes.map((node) => node.id),
    ...menu.keys.map((key) => `${TARGET_CARD_PREFIX}${key.id}`),
  ]);
  return Object.fromEntries(Object.entries(positions).filter(([cardId]) => cards.has(cardId)));
}
