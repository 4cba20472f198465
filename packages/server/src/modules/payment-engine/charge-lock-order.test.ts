import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charges, purchases } from '../../db/schema/index';
import { chargesOf, checkoutTest, newBuyer, startPayment, type CheckoutTest } from '../checkout/checkout.fixtures';
import { moveCharge } from './charge-state-commands';

/**
 * A charge is moved with its purchase locked first, as payment-data locks them (the purchase, then the charges it
 * abandons): a provider's notification (Redsys, Inespay, Stripe) that locked the charge first deadlocked with a
 * payment-data of the same purchase on PostgreSQL, and one of the two was refused (decision 1176). PostgreSQL only:
 * PGlite runs one statement at a time, so two transactions never hold locks at once.
 */
describe.skipIf(!process.env.DATABASE_URL)('the lock order of a moving charge on postgres', () => {
  let t: CheckoutTest;
  beforeAll(async () => {
    t = await checkoutTest('postgres');
  });
  afterAll(() => t?.close());

  /** Until a backend of this database waits for a row lock (the notification's transaction, blocked). */
  async function someoneWaitsForALock() {
    for (;;) {
      const { rows } = (await t.app.database.db.execute(
        sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      )) as unknown as { rows: { waiting: number }[] };
      if (rows[0].waiting > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('a notification moving a charge while payment-data holds its purchase waits, and both commit', async () => {
    const { customerId } = await newBuyer(t, t.oneTime.id);
    const { purchaseId } = await startPayment(t, t.oneTime.id, customerId, 'card');
    const [charge] = await chargesOf(t, purchaseId);
    const { db } = t.app.database;

    let holding!: () => void;
    const purchaseHeld = new Promise<void>((resolve) => (holding = resolve));
    let goOn!: () => void;
    const go = new Promise<void>((resolve) => (goOn = resolve));
    // payment-data's order: the purchase, then (abandoning it for another method) the charge.
    const paymentData = db.transaction(async (tx) => {
      await tx.select({ id: purchases.id }).from(purchases).where(eq(purchases.id, purchaseId)).for('update');
      holding();
      await go;
      await tx.select({ id: charges.id }).from(charges).where(eq(charges.id, charge.id)).for('update');
    });
    await purchaseHeld;
    const notification = db.transaction((tx) =>
      moveCharge(t.app, tx, charge.id, { status: 'failed', code: 'card_declined', declineCode: 'generic_decline', message: null }),
    );
    await someoneWaitsForALock();
    goOn();

    const [first, second] = await Promise.allSettled([paymentData, notification]);
    expect(first.status === 'rejected' ? String(first.reason) : 'committed').toBe('committed');
    expect(second.status === 'rejected' ? String(second.reason) : 'committed').toBe('committed');
    const [after] = await db.select({ status: charges.status }).from(charges).where(eq(charges.id, charge.id));
    expect(after.status).toBe('failed');
  });
});
