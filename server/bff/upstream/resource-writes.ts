import type { ServiceHttp } from './service-http';
import { reconciled } from './write-reconciliation';

/**
 * The writes of one listable resource, each of which finds out what happened when its answer is lost:
 * a create lists and matches what it sent (and is never sent twice, see UnsureCreates), an update re-reads
 * the object and compares what it set, a delete re-reads whether the object is gone.
 */
export function resourceWrites<Item>(
  http: ServiceHttp,
  list: () => Promise<Item[]>,
  idOf: (item: Item) => string,
) {
  const byId = async (id: string) => (await list()).find((item) => idOf(item) === id);
  return {
    /** `sent` is what the create sends (it keys a retry); the newest matching item is taken as made by it. */
    create<Result>(
      operation: string,
      sent: unknown,
      send: () => Promise<Result>,
      matches: (item: Item) => boolean,
      answer: (item: Item) => Result,
    ): Promise<Result> {
      return http.unsureCreates.create(`${operation} ${JSON.stringify(sent)}`, send, async () => {
        const found = (await list()).filter(matches).at(-1);
        return found === undefined ? undefined : answer(found);
      });
    },

    /** `applied` says whether the re-read object holds what the update set. */
    update(id: string, send: () => Promise<void>, applied: (item: Item) => boolean): Promise<void> {
      return reconciled(send, async () => {
        const item = await byId(id);
        return item !== undefined && applied(item) ? { done: true, value: undefined } : { done: false };
      });
    },

    remove(id: string, send: () => Promise<void>): Promise<void> {
      return reconciled(send, async () =>
        (await byId(id)) === undefined ? { done: true, value: undefined } : { done: false },
      );
    },
  };
}

/** Whether `item` holds every field `input` gives (undefined means "not given"), `except` those named. */
export function holdsGiven<Item extends object>(
  item: Item,
  input: Partial<Record<keyof Item, unknown>>,
  except: readonly (keyof Item)[] = [],
): boolean {
  return (Object.entries(input) as [keyof Item, unknown][]).every(
    ([field, value]) => value === undefined || except.includes(field) || item[field] === value,
  );
}
