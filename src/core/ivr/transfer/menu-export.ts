import { z } from 'zod';
import { ivrMenuSchema, menuKeySchema, menuNodeSchema, type IvrMenu } from '../ivr-menu';

export const MENU_EXPORT_FORMAT = 'switchboard.ivr';
export const MENU_EXPORT_VERSION = 1;

/** A menu saved to a file: versioned so a later Switchboard can still read (or clearly refuse) it. */
export const menuExportSchema = z.object({
  format: z.literal(MENU_EXPORT_FORMAT),
  version: z.literal(MENU_EXPORT_VERSION),
  treeName: z.string(),
  rootNodeId: ivrMenuSchema.shape.rootNodeId,
  nodes: z.array(menuNodeSchema),
  keys: z.array(menuKeySchema),
});
export type MenuExport = z.infer<typeof menuExportSchema>;

export function exportMenu(treeName: string, menu: IvrMenu): MenuExport {
  return {
    format: MENU_EXPORT_FORMAT,
    version: MENU_EXPORT_VERSION,
    treeName,
    rootNodeId: menu.rootNodeId,
    nodes: menu.nodes.map((node) => ({ ...node })),
    keys: menu.keys.map((key) => ({ ...key, action: { ...key.action } })),
  };
}
