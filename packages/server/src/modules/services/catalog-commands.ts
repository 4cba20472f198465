import type { FastifyInstance } from 'fastify';
import type { RealtimeEvent } from '@cobro/contracts';
import type { Tx } from '../../db/database';
import { emitEvent } from '../../realtime/emit';
import type { Storage } from '../../storage/index';
import type { OrganizationRow } from '../auth/index';

/** What every catalog command needs: the app, the file store and the signed-in organization. */
export interface CatalogContext {
  app: FastifyInstance;
  storage: Storage;
  organization: OrganizationRow;
}

/** Runs a change in one transaction and wakes the outbox once it is committed. */
export async function inTransaction<T>(ctx: CatalogContext, work: (tx: Tx, now: Date) => Promise<T>): Promise<T> {
  const now = ctx.app.clock.now();
  const result = await ctx.app.database.db.transaction((tx) => work(tx, now));
  ctx.app.outbox.wake();
  return result;
}

/** Announces changed rows through the outbox, in the changing transaction. */
export async function announce(tx: Tx, ctx: CatalogContext, now: Date, event: RealtimeEvent, ids: string[]) {
  for (const id of ids) await emitEvent(tx, ctx.organization.id, event, { id, occurredAt: now });
}
