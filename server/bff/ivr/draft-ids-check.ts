import { isNewId, type IvrMenu } from '@/core/ivr/ivr-menu';

/**
 * Ids in a menu written into a draft that the draft cannot hold: each must be a `new-…` id or one of
 * this tree (in the draft or the live menu it follows), and unique. Answered per field, like zod's.
 */
export function foreignIds(menu: IvrMenu, current: { menu: IvrMenu; base: IvrMenu }): Record<string, string> {
  const known = new Set(
    [...current.menu.nodes, ...current.menu.keys, ...current.base.nodes, ...current.base.keys].map(
      (item) => item.id,
    ),
  );
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  const check = (id: string, field: string) => {
    if (seen.has(id)) errors[field] = `Id ${id} is used twice`;
    else if (!isNewId(id) && !known.has(id)) errors[field] = `Id ${id} is no node or key of this tree`;
    seen.add(id);
  };
  menu.nodes.forEach((node, index) => check(node.id, `nodes.${index}.id`));
  menu.keys.forEach((key, index) => check(key.id, `keys.${index}.id`));
  return errors;
}
