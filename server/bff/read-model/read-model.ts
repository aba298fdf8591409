import type { Kysely } from 'kysely';
import type { IvrNode } from '@/core/api/ivr-nodes';
import type { IvrTree } from '@/core/api/ivr-trees';
import { oldestFreshness, type Freshness } from '@/core/api/read-model';
import type { AppDatabase } from '../../db/schema';
import { mapWithConcurrency } from '../routes/contact-center/map-with-concurrency';
import type { ServiceClients } from '../upstream/service-clients';
import type { ItemOf, KindName } from './kinds';
import { filterAndSort, ListViews, pageOf, type ListFilter } from './list-views';
import { loadList, unpaced, type CallCounter, type Pace } from './list-loaders';
import { ReadModelStore, type ListMeta } from './read-model-store';
import { WalkRecord } from './walk-record';

/** Key lists read at once when a tree is opened before the refresher walked it. */
const LISTS_IN_FLIGHT = 4;

export type ReadModelOptions = {
  db: Kysely<AppDatabase>;
  scope: string;
  service: ServiceClients;
  log: (message: string, error?: unknown) => void;
  now?: () => Date;
};

const freshnessOf = (meta: ListMeta | undefined): Freshness => ({
  asOf: meta?.confirmed_at ?? null,
  refreshFailedAt: meta?.failed_at ?? null,
});

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The BFF's copy of the service's configuration, for one scope. A list never read yet is read from the
 * service on first use (once per instance at a time); after that it is served from the copy, which the
 * console's writes keep current (write-through) and the refresher re-reads in the background.
 */
export class ReadModel {
  readonly store: ReadModelStore;
  readonly walks: WalkRecord;
  private readonly views = new ListViews();
  private readonly inFlight = new Map<string, Promise<void>>();
  /** A failure is logged once per list until it recovers, so a dead service does not flood the log. */
  private readonly failing = new Set<string>();

  constructor(private readonly options: ReadModelOptions) {
    const now = options.now ?? (() => new Date());
    this.store = new ReadModelStore(options.db, options.scope, now);
    this.walks = new WalkRecord(options.db, options.scope, now);
  }

  get service(): ServiceClients {
    return this.options.service;
  }

