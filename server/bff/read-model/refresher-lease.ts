import type { Kysely } from 'kysely';
import type { AppDatabase } from '../../db/schema';

/**
 * The refresher's lease for one scope: exactly one instance refreshes (conditional UPDATEs, as the job
 * runner's and the board poller's leases, so two instances racing cannot both win).
 */
export class RefresherLease {
  constructor(
    private readonly db: Kysely<AppDatabase>,
    private readonly scope: string,
    readonly ownerId: string,
    private readonly leaseMs: number,
  ) {}

  async ensure(): Promise<void> {
    await this.db
      .insertInto('read_model_lease')
      .values({ scope: this.scope })
      .onConflict((oc) => oc.column('scope').doNothing())
      .execute();
  }

  /** Takes or renews the lease when it is free, expired or already ours. */
  async claim(now: Date): Promise<boolean> {
    const at = now.toISOString();
    const result = await this.db
      .updateTable('read_model_lease')
      .set({
        lease_owner: this.ownerId,
        lease_expires_at: new Date(now.getTime() + this.leaseMs).toISOString(),
      })
      .where('scope', '=', this.scope)
      .where((eb) =>
        eb.or([
          eb('lease_owner', '=', this.ownerId),
          eb('lease_owner', 'is', null),
          eb('lease_expires_at', 'is', null),
          eb('lease_expires_at', '<', at),
        ]),
      )
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async holder(): Promise<string | null> {
    const row = await this.db
      .selectFrom('read_model_lease')
      .select('lease_owner')
      .where('scope', '=', this.scope)
      .executeTakeFirst();
    return row?.lease_owner ?? null;
  }

  async release(): Promise<void> {
    await this.db
      .updateTable('read_model_lease')
      .set({ lease_owner: null, lease_expires_at: null })
      .where('scope', '=', this.scope)
      .where('lease_owner', '=', this.ownerId)
      .execute();
  }
}
