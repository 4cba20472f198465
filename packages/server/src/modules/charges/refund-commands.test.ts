import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Charge } from '@cobro/contracts';
import { charges, refunds } from '../../db/schema/index';
import { databases } from '../../../test/harness';
import type { PaymentProvider } from '../../provider-protocols/index';
import { moneyTest, type MoneyTest } from './money.fixtures';
import { chargeEventDetail } from './charge-event-view';
import { refundCharge } from './refund-commands';

describe.each(databases)('PUT /charges/{id}/refund on %s', (db) => {
  let c: MoneyTest;
  /** Seeded card charges that succeeded with nothing refunded, each made refundable in the sandbox. */
  let fresh: (typeof charges.$inferSelect)[];
  let next = 0;
  const take = () => fresh[next++];

  beforeAll(async () => {
    c = await moneyTest(db);
    fresh = await c.chargesWhere(
      and(eq(charges.status, 'succeeded'), eq(charges.paymentMethod, 'card'), eq(charges.amountRefunded, 0), gt(charges.amount, 1000)),
    );
    for (const charge of fresh) await c.settleInSandbox(charge);
  });
  afterAll(() => c?.t.close());

  const refund = (id: string, payload: object, key?: string) =>
    c.call('PUT', `/api/charges/${id}/refund`, payload, key ? { 'idempotency-key': key } : {});

  it('a partial refund is tracked in amount_refunded and announced as charge-refunded', async () => {
    const charge = take();
    const response = await refund(charge.id, { amount: 500, reason: 'requested_by_customer' });
    expect(response.statusCode).toBe(200);
    const body = Charge.parse(response.json());
    expect(body).toMatchObject({ amount_refunded: 500, refunded: false, status: 'succeeded', refund_reason: 'requested_by_customer' });
    expect(body.associated_transactions.filter((t) => t.object === 'refund')).toMatchObject([{ amount: 500, status: 'succeeded' }]);
    expect(await c.eventsFor(charge.id)).toEqual(['charge-refunded']);
  });

  it('a charge event carries the charge as GET /charges/{id} answers it after the refund', async () => {
    const charge = take();
    await refund(charge.id, { amount: 700 });
    const detail = (await c.call('GET', `/api/charges/${charge.id}`)).json();
    expect(detail).toMatchObject({ amount_refunded: 700 });
    const carried = await c.t.database.db.transaction((tx) => chargeEventDetail(tx, charge.organizationId, 'charge-refunded', charge.id));
    expect(carried).toEqual({ charge: detail });
  });

  it('a charge becomes refunded when the whole amount is refunded', async () => {
    const charge = take();
    await refund(charge.id, { amount: 100 });
    const response = await refund(charge.id, { amount: charge.amount - 100 });
    expect(response.json()).toMatchObject({ amount_refunded: charge.amount, refunded: true, status: 'refunded' });
    expect((await refund(charge.id, { amount: 1 })).json()).toMatchObject({ code: 'CHA-004' });
  });

  it('refund is refused above amount minus refunded with CHA-006 and the remaining amount', async () => {
    const charge = take();
    await refund(charge.id, { amount: 300 });
    const response = await refund(charge.id, { amount: charge.amount - 299 });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'CHA-006', fields: { amount: 'invalid_refund' }, details: { remaining: charge.amount - 300 } });
    const [row] = await c.chargesWhere(eq(charges.id, charge.id));
    expect(row.amountRefunded).toBe(300);
  });

  it('refund amount must be greater than 0 (400 from the contract schema)', async () => {
    const response = await refund(take().id, { amount: 0 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'API-001', fields: { amount: 'invalid_refund' } });
  });

  it('refund is refused for a charge that is not paid or succeeded (CHA-004)', async () => {
    const [failed] = await c.chargesWhere(eq(charges.status, 'failed'));
    const response = await refund(failed.id, { amount: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CHA-004', details: { reason: 'not_refundable' } });
  });

  it('a REDSYS charge refunds through its provider; an INESPAY charge is not refundable', async () => {
    const [redsys] = await c.chargesWhere(and(eq(charges.paymentMethod, 'redsys'), eq(charges.status, 'paid'), eq(charges.amountRefunded, 0)));
    const response = await refund(redsys.id, { amount: 100 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ amount_refunded: 100, stripe_id: null });
    const [inespay] = await c.chargesWhere(and(eq(charges.paymentMethod, 'inespay'), eq(charges.status, 'paid'), eq(charges.amountRefunded, 0)));
    expect((await refund(inespay.id, { amount: 100 })).json()).toMatchObject({ code: 'CHA-004', details: { reason: 'not_refundable' } });
  });

  it('a provider refusal is CHA-004, changes no amount and releases the reserved amount', async () => {
    const charge = take();
    const refusing: PaymentProvider = {
      name: 'sandbox',
      createPayment: () => Promise.reject(new Error('not used')),
      lookupPayment: () => Promise.reject(new Error('not used')),
      refund: async () => ({ status: 'failed', code: 'charge_already_refunded', message: null }),
    };
    const ctx = { app: c.t.app, organizationId: c.organizationId, providerFor: () => refusing };
    await expect(refundCharge(ctx, charge.id, { amount: 100 })).rejects.toMatchObject({
      code: 'CHA-004',
      details: { reason: 'provider_refused', provider_code: 'charge_already_refunded' },
    });
    const [row] = await c.chargesWhere(eq(charges.id, charge.id));
    expect(row.amountRefunded).toBe(0);
    const [failed] = await c.t.database.db.select().from(refunds).where(eq(refunds.chargeId, charge.id));
    expect(failed.status).toBe('failed');
    // Nothing stays reserved: the whole amount can still be refunded.
    expect((await refund(charge.id, { amount: charge.amount })).json()).toMatchObject({ refunded: true });
  });

  it("a refund whose provider webhook arrives before the provider's answer is counted once", async () => {
    const charge = take();
    const db = c.t.database.db;
    // The provider answers only after its refund webhook was handled: the state that webhook leaves (a refund row
    // under the provider's refund id, counted on the charge) is written before the answer returns.
    const webhookFirst: PaymentProvider = {
      name: 'sandbox',
      createPayment: () => Promise.reject(new Error('not used')),
      lookupPayment: () => Promise.reject(new Error('not used')),
      refund: async ({ amount }) => {
        await db.insert(refunds).values({ organizationId: c.organizationId, chargeId: charge.id, amount, status: 'succeeded', providerId: 're_webhook_first', createdAt: c.t.clock.now() });
        await db.update(charges).set({ amountRefunded: amount, amountNet: charge.amountNet - amount }).where(eq(charges.id, charge.id));
        return { status: 'succeeded', providerRefundId: 're_webhook_first' };
      },
    };
    const ctx = { app: c.t.app, organizationId: c.organizationId, providerFor: () => webhookFirst };
    const answer = await refundCharge(ctx, charge.id, { amount: 300 });
    expect(answer).toMatchObject({ amount_refunded: 300 });
    const rows = await db.select().from(refunds).where(eq(refunds.chargeId, charge.id));
    expect(rows.map((r) => [r.providerId, r.amount])).toEqual([['re_webhook_first', 300]]);
  });

  it('a provider the charge has none of is 409 PE-004', async () => {
    const charge = take();
    const ctx = {
      app: c.t.app,
      organizationId: c.organizationId,
      providerFor: () => {
        throw new RangeError('no provider');
      },
    };
    await expect(refundCharge(ctx, charge.id, { amount: 100 })).rejects.toMatchObject({ code: 'PE-004' });
  });

  it('the same Idempotency-Key and body replays the first answer with one refund', async () => {
    const charge = take();
    const first = await refund(charge.id, { amount: 200 }, 'key-replay');
    const second = await refund(charge.id, { amount: 200 }, 'key-replay');
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const rows = await c.t.database.db.select().from(refunds).where(eq(refunds.chargeId, charge.id));
    expect(rows).toHaveLength(1);
  });

  it('the same Idempotency-Key with another body is 422 API-006', async () => {
    const charge = take();
    await refund(charge.id, { amount: 200 }, 'key-other-body');
    const response = await refund(charge.id, { amount: 201 }, 'key-other-body');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'API-006' });
  });

  it('a refused refund replays its refusal for the same key', async () => {
    const charge = take();
    const first = await refund(charge.id, { amount: charge.amount + 1 }, 'key-refused');
    await refund(charge.id, { amount: 100 });
    const again = await refund(charge.id, { amount: charge.amount + 1 }, 'key-refused');
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual(first.json());
  });

  it('two concurrent refunds never take the total above the charge', async () => {
    const charge = take();
    const part = Math.ceil(charge.amount * 0.6);
    const answers = await Promise.all([refund(charge.id, { amount: part }), refund(charge.id, { amount: part })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
    expect(answers.find((a) => a.statusCode === 422)!.json()).toMatchObject({ code: 'CHA-006', details: { remaining: charge.amount - part } });
    const [row] = await c.chargesWhere(eq(charges.id, charge.id));
    expect(row.amountRefunded).toBe(part);
  });

  it('two concurrent requests with one key make one refund', async () => {
    const charge = take();
    const answers = await Promise.all([refund(charge.id, { amount: 150 }, 'key-concurrent'), refund(charge.id, { amount: 150 }, 'key-concurrent')]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers[0].json()).toEqual(answers[1].json());
    const [row] = await c.chargesWhere(eq(charges.id, charge.id));
    expect(row.amountRefunded).toBe(150);
  });

  it('an unknown charge is 404 CHA-003', async () => {
    const response = await refund('00000000-0000-4000-8000-000000000000', { amount: 1 });
    expect(response.json()).toMatchObject({ code: 'CHA-003' });
  });
});
