import { BOARD_EVENTS, formatBoardEventId, type BoardEventId } from '@/core/board/board-api';
import type { PublishedBoard } from './board-poller-row';

type Part = { version: number; json: string };

/** The Server-Sent Events text of one change, written once and sent to every viewer as it is. */
export type BoardChange = { id: BoardEventId; text: string };

/**
 * What this instance streams: the latest snapshot and history, however they reached it (its own poll or
 * the row another instance's poller wrote). Each change is formatted once, whatever the number of viewers.
 */
export class BoardHub {
  private snapshot: Part | null = null;
  private history: Part | null = null;
  private readonly listeners = new Set<(change: BoardChange) => void>();

  get viewers() {
    return this.listeners.size;
  }

  get currentId(): BoardEventId {
    return { snapshot: this.snapshot?.version ?? 0, history: this.history?.version ?? 0 };
  }

  /** The current snapshot's JSON (GET /api/board), or null before the first poll. */
  get snapshotJson() {
    return this.snapshot?.json ?? null;
  }

  accept(board: PublishedBoard): void {
    const snapshotChanged = board.snapshot !== null && board.snapshotVersion !== this.snapshot?.version;
    const historyChanged = board.history !== null && board.historyVersion !== this.history?.version;
    if (snapshotChanged) this.snapshot = { version: board.snapshotVersion, json: board.snapshot! };
    if (historyChanged) this.history = { version: board.historyVersion, json: board.history! };
    if (!snapshotChanged && !historyChanged) return;
    const change = this.since({
      snapshot: snapshotChanged ? -1 : board.snapshotVersion,
      history: historyChanged ? -1 : board.historyVersion,
    });
    if (change) for (const listener of this.listeners) listener(change);
  }

  /** What a viewer that last saw `seen` lacks, as one piece of stream text; null when it is up to date. */
  since(seen: BoardEventId | null): BoardChange | null {
    const id = this.currentId;
    const eventId = formatBoardEventId(id);
    let text = '';
    if (this.history && seen?.history !== this.history.version) {
      text += `id: ${eventId}\nevent: ${BOARD_EVENTS.history}\ndata: ${this.history.json}\n\n`;
    }
    if (this.snapshot && seen?.snapshot !== this.snapshot.version) {
      text += `id: ${eventId}\nevent: ${BOARD_EVENTS.snapshot}\ndata: ${this.snapshot.json}\n\n`;
    }
    return text === '' ? null : { id, text };
  }

  subscribe(listener: (change: BoardChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
