import { and, eq, sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abandonedAttemptCutoff, PurchasesQuery, UNATTEMPTED_FAILURES } from '@cobro/contracts';
import type { Database } from '../src/db/database';
import { charges, purchases } from '../src/db/schema/index';
import { livePurchase } from '../src/modules/customers/index';
import { listPurchases } from '../src/modules/purchases/index';
import { databases, TEST_NOW } from './harness';
import { earlierDatabase } from './migrations';
import { statementsOf } from './statements';

const HOUR = 3_600_000;

/**
 * What the lists tested before migration 0035, per purchase and by its charges (the definition of an abandoned
 * attempt, contracts attempt-rules.ts): the oracle for the instant the database now keeps on the purchase.
 */
function walkedByItsCharges(now: Date): SQL {
  const unattempted = sql.join(UNATTEMPTED_FAILURES.map((code) => sql`${code}`), sql`, `);
  const abandoned = sql`((c.status = 'pending' and c.created_at < ${abandonedAttemptCutoff(now).toISOString()}::timestamptz)
    or (c.status = 'failed' and c.failure_code is not null and c.failure_code in (${unattempted})))`;
  const own = sql`c.purchase_id = ${purchases.id}`;
  return sql`not (${purchases.status} in ('pending', 'failed')
    and exists (select 1 from ${charges} c where ${own} and ${abandoned})
    and not exists (select 1 from ${charges} c where ${own} and not ${abandoned} and (c.status <> 'failed' or ${purchases.status} = 'failed')))`;
}

/** Per purchase (of `where`), whether the kept instant and the walk by its charges list it at `now`. */
async function listedBoth(database: Database, now: Date, where?: SQL) {
  const rows = await database.db
    .select({ id: purchases.id, kept: sql<boolean>`${livePurchase(now)}`, walked: sql<boolean>`${walkedByItsCharges(now)}` })
    .from(purchases)
    .where(where)
    .orderBy(purchases.id);
  return rows.map(({ id, kept, walked }) => ({ id, kept: Boolean(kept), walked: Boolean(walked) }));
}

const disagreeing = (rows: Awaited<ReturnType<typeof listedBoth>>) => rows.filter((row) => row.kept !== row.walked);

/**
 * Migration 0035 keeps on each purchase the instant after which only abandoned attempts are left of it
 * (`abandoned_after`, decision 1179): the lists test it instead of walking each purchase's charges. It must list
 * exactly what the walk listed, for the rows there before the migration and through every change after it.
 */
