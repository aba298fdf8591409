import type { PublishOperation } from '@/core/ivr/publish-operation';
import type { IvrJournalRow, IvrPublishRow } from '../../db/tables/ivr-designer';
import type { ContactCenterClient } from '../upstream/contact-center-client';
import { readDraft } from '@/core/ivr/draft-doc/read-draft';
import { recordServiceIds, writeBase, writeDraft } from '@/core/ivr/draft-doc/write-draft';
import { liveMenu } from './live-menu';
import type { DraftDocs } from './live/draft-docs';
import { SERVER_ORIGIN } from './live/draft-room';
import { renameCreated, resolveOperation } from './id-remap';
import { menuFromJson } from './menu-json';
import { executeOperation, isCreate } from './publish-executor';
import { failureOf } from './publish-failure';
import { detached } from '../upstream/request-deadline';
import { INTERRUPTED, type PublishStore } from './publish-store';
import type { VersionStore } from './version-store';

export type PublishRunnerDeps = {
  store: PublishStore;
  versions: VersionStore;
  draftDocs: DraftDocs;
  service: ContactCenterClient;
  leaseMs: number;
  log: (message: string, error?: unknown) => void;
};

export const operationOf = (row: IvrJournalRow) => JSON.parse(row.operation) as PublishOperation;

/** The service's ids of what the journal's applied creates made, by the draft's `new-…` id. */
export function createdIdsOf(journal: readonly IvrJournalRow[]): Map<string, string> {
  const ids = new Map<string, string>();
  for (const row of journal) {
    const operation = operationOf(row);
    if (row.status === 'applied' && row.created_id && isCreate(operation))
      ids.set(operation.ref, row.created_id);
  }
  return ids;
}

/**
 * Runs publishes in the background of this instance, apart from the request that started them: sends the
 * journal's pending operations in order, recording each outcome before the next call, renews the lease
 * meanwhile, and on success records the version and moves the draft and layout onto the service's ids.
 * On close, each run stops after its call in flight and is marked failed (resumable).
 */
export class PublishRunner {
  private readonly runs = new Map<string, Promise<void>>();
  private readonly stopping = new AbortController();

  constructor(private readonly deps: PublishRunnerDeps) {}

  launch(publishId: string): void {
    if (this.runs.has(publishId) || this.stopping.signal.aborted) return;
    // It outlives the request that starts it: its calls keep their own deadlines, not the request's.
    const run = detached(() => this.run(publishId))
      .catch((error: unknown) => this.deps.log(`IVR publish ${publishId} ended on an error`, error))
      .finally(() => this.runs.delete(publishId));
    this.runs.set(publishId, run);
  }

  async stop(): Promise<void> {
    this.stopping.abort();
    await Promise.allSettled([...this.runs.values()]);
  }

  private async run(publishId: string): Promise<void> {
    const { store } = this.deps;
    const leaseLost = new AbortController();
    const heartbeat = setInterval(() => {
      store.renew(publishId).then(
        (held) => held || leaseLost.abort(),
        (error: unknown) => this.deps.log(`could not renew the lease of IVR publish ${publishId}`, error),
      );
    }, this.deps.leaseMs / 3);
    try {
      const signal = AbortSignal.any([this.stopping.signal, leaseLost.signal]);
      const outcome = await this.applyPending(publishId, signal);
      if (leaseLost.signal.aborted) return;
      if (outcome === 'stopped') await store.finish(publishId, 'failed', { error: INTERRUPTED });
      else if (outcome !== 'done') await store.finish(publishId, outcome.status, { error: outcome.error });
      else await this.complete(publishId);
    } catch (error) {
      // E.g. the service went down while the new live tree was being read: resuming finishes the job.
      await store.finish(publishId, 'failed', { error: failureOf(error, false).error });
      this.deps.log(`IVR publish ${publishId} failed`, error);
    } finally {
      clearInterval(heartbeat);
    }
  }

  private async applyPending(publishId: string, signal: AbortSignal) {
    const { store, service } = this.deps;
    const publish = await this.publishOf(publishId);
    const journal = await store.journal(publishId);
    const ids = createdIdsOf(journal);
    for (const row of journal) {
      if (row.status === 'applied') continue;
      if (signal.aborted) return 'stopped' as const;
      const operation = operationOf(row);
      try {
        const createdId = await executeOperation(service, publish.tree_id, resolveOperation(operation, ids));
        if (createdId && isCreate(operation)) ids.set(operation.ref, createdId);
        await store.recordApplied(publishId, row.seq, createdId);
      } catch (error) {
        const failure = failureOf(error, isCreate(operation));
        await store.recordFailed(publishId, row.seq, failure.error, failure.uncertain);
        return failure;
      }
    }
    return 'done' as const;
  }

  /**
   * Everything applied: the live tree becomes a version, and the draft follows — one console edit of the
   * document that every open editor sees: the service's ids of what was created are recorded beside the
   * draft's `new-…` ids (so cards keep their place and everyone's concurrent edits of them), the base
   * moves to the new live menu, and a draft nobody edited while the publish ran becomes that live menu.
   */
  private async complete(publishId: string): Promise<void> {
    const { store, versions, draftDocs, service } = this.deps;
    const publish = await this.publishOf(publishId);
    const ids = createdIdsOf(await store.journal(publishId));
    const author = { id: publish.created_by, displayName: publish.created_by_name };
    const live = await liveMenu(service, publish.tree_id);
    const versionNumber = await versions.record({
      treeId: publish.tree_id,
      menu: live,
      note: publish.note,
      publishId,
      author,
    });
    const draft = await draftDocs.read(publish.tree_id);
    const editedMeanwhile = draft.updatedAt.toISOString() > publish.created_at;
    await draftDocs.edit(publish.tree_id, author, (doc) => {
      recordServiceIds(doc, ids, SERVER_ORIGIN);
      writeBase(doc, live, SERVER_ORIGIN);
      if (!editedMeanwhile)
        writeDraft(doc, { menu: live, positions: readDraft(doc).positions }, SERVER_ORIGIN);
    });
    await store.finish(publishId, 'succeeded', { versionNumber });
  }

  private async publishOf(publishId: string): Promise<IvrPublishRow> {
    const publish = await this.deps.store.find(publishId);
    if (!publish) throw new Error(`IVR publish ${publishId} vanished`);
    return publish;
  }
}

/** The publish's target with what has been created so far renamed: what a resume plans towards. */
export const targetOf = (publish: IvrPublishRow, ids: ReadonlyMap<string, string>) =>
  renameCreated(menuFromJson(publish.target), ids);
