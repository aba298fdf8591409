import { useEffect, useState } from 'react';
import { BOARD_EVENTS } from '@/core/board/board-api';
import {
  boardHistorySchema,
  boardSnapshotSchema,
  type BoardHistory,
  type BoardSnapshot,
} from '@/core/board/board-snapshot';

/**
 * `live`: events arrive; `reconnecting`: the connection dropped and the browser is trying again;
 * `signed-out`: the session has ended; `not-allowed`: the role may not see the board.
 */
export type StreamStatus = 'connecting' | 'live' | 'reconnecting' | 'signed-out' | 'not-allowed';

export type BoardStream = {
  status: StreamStatus;
  snapshot: BoardSnapshot | null;
  history: BoardHistory | null;
  /** Server clock minus ours, from the last snapshot: ages are measured on the server's clock. */
  clockSkewMs: number;
};

const parse = <T>(schema: { safeParse: (v: unknown) => { success: boolean; data?: T } }, text: string) => {
  try {
    const result = schema.safeParse(JSON.parse(text));
    return result.success ? (result.data ?? null) : null;
  } catch {
    return null;
  }
};

/** Why the stream closed for good: the board's JSON answer tells 401 from 403 (EventSource cannot). */
async function closedBecause(): Promise<StreamStatus> {
  try {
    const response = await fetch('/api/board', { headers: { accept: 'application/json' } });
    if (response.status === 401) return 'signed-out';
    if (response.status === 403) return 'not-allowed';
  } catch {
    // the server is unreachable: keep trying
  }
  return 'reconnecting';
}

const RETRY_AFTER_CLOSE_MS = 3_000;

/**
 * The board's Server-Sent Events. The browser's EventSource reconnects by itself with the last event id
 * (the server then sends only what changed); when the server refuses the stream, a plain request tells
 * whether the session has ended, in which case the stream stays closed.
 */
export function useBoardStream(): BoardStream {
  const [stream, setStream] = useState<BoardStream>({
    status: 'connecting',
    snapshot: null,
    history: null,
    clockSkewMs: 0,
  });

  useEffect(() => {
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;
    let disposed = false;
    const update = (change: Partial<BoardStream>) => {
      if (!disposed) setStream((current) => ({ ...current, ...change }));
    };
    const connect = () => {
      source = new EventSource('/api/board/events');
      source.addEventListener(BOARD_EVENTS.snapshot, (event: MessageEvent<string>) => {
        const snapshot = parse(boardSnapshotSchema, event.data);
        if (snapshot) update({ snapshot, status: 'live', clockSkewMs: snapshot.generatedAt - Date.now() });
      });
      source.addEventListener(BOARD_EVENTS.history, (event: MessageEvent<string>) => {
        const history = parse(boardHistorySchema, event.data);
        if (history) update({ history });
      });
      source.addEventListener(BOARD_EVENTS.signedOut, () => {
        source?.close();
        update({ status: 'signed-out' });
      });
      source.onerror = () => {
        if (source?.readyState === EventSource.CONNECTING) {
          update({ status: 'reconnecting' });
          return;
        }
        source?.close();
        void closedBecause().then((status) => {
          if (disposed) return;
          update({ status });
          if (status === 'reconnecting') retry = setTimeout(connect, RETRY_AFTER_CLOSE_MS);
        });
      };
    };
    connect();
    return () => {
      disposed = true;
      source?.close();
      if (retry) clearTimeout(retry);
    };
  }, []);

  return stream;
}