describe.each(databases)('migration 0035 (a purchase abandoned after an instant) on %s', (kind) => {
  let database: Database;
  let end: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    // The journal up to 0034, seeded, then migrated to the last.
    ({ database, end } = await earlierDatabase(kind, 32, { seeded: true }));
    await database.migrate();
  }, 180_000);
  afterAll(() => end?.());

  it('lists what the walk by charges listed, for the purchases made before it, at any moment', async () => {
    const at = [-48, 0, 12, 25, 48, 24 * 30].map((hours) => new Date(TEST_NOW.getTime() + hours * HOUR));
    let hidden = 0;
    for (const now of at) {
      const rows = await listedBoth(database, now);
      expect(disagreeing(rows)).toEqual([]);
      hidden += rows.filter((row) => !row.walked).length;
    }
    // The seed has purchases only abandoned attempts left: the comparison is not of lists that hide nothing.
    expect(hidden).toBeGreaterThan(0);
  });

  it.skipIf(kind !== 'postgres')("a page, however deep, reads no charge: the purchases' index holds the test", async () => {
    const [{ organizationId }] = await database.db.select({ organizationId: purchases.organizationId }).from(purchases).limit(1);
    for (const page of [1, 2000]) {
      const query = PurchasesQuery.parse({ page: String(page), page_size: '15' });
      const sent = await statementsOf(() => listPurchases(database.db, organizationId, TEST_NOW, query));
      expect(sent.length).toBeGreaterThan(0);
      expect(sent.filter((text) => text.includes('"charges"'))).toEqual([]);
    }
  });

  const chargeStatus = fc.constantFrom('pending', 'failed', 'succeeded', 'paid', 'processing', 'refunded');
  const failureCode = fc.constantFrom(null, ...UNATTEMPTED_FAILURES, 'card_declined');
  const purchaseStatus = fc.constantFrom('pending', 'failed', 'succeeded', 'paid', 'active');
  const charge = fc.record({ status: chargeStatus, failureCode, hoursAgo: fc.integer({ min: 0, max: 60 }) });
  const change = fc.oneof(
    fc.record({ kind: fc.constant('charge' as const), index: fc.nat(), status: chargeStatus, failureCode }),
    fc.record({ kind: fc.constant('purchase' as const), status: purchaseStatus }),
    fc.record({ kind: fc.constant('new charge' as const), charge }),
    fc.record({ kind: fc.constant('gone' as const), index: fc.nat() }),
    fc.record({ kind: fc.constant('older' as const), index: fc.nat(), hours: fc.integer({ min: 1, max: 30 }) }),
  );

  it('keeps listing what the walk lists through charges made, moved, aged and deleted and the purchase moved', async () => {
    const [purchaseTemplate] = await database.db.select().from(purchases).limit(1);
    const [chargeTemplate] = await database.db.select().from(charges).limit(1);
    const { id: _p, abandonedAfter: _a, ...purchaseRest } = purchaseTemplate;
    const { id: _c, providerId: _pi, ...chargeRest } = chargeTemplate;
    await fc.assert(
      fc.asyncProperty(purchaseStatus, fc.array(charge, { maxLength: 4 }), fc.array(change, { maxLength: 5 }), async (status, made, changes) => {
        const [{ id }] = await database.db.insert(purchases).values({ ...purchaseRest, status }).returning({ id: purchases.id });
        const newCharge = (c: { status: string; failureCode: string | null; hoursAgo: number }) => ({
          ...chargeRest,
          purchaseId: id,
          status: c.status as typeof chargeRest.status,
          failureCode: c.failureCode,
          createdAt: new Date(TEST_NOW.getTime() - c.hoursAgo * HOUR - 60_000),
        });
        if (made.length) await database.db.insert(charges).values(made.map(newCharge));
        const ids = async () => (await database.db.select({ id: charges.id }).from(charges).where(eq(charges.purchaseId, id)).orderBy(charges.id)).map((c) => c.id);
        // At the moments around each charge's cutoff, and well before and after them all.
        const agree = async () => {
          const own = await database.db.select({ createdAt: charges.createdAt }).from(charges).where(eq(charges.purchaseId, id));
          const cutoffs = own.flatMap(({ createdAt }) => [-1, 0, 1].map((ms) => createdAt.getTime() + 24 * HOUR + ms));
          for (const ms of [TEST_NOW.getTime() - 100 * HOUR, TEST_NOW.getTime() + 100 * HOUR, ...cutoffs]) {
            expect(disagreeing(await listedBoth(database, new Date(ms), eq(purchases.id, id)))).toEqual([]);
          }
        };
        await agree();
        for (const step of changes) {
          const existing = await ids();
          const target = 'index' in step && existing.length ? existing[step.index % existing.length] : undefined;
          if (step.kind === 'purchase') await database.db.update(purchases).set({ status: step.status as typeof purchaseRest.status }).where(eq(purchases.id, id));
          else if (step.kind === 'new charge') await database.db.insert(charges).values(newCharge(step.charge));
          else if (!target) continue;
          else if (step.kind === 'charge') {
            await database.db.update(charges).set({ status: step.status as typeof chargeRest.status, failureCode: step.failureCode }).where(eq(charges.id, target));
          } else if (step.kind === 'older') {
            await database.db.update(charges).set({ createdAt: sql`${charges.createdAt} - ${`${step.hours} hours`}::interval` }).where(eq(charges.id, target));
          } else await database.db.delete(charges).where(and(eq(charges.id, target), eq(charges.purchaseId, id)));
          await agree();
        }
      }),
      { numRuns: 100 },
    );
  }, 300_000);
});
