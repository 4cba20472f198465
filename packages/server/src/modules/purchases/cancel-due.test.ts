import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, purchases } from '../../db/schema/index';
import { runBilling } from '../../scheduler';
import { databases } from '../../../test/harness';
import { portalTest, type PortalTest } from '../portal/portal.fixtures';
import { cancelAtPeriodEnd } from './index';

describe.each(databases)('the billing run cancels what is due on %s', (db) => {
  let t: PortalTest;
  beforeAll(async () => {
    t = await portalTest(db);
  });
  afterAll(() => t?.close());

  const rowOf = async (id: string) => (await t.database.db.select().from(purchases).where(eq(purchases.id, id)))[0];
  const eventCount = async (id: string) => (await t.database.db.select().from(events).where(eq(events.entityId, id))).length;

  it('a due purchase the cancel rule refuses leaves the due set, and the cancellations that should happen still do', async () => {
    // Subscriptions set to end at their period's end; one of them paused since (a paused one still cancels).
    const active = await t.buy(t.monthly.id);
    const paused = await t.buy(t.monthly.id);
    for (const { purchaseId } of [active, paused]) await cancelAtPeriodEnd(t.app, t.organizationId, purchaseId);
    expect((await t.call(t.merchantCookie, 'PUT', `/api/purchases/${paused.purchaseId}/pause`)).statusCode).toBe(200);
    // The one state in the due set the rule refuses: a one-time purchase (no subscription to end) carrying a
    // subscription status and a cancel date, which the app never writes but data from elsewhere can.
    const oneTime = await t.buy(t.oneTime.id);
    const end = (await rowOf(active.purchaseId)).cancelAt!;
    await t.database.db.update(purchases).set({ status: 'active', cancelAt: end }).where(eq(purchases.id, oneTime.purchaseId));

    t.clock.set(new Date(end.getTime() + 60_000));
    const run = await runBilling(t.app);
    expect(run.canceled).toBeGreaterThanOrEqual(2);
    for (const { purchaseId } of [active, paused]) {
      expect(await rowOf(purchaseId)).toMatchObject({ status: 'canceled', canceledAt: t.clock.now(), cancelAt: null });
    }
    expect(await rowOf(oneTime.purchaseId)).toMatchObject({ status: 'active', canceledAt: null, cancelAt: null });

    // Not tried again on the next runs: no more writes, no more events.
    const written = await eventCount(oneTime.purchaseId);
    t.clock.advance(60_000);
    expect((await runBilling(t.app)).canceled).toBe(0);
    t.clock.advance(60_000);
    await runBilling(t.app);
    expect(await eventCount(oneTime.purchaseId)).toBe(written);
  });
});
