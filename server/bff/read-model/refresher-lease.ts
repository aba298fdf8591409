import type { Kysely } from 'kysely';
import type { AppDatabase } from '../../db/schema';
import { ensureScopeRow } from './scope-row';
import { RowLease } from '../leases/row-lease';

/** The refresher's lease for one scope: exactly one instance refreshes. */
export class RefresherLease {
  private readonly lease: RowLease;

  constructor(
    private readonly db: Kysely<AppDatabase>,
    private readonly scope: string,
    readonly ownerId: string,
    leaseMs: number,
  ) {
    this.lease = new RowLease(db, 'read_model_lease', ownerId, leaseMs);
  }

  ensure(): Promise<void> {
    return ensureScopeRow(this.db, this.scope);
  }

  /** Takes or renews the lease when it is free, expired or already ours. */
  claim(now: Date): Promise<boolean> {
    return this.lease.claim(this.scope, now);
  }

  holder(): Promise<string | null> {
    return this.lease.holder(this.scope);
  }

  release(): Promise<void> {
    return this.lease.release(this.scope);
  }
}
