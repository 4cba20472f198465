import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RealtimePayload } from '@cobro/contracts';
import { SANDBOX_CARDS } from '../../provider-protocols/index';
import { databases, signIn } from '../../../test/harness';
import { chargesOf, checkoutTest, confirmCard, json, newBuyer, startPayment, type CheckoutTest } from '../checkout/checkout.fixtures';

/**
 * The payment path writes its charge last and builds the `charge` event from the rows it holds instead of reading the
 * charge back (decision 1167): what the screens receive must still be the charge as committed.
 */
describe.each(databases)('charge events of the payment path on %s', (db) => {
  let t: CheckoutTest;
  let cookie: string;
  const published: RealtimePayload[] = [];
  beforeAll(async () => {
    t = await checkoutTest(db);
    cookie = await signIn(t.app);
    const to = t.app.io.to.bind(t.app.io);
    vi.spyOn(t.app.io, 'to').mockImplementation((room) => {
      const operator = to(room);
      return {
        emit: (event: string, payload: RealtimePayload) => {
          published.push(payload);
          return operator.emit(event, payload);
        },
      } as never;
    });
  });
  afterAll(() => t?.close());

  /** The charge the screens received with this event, once the outbox published it. */
  async function publishedCharge(event: string, chargeId: string) {
    await t.app.outbox.dispatchOnce();
    const payload = published.find((p) => p.event === event && p.id === chargeId);
    expect(payload?.charge, `${event} of ${chargeId} published with its charge`).toBeDefined();
    return JSON.parse(JSON.stringify(payload!.charge));
  }

  const committed = async (chargeId: string) => {
    const response = await json(t.app, 'GET', `/api/charges/${chargeId}`, undefined, { cookie });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('payment-data and a paying confirm publish the charge as GET /charges/{id} answers it', async () => {
    const { customerId } = await newBuyer(t, t.oneTime.id);
    const { purchaseId, data } = await startPayment(t, t.oneTime.id, customerId, 'card');
    const [charge] = await chargesOf(t, purchaseId);
    const pending = await committed(charge.id);
    expect(pending).toMatchObject({ status: 'pending', plans: [{ id: t.oneTime.id }], customer: { id: customerId } });
    // payment-data binds the sandbox intent's id to the charge just after its transaction, without an event (as
    // before decision 1167): the pending event is the charge that transaction committed, before that id.
    const [transaction, ...refunds] = pending.associated_transactions;
    const unbound = { ...pending, stripe_id: null, associated_transactions: [{ ...transaction, id: charge.id }, ...refunds] };
    expect(await publishedCharge('charge-pending', charge.id)).toEqual(unbound);

    expect((await confirmCard(t, data.json().client_secret)).json().status).toBe('succeeded');
    const succeeded = await committed(charge.id);
    expect(succeeded).toMatchObject({ status: 'succeeded', receipt_url: expect.any(String), associated_transactions: [{ paid: true }] });
    expect(succeeded.amount_fee).toBeGreaterThan(0);
    expect(await publishedCharge('charge-succeeded', charge.id)).toEqual(succeeded);
  });

  it('a declined confirm publishes the failed charge as committed', async () => {
    const { customerId } = await newBuyer(t, t.oneTime.id);
    const { purchaseId, data } = await startPayment(t, t.oneTime.id, customerId, 'card');
    expect((await confirmCard(t, data.json().client_secret, SANDBOX_CARDS.declines)).json().status).toBe('failed');
    const [charge] = await chargesOf(t, purchaseId);
    const failed = await committed(charge.id);
    expect(failed).toMatchObject({ status: 'failed', failure_message: 'generic_decline' });
    expect(await publishedCharge('charge-failed', charge.id)).toEqual(failed);
  });

  it('a confirm racing a payment-data for another method never pays twice nor pays an abandoned charge', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { customerId } = await newBuyer(t, t.oneTime.id);
      const card = await startPayment(t, t.oneTime.id, customerId, 'card');
      const body = { payment_method: 'redsys', customer_id: customerId, plan_id: t.oneTime.id, purchase_id: card.purchaseId };
      const [confirm, redsys] = await Promise.all([
        confirmCard(t, card.data.json().client_secret),
        json(t.app, 'POST', '/api/payments/redsys/payment-data', body),
      ]);
      const rows = await chargesOf(t, card.purchaseId);
      const paid = rows.filter((c) => c.status === 'succeeded' || c.status === 'paid');
      // Whichever came first: the card paid and the switch is refused, or the card was abandoned and cannot pay.
      if (confirm.json().status === 'succeeded') {
        expect(redsys.json().code).toBe('CHK-007');
        expect(paid.map((c) => c.paymentMethod)).toEqual(['card']);
      } else {
        expect(redsys.statusCode, redsys.body).toBe(200);
        expect(paid).toEqual([]);
        expect(rows.find((c) => c.paymentMethod === 'card')?.status).toBe('failed');
      }
    }
  });
});
