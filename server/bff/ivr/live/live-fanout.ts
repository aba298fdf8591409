import { sql, type Kysely, type Transaction } from 'kysely';
import type pg from 'pg';
import { z } from 'zod';
import type { AppDatabase } from '@server/db/schema';

/** What one instance tells the others about a draft. */
export type FanoutHandlers = {
  /** An update stored by another instance: inline when small, else to be read by its number. */
  update: (treeId: string, seq: number, update: Uint8Array | null) => void;
  presence: (treeId: string, update: Uint8Array) => void;
  /** Notifications may have been missed (the listening connection was lost): read everything again. */
  resync: () => void;
};

export interface LiveFanout {
  /** Inside the transaction that stores the update: the others hear of it when it commits. */
  announceUpdate(
    trx: Transaction<AppDatabase>,
    treeId: string,
    seq: number,
    update: Uint8Array,
  ): Promise<void>;
  announcePresence(treeId: string, update: Uint8Array): void;
  start(handlers: FanoutHandlers): Promise<void>;
  stop(): Promise<void>;
}

/** PostgreSQL's NOTIFY payload limit is 8000 bytes; an update above this is read from the table. */
const INLINE_MAX_CHARS = 7000;

const messageSchema = z.object({
  o: z.string(),
  t: z.string(),
  s: z.number().int().optional(),
  u: z.string().optional(),
  a: z.string().optional(),
});

/**
 * Fan-out between instances through PostgreSQL LISTEN/NOTIFY, on the database every instance already
 * shares: NOTIFY is sent inside the transaction that stores an update, so the others hear of exactly the
 * committed updates, in commit order. Small updates ride inline; larger ones are read from the table by
 * their number. Presence is not stored: it is announced as it comes, and dropped when too large.
 */
export class PostgresFanout implements LiveFanout {
  private client: pg.Client | null = null;
  private handlers: FanoutHandlers | null = null;
  private stopped = false;
  private readonly channel: string;

  constructor(
    private readonly db: Kysely<AppDatabase>,
    private readonly connect: () => pg.Client,
    schema: string,
    private readonly instanceId: string,
    private readonly log: (message: string, error?: unknown) => void,
  ) {
    this.channel = `ivr_live_${schema}`.slice(0, 63);
  }

  async announceUpdate(trx: Transaction<AppDatabase>, treeId: string, seq: number, update: Uint8Array) {
    const inline = Buffer.from(update).toString('base64');
    const message = {
      o: this.instanceId,
      t: treeId,
      s: seq,
      ...(inline.length <= INLINE_MAX_CHARS ? { u: inline } : {}),
    };
    await sql`select pg_notify(${this.channel}, ${JSON.stringify(message)})`.execute(trx);
  }

  announcePresence(treeId: string, update: Uint8Array): void {
    const inline = Buffer.from(update).toString('base64');
    if (inline.length > INLINE_MAX_CHARS) return;
    const message = JSON.stringify({ o: this.instanceId, t: treeId, a: inline });
    sql`select pg_notify(${this.channel}, ${message})`
      .execute(this.db)
      .catch((error: unknown) => this.log('could not announce IVR draft presence', error));
  }

  async start(handlers: FanoutHandlers): Promise<void> {
    this.handlers = handlers;
    await this.listen();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }

  private async listen(): Promise<void> {
    const client = this.connect();
    client.on('notification', (message) => this.onNotification(message.payload));
    client.on('error', (error) => {
      this.log('the IVR live fan-out connection failed', error);
      this.reconnect(client);
    });
    client.on('end', () => this.reconnect(client));
    await client.connect();
    await client.query(`listen "${this.channel}"`);
    this.client = client;
  }

  private reconnect(lost: pg.Client): void {
    if (this.stopped || this.client !== lost) return;
    this.client = null;
    setTimeout(() => {
      if (this.stopped) return;
      this.listen().then(
        () => this.handlers?.resync(),
        (error: unknown) => {
          this.log('could not listen for IVR live fan-out again', error);
          this.client = lost;
          this.reconnect(lost);
        },
      );
    }, 1000).unref();
  }

  private onNotification(payload: string | undefined): void {
    if (!payload || !this.handlers) return;
    let parsed: z.infer<typeof messageSchema>;
    try {
      parsed = messageSchema.parse(JSON.parse(payload));
    } catch {
      return;
    }
    if (parsed.o === this.instanceId) return;
    if (parsed.a !== undefined) this.handlers.presence(parsed.t, Buffer.from(parsed.a, 'base64'));
    else if (parsed.s !== undefined)
      this.handlers.update(
        parsed.t,
        parsed.s,
        parsed.u === undefined ? null : Buffer.from(parsed.u, 'base64'),
      );
  }
}
