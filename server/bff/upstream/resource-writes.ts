import type { z } from 'zod';
import { pathWithId } from './contact-center-wire';
import type { ServiceHttp, ServiceRequest } from './service-http';
import type { Found } from './unsure-creates';
import { reconciled, type Verdict } from './write-reconciliation';

/** A parent known now, or looked up only when a lost answer needs it (e.g. in the read model). */
export type Place<T> = T | (() => Promise<T | undefined>);

const placeOf = async <T>(place: Place<T> | undefined): Promise<T | undefined> =>
  typeof place === 'function' ? (place as () => Promise<T | undefined>)() : place;

/** A write's call to the service, less what its resource fixes (surface, method, path). */
export type WriteCall<S extends z.ZodType> = Omit<ServiceRequest<S>, 'surface' | 'method' | 'path'>;

/**
 * A resource whose writes find out what happened when their answer is lost: where it lives, and how its
 * objects are re-read. `list` gets the parent a write named (`scope`: the tree of a node, the queue of a
 * routing) and answers every object under it, or `undefined` when it cannot list without one.
 */
export type ReconciledResource<Item, Scope> = {
  surface: 'base' | 'api';
  path: string;
  list: (scope: Scope | undefined) => Promise<Item[] | undefined>;
  idOf: (item: Item) => string;
  /** Whether `item` is the object a path names by `id` (default: its id is `id`). */
  isNamed?: (item: Item, id: string) => boolean;
};

/**
 * `lostAnswer: 'report'` sends a create once and leaves a lost answer to the caller, as the outcome-unknown
 * error: for a caller that settles it itself against what it knows (a publish's journal).
 */
export type CreateOptions = {
  lostAnswer?: 'reconcile' | 'report';
  /**
   * The ids that existed before the create was sent (e.g. the read model's copy): after a lost answer none
   * of them is taken as made by it, so an identical object that was already there is not mistaken for it.
   */
  existing?: () => Promise<ReadonlySet<string>>;
};

/** How a create is recognised among the re-read objects, and what it answers. */
export type CreateRecognition<S extends z.ZodType, Item, Result, Scoped> = CreateOptions & {
  /** The parent it is made under, for the re-read. */
  scope?: Scoped;
  /** What names this create for a retry (default: what it sends; stored only as an HMAC). */
  key?: unknown;
  /** Its answer when the service's answer came. */
  answer: (wire: z.infer<S>) => Result;
  /** Whether a re-read object is what it makes; `since` is when it was first sent (ms). */
  made: (item: Item, since: number) => boolean;
  /** Its answer from the object it made. */
  result: (item: Item) => Result;
  /** Several matching objects: the newest is taken as its (default), or the outcome stays unknown. */
  several?: 'newest' | 'unknown';
};

/** How an update is recognised: `applied` says whether the re-read object holds it, or 'unknown'. */
export type UpdateRecognition<S extends z.ZodType, Item, Scoped> = {
  scope?: Place<Scoped>;
  applied: (item: Item) => boolean | 'unknown';
  /** Checks the service's answer when it came (e.g. a `res_*` flag). */
  accept?: (wire: z.infer<S>) => void;
};

/**
 * The writes of one resource, each reconciled when its answer is lost (write-reconciliation.ts): a
 * create lists and matches what it sent (and a retry looks before sending again, see UnsureCreates), an
 * update re-reads the object and compares what it set, a delete re-reads whether the object is gone. A
 * client states only its calls and how its writes are recognised.
 */
export function reconciledWrites<Item, ResourceScope = undefined>(
  http: ServiceHttp,
  resource: ReconciledResource<Item, ResourceScope>,
) {
  const send = <S extends z.ZodType>(method: 'POST' | 'PUT' | 'DELETE', path: string, call: WriteCall<S>) =>
    http.call({ ...call, surface: resource.surface, method, path });
  /** Sends an update or delete and checks its answer (`accept?.(await …)` would never send without one). */
  const sendChecked = async <S extends z.ZodType>(
    method: 'PUT' | 'DELETE',
    id: string,
    call: WriteCall<S>,
    accept: ((wire: z.infer<S>) => void) | undefined,
  ) => {
    const answer = await send(method, objectPath(id), call);
    accept?.(answer);
  };
  const objectPath = (id: string) => pathWithId(resource.path, id);
  /** The object re-read by id: undefined when it is gone, 'unknown' when its list cannot be read. */
  const byId = async (id: string, scope: Place<ResourceScope> | undefined) => {
    const items = await resource.list(await placeOf(scope));
    const named = resource.isNamed ?? ((item: Item) => resource.idOf(item) === id);
    return items === undefined ? ('unknown' as const) : items.find((item) => named(item, id));
  };

  return {
    async create<S extends z.ZodType, Result>(
      call: WriteCall<S>,
      how: CreateRecognition<S, Item, Result, ResourceScope>,
    ): Promise<Result> {
      if (how.lostAnswer === 'report') return how.answer(await send('POST', resource.path, call));
      const key = http.unsureCreates.keyOf(call.operation, how.key ?? call.json ?? call.query);
      // Read before sending; a copy that cannot be read excludes nothing.
      const existing = how.existing ? await how.existing().catch(() => new Set<string>()) : new Set<string>();
      /** A retry's look takes the object an earlier unsure send made, which the copy may hold by now. */
      const find = async (since: number, afterSend: boolean): Promise<Found<Result>> => {
        const items = await resource.list(how.scope);
        if (items === undefined) return 'ambiguous';
        const matching = items.filter(
          (item) => how.made(item, since) && !(afterSend && existing.has(resource.idOf(item))),
        );
        const made = matching.at(-1);
        if (made === undefined) return 'none';
        if (matching.length > 1 && how.several === 'unknown') return 'ambiguous';
        return { found: how.result(made) };
      };
      return http.unsureCreates.create(
        key,
        async () => how.answer(await send('POST', resource.path, call)),
        find,
      );
    },

    update<S extends z.ZodType>(
      id: string,
      call: WriteCall<S>,
      how: UpdateRecognition<S, Item, ResourceScope>,
    ): Promise<void> {
      return reconciled(
        () => sendChecked('PUT', id, call, how.accept),
        async (): Promise<Verdict<void>> => {
          const item = await byId(id, how.scope);
          if (item === 'unknown') return { done: 'unknown' };
          const applied = item === undefined ? false : how.applied(item);
          if (applied === 'unknown') return { done: 'unknown' };
          return applied ? { done: true, value: undefined } : { done: false };
        },
      );
    },

    remove<S extends z.ZodType>(
      id: string,
      call: WriteCall<S>,
      how: Omit<UpdateRecognition<S, Item, ResourceScope>, 'applied'> = {},
    ): Promise<void> {
      return reconciled(
        () => sendChecked('DELETE', id, call, how.accept),
        async (): Promise<Verdict<void>> => {
          const item = await byId(id, how.scope);
          if (item === 'unknown') return { done: 'unknown' };
          return item === undefined ? { done: true, value: undefined } : { done: false };
        },
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
