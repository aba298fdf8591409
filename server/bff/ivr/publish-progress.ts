import type { PublishProgress } from '@/core/api/ivr-designer-publishes';
import type { IvrJournalRow, IvrPublishRow } from '../../db/tables/ivr-designer';
import { operationOf } from './publish-runner';
import { INTERRUPTED, type PublishStore } from './publish-store';

const time = (iso: string | null) => (iso === null ? null : Date.parse(iso));

/**
 * A publish as the designer follows it. A `running` publish whose lease ran out was interrupted (its
 * instance stopped): it reads as failed and resumable.
 */
export function toProgress(
  publish: IvrPublishRow,
  journal: readonly IvrJournalRow[],
  store: PublishStore,
): PublishProgress {
  const interrupted = publish.status === 'running' && store.expired(publish.lease_expires_at);
  const status = interrupted ? 'failed' : publish.status;
  return {
    publishId: publish.id,
    treeId: publish.tree_id,
    kind: publish.kind,
    status,
    note: publish.note,
    total: journal.length,
    applied: journal.filter((row) => row.status === 'applied').length,
    operations: journal.map((row) => ({
      seq: row.seq,
      operation: operationOf(row),
      status: row.status,
      createdId: row.created_id,
      error: row.error,
      uncertain: row.uncertain === 1,
    })),
    error: interrupted ? INTERRUPTED : publish.error,
    resumable: status === 'failed' || status === 'conflict',
    versionNumber: publish.version_number,
    createdBy: publish.created_by_name,
    createdAt: Date.parse(publish.created_at),
    finishedAt: time(publish.finished_at),
  };
}
