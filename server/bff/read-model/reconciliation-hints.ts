import type { CreateOptions } from '../upstream/resource-writes';
import type { ItemOf, KindName } from './kinds';
import type { ReadModelStore } from './read-model-store';

/**
 * What the read model's copy tells a write that has to settle a lost answer (server/bff/upstream/
 * resource-writes.ts): which objects were there before a create, and under which parent an object is
 * listed.
 */
export function reconciliationHints(store: ReadModelStore) {
  return {
    /**
     * `create` told which objects of its list the copy held before it was sent, so that after a lost
     * answer an identical one that was already there is not taken for the one it made.
     */
    seeing: <Input, Result>(
      owner: { create: (input: Input, options?: CreateOptions) => Promise<Result> },
      kind: KindName,
      parentOf: (input: Input) => string | undefined = () => undefined,
    ) => ({
      create: (input: Input, options: CreateOptions = {}) =>
        owner.create(input, { existing: () => store.ids(kind, parentOf(input)), ...options }),
    }),

    /**
     * Where the copy holds an object (its queue, node or tree), read only when a lost answer has to be
     * settled by listing that parent (the service lists routings, keys and nodes under it).
     */
    placeIn:
      <K extends 'routings' | 'ivr-keys' | 'ivr-nodes', T>(kind: K, id: string, of: (item: ItemOf<K>) => T) =>
      async () => {
        const kept = await store.item(kind, id).catch(() => undefined);
        return kept && of(kept);
      },
  };
}
