export type SseEvent = { id: string | null; event: string; data: string };

export type SseStream = {
  status: number;
  events: SseEvent[];
  /** Resolves with the first event (from the start of the stream) that matches, or rejects after `timeoutMs`. */
  waitFor: (match: (event: SseEvent) => boolean, timeoutMs?: number) => Promise<SseEvent>;
  closed: Promise<void>;
  close: () => void;
};

/** A Server-Sent Events client over fetch: it records every event, as a browser's EventSource reads them. */
export async function openSse(url: string, headers: Record<string, string>): Promise<SseStream> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  const closed = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = parseBlock(block);
          if (event) {
            events.push(event);
            waiters.forEach((wake) => wake());
          }
        }
      }
    } catch {
      // aborted by close()
    }
    waiters.forEach((wake) => wake());
  })();
  let ended = false;
  void closed.then(() => (ended = true));
  const waitFor = (match: (event: SseEvent) => boolean, timeoutMs = 10_000) =>
    new Promise<SseEvent>((resolve, reject) => {
      const check = () => {
        const found = events.find(match);
        if (found) {
          cleanup();
          resolve(found);
        } else if (ended) {
          cleanup();
          reject(new Error('the stream ended without the event'));
        }
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`no matching event within ${timeoutMs} ms`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });
  return { status: response.status, events, waitFor, closed, close: () => controller.abort() };
}

function parseBlock(block: string): SseEvent | null {
  let id: string | null = null;
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':') || line === '') continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') id = value;
    else if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return data.length === 0 ? null : { id, event, data: data.join('\n') };
}
