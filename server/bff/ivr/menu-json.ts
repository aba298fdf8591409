import { ivrMenuSchema, type IvrMenu } from '@/core/ivr/ivr-menu';

/** Menus are stored as JSON text and parsed back through the schema, so a bad row fails loudly. */
export const menuToJson = (menu: IvrMenu): string => JSON.stringify(menu);
export const menuFromJson = (text: string): IvrMenu => ivrMenuSchema.parse(JSON.parse(text));

export const EMPTY_MENU: IvrMenu = { rootNodeId: null, nodes: [], keys: [] };

const byId = <T extends { id: string }>(items: readonly T[]) =>
  [...items].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

/** Key order and list order carry no meaning: compare a canonical form. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return Object.fromEntries(entries.map(([key, field]) => [key, canonical(field)]));
  }
  return value;
}

export function sameMenu(a: IvrMenu, b: IvrMenu): boolean {
  const form = (menu: IvrMenu) =>
    JSON.stringify(
      canonical({ rootNodeId: menu.rootNodeId, nodes: byId(menu.nodes), keys: byId(menu.keys) }),
    );
  return form(a) === form(b);
}
