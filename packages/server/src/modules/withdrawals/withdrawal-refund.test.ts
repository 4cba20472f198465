import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Withdrawal } from '@cobro/contracts';
import { charges, events, purchases, refunds, withdrawals } from '../../db/schema/index';
import type { PaymentProvider, RefundInput, RefundResult } from '../../provider-protocols/index';
import { runBilling } from '../../scheduler';
import { databases } from '../../../test/harness';
import type { ProviderResolver } from '../charges/index';
import { providerFor } from '../payment-engine/index';
import { portalTest, type PortalTest } from '../portal/portal.fixtures';
import { refundWithdrawal } from './withdrawal-commands';

/** The app's providers, with each refund passing through `around` first (a barrier, a refusal). */
const refundsThrough =
  (around: (input: RefundInput, refund: () => Promise<RefundResult>) => Promise<RefundResult>): ProviderResolver =>
  (app, selector) => {
    const provider = providerFor(app, selector);
    return Object.assign(Object.create(provider) as PaymentProvider, { refund: (input: RefundInput) => around(input, () => provider.refund(input)) });
  };

describe.each(databases)("a withdrawal's refund on %s", (db) => {
  let t: PortalTest;
  beforeAll(async () => {
    t = await portalTest(db);
  });
  afterAll(() => t?.close());

  /** A monthly subscription withdrawn from, then renewed once: two charges to refund and a subscription to cancel. */
  async function withdrawnAndRenewed() {
    const buyer = await t.buy(t.monthly.id);
    const cookie = await t.portalCookie(buyer.email);
    const record = Withdrawal.parse((await t.call(cookie, 'POST', `/api/portal/purchases/${buyer.purchaseId}/withdrawal`, { name: 'Lucía García' })).json());
    const [row] = await t.database.db.select().from(purchases).where(eq(purchases.id, buyer.purchaseId));
    t.clock.set(row.nextRecurringDate!);
    await runBilling(t.app);
    const rows = await t.database.db.select().from(charges).where(eq(charges.purchaseId, buyer.purchaseId));
    expect(rows.map((c) => c.status)).toEqual(['succeeded', 'succeeded']);
    return { ...buyer, record, charges: rows };
  }

  const refundsOf = async (chargeIds: string[]) =>
    t.database.db.select({ chargeId: refunds.chargeId, status: refunds.status }).from(refunds).where(inArray(refunds.chargeId, chargeIds));
  const purchaseEvents = async (id: string) =>
    (await t.database.db.select({ event: events.event }).from(events).where(eq(events.entityId, id))).map((e) => e.event);

  it('two concurrent refunds (two tabs) refund each charge once and cancel once; the second answers the withdrawal as it is', async () => {
    const bought = await withdrawnAndRenewed();
    const eventsBefore = (await purchaseEvents(bought.purchaseId)).length;
    let enter!: () => void;
    const entered = new Promise<void>((resolve) => (enter = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // The first refund stops inside the provider's refund of its first charge, holding the claim.
    const first = refundWithdrawal(
      t.app,
      t.organizationId,
      bought.record.id,
      refundsThrough(async (_input, refund) => {
        enter();
        await released;
        return refund();
      }),
    );
    await entered;
    const second = await t.call(await t.signIn(), 'POST', `/api/withdrawals/${bought.record.id}/refund`);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({ id: bought.record.id, refunded_at: null });
    release();
    expect(await first).toMatchObject({ id: bought.record.id, refunded_at: t.clock.now().toISOString() });

    const done = await refundsOf(bought.charges.map((c) => c.id));
    expect(done.map((r) => r.status)).toEqual(['succeeded', 'succeeded']);
    expect(new Set(done.map((r) => r.chargeId)).size).toBe(2);
    const [purchase] = await t.database.db.select().from(purchases).where(eq(purchases.id, bought.purchaseId));
    expect(purchase.status).toBe('canceled');
    // The cancellation's event and the withdrawal's refunded mark: one each.
    expect((await purchaseEvents(bought.purchaseId)).slice(eventsBefore)).toEqual(['purchases-updated', 'purchases-updated']);
    const again = await t.call(await t.signIn(), 'POST', `/api/withdrawals/${bought.record.id}/refund`);
    expect(again.json()).toMatchObject({ refunded_at: t.clock.now().toISOString() });
    expect(await refundsOf(bought.charges.map((c) => c.id))).toHaveLength(2);
  });

  it('a refund that fails half-way releases its claim, and the retry refunds only what is left', async () => {
    const bought = await withdrawnAndRenewed();
    const [, renewal] = bought.charges;
    const refused = refundsThrough(async (input, refund) =>
      input.chargeId === renewal.id ? { status: 'failed', code: 'provider_error', message: 'timeout' } : refund(),
    );
    await expect(refundWithdrawal(t.app, t.organizationId, bought.record.id, refused)).rejects.toMatchObject({ code: 'CHA-004' });
    const [halfway] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, bought.record.id));
    expect([halfway.refundedAt, halfway.refundClaimedAt]).toEqual([null, null]);

    const retried = await t.call(await t.signIn(), 'POST', `/api/withdrawals/${bought.record.id}/refund`);
    expect(retried.json()).toMatchObject({ refunded_at: t.clock.now().toISOString() });
    const succeeded = await t.database.db
      .select({ chargeId: refunds.chargeId })
      .from(refunds)
      .where(and(inArray(refunds.chargeId, bought.charges.map((c) => c.id)), eq(refunds.status, 'succeeded')));
    expect(succeeded.map((r) => r.chargeId).sort()).toEqual(bought.charges.map((c) => c.id).sort());
    const [purchase] = await t.database.db.select().from(purchases).where(eq(purchases.id, bought.purchaseId));
    expect(purchase.status).toBe('canceled');
  });
});