  /**
   * Re-reads one list from the service. A failure keeps the last good copy, marks the list failed (logged
   * once) and is thrown to the caller.
   */
  refresh(kind: KindName, parentId = '', pace: Pace = unpaced, counter?: CallCounter): Promise<void> {
    const key = `${kind}/${parentId}`;
    const running = this.inFlight.get(key);
    if (running) return running;
    const work = (async () => {
      try {
        const items = await loadList(this.options.service, kind, parentId, pace, counter);
        await this.store.replaceList(kind, parentId, items);
        this.failing.delete(key);
      } catch (error) {
        if (!this.failing.has(key)) {
          this.failing.add(key);
          this.options.log(`read model: refreshing ${key} failed; the last good copy is kept`, error);
        }
        await this.store.markFailed(kind, parentId, describe(error)).catch(() => undefined);
        throw error;
      }
    })().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, work);
    return work;
  }

  /** The list's state, after reading it from the service if it was never read whole. */
  async ensure(kind: KindName, parentId = ''): Promise<ListMeta> {
    const meta = await this.store.meta(kind, parentId);
    if (meta?.confirmed_at) return meta;
    await this.refresh(kind, parentId);
    return (await this.store.meta(kind, parentId))!;
  }

  /** Every row of a list matching the filter, in order. */
  async rows<K extends KindName>(
    kind: K,
    parentId: string,
    filter: ListFilter,
  ): Promise<{ rows: ItemOf<K>[]; freshness: Freshness }> {
    const meta = await this.ensure(kind, parentId);
    const view = await this.views.view(`${kind}/${parentId}`, kind, Number(meta.version), () =>
      this.store.items(kind, parentId),
    );
    return { rows: filterAndSort(kind, view, filter), freshness: freshnessOf(meta) };
  }

  /** One page of a list, searched and sorted over every row. */
  async page<K extends KindName>(
    kind: K,
    parentId: string,
    query: ListFilter & { page: number; pageSize: number },
  ) {
    const { rows, freshness } = await this.rows(kind, parentId, query);
    return { ...pageOf(rows, query.page, query.pageSize), freshness };
  }

  async freshness(kind: KindName, parentId = ''): Promise<Freshness> {
    return freshnessOf(await this.store.meta(kind, parentId));
  }

  /**
   * A tree's nodes and their keys: lists the refresher has not read yet are read now (the keys a few
   * nodes at a time), then kept.
   */
  async treeMenu(treeId: string) {
    await this.ensure('ivr-nodes', treeId);
    const nodes = await this.store.items('ivr-nodes', treeId);
    const read = new Set(
      (await this.store.metas('ivr-keys')).filter((m) => m.confirmed_at).map((m) => m.parent_id),
    );
    const unread = nodes.filter((node) => !read.has(node.id));
    await mapWithConcurrency(unread, LISTS_IN_FLIGHT, (node) => this.refresh('ivr-keys', node.id));
    const keys = await this.store.itemsUnder(
      'ivr-keys',
      nodes.map((node) => node.id),
    );
    return { nodes, keys };
  }

  /**
   * Every tree the copy holds and the nodes of each, and how fresh they are together: node lists never read
   * are read now, a few at a time, then kept; `reread` reads every one again ("refresh now"), keeping the
   * last good copy of a list that fails.
   */
  async nodesOfEveryTree(
    reread = false,
  ): Promise<{ trees: IvrTree[]; nodes: IvrNode[]; freshness: Freshness }> {
    // A read that fails fails the answer, unless it re-reads a list whose last good copy is kept.
    const attempt = async (read: Promise<unknown>) =>
      void (await (reread ? read.catch(() => undefined) : read));
    await attempt(this.ensure('ivr-trees'));
    const trees = await this.store.items('ivr-trees', '');
    const nodeListMetas = async () =>
      new Map((await this.store.metas('ivr-nodes')).map((meta) => [meta.parent_id, meta]));
    const before = await nodeListMetas();
    const unread = reread ? trees : trees.filter((tree) => !before.get(tree.id)?.confirmed_at);
    await mapWithConcurrency(unread, LISTS_IN_FLIGHT, (tree) => attempt(this.refresh('ivr-nodes', tree.id)));
    const metas = await nodeListMetas();
    const nodes = await this.store.itemsUnder(
      'ivr-nodes',
      trees.map((tree) => tree.id),
    );
    const freshness = oldestFreshness([
      await this.freshness('ivr-trees'),
      ...trees.map((tree) => freshnessOf(metas.get(tree.id))),
    ]);
    return { trees, nodes, freshness };
  }

  /**
   * Every tree, node and key: the first walk of a scope happens once (the refresher's, or the first
   * request that needs every key); after that the refresher keeps it current.
   */
  async ensureWalked(): Promise<void> {
    if (await this.walks.lastFinished()) return;
    await this.walk(unpaced);
  }

  /** Reads every tree, then each tree's nodes, then each node's keys; drops what no longer exists. */
  walk(pace: Pace, counter: CallCounter = { calls: 0 }, concurrency = LISTS_IN_FLIGHT): Promise<void> {
    const running = this.inFlight.get('walk');
    if (running) return running;
    const work = (async () => {
      const started = new Date();
      await this.refresh('ivr-trees', '', pace, counter);
      const trees = await this.store.items('ivr-trees', '');
      const treeIds = new Set(trees.map((tree) => tree.id));
      const goneTrees = (await this.store.metas('ivr-nodes')).filter((m) => !treeIds.has(m.parent_id));
      await this.store.dropLists(
        'ivr-nodes',
        goneTrees.map((meta) => meta.parent_id),
      );
      for (const tree of trees) {
        await this.refresh('ivr-nodes', tree.id, pace, counter).catch(() => undefined);
        const nodes = await this.store.items('ivr-nodes', tree.id);
        await mapWithConcurrency(nodes, concurrency, (node) =>
          this.refresh('ivr-keys', node.id, pace, counter).catch(() => undefined),
        );
      }
      const nodeIds = new Set((await this.store.items('ivr-nodes')).map((node) => node.id));
      const goneNodes = (await this.store.metas('ivr-keys')).filter((m) => !nodeIds.has(m.parent_id));
      await this.store.dropLists(
        'ivr-keys',
        goneNodes.map((meta) => meta.parent_id),
      );
      await this.walks.finished(started, counter.calls);
    })().finally(() => this.inFlight.delete('walk'));
    this.inFlight.set('walk', work);
    return work;
  }
}
