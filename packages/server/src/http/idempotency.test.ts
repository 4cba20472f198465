import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databases } from '../../test/harness';
import { chargesOf, checkoutTest, json, newBuyer, type CheckoutTest } from '../modules/checkout/checkout.fixtures';

describe.each(databases)('Idempotency-Key (create-purchase, payment-data) on %s', (db) => {
  let t: CheckoutTest;
  beforeAll(async () => {
    t = await checkoutTest(db);
  });
  afterAll(() => t?.close());

  const call = (path: 'create-purchase' | 'payment-data', body: object, key?: string) =>
    json(t.app, 'POST', `/api/payments/stripe/${path}`, body, key ? { 'idempotency-key': key } : {});

  async function purchaseFor(customerId: string) {
    const created = await call('create-purchase', { payment_method: 'card', customer_id: customerId, plan_id: t.oneTime.id });
    return created.json().purchase_id as string;
  }

  it('the same key and body replays the first answer, with one provider call', async () => {
    const { customerId } = await newBuyer(t, t.oneTime.id);
    const purchaseId = await purchaseFor(customerId);
    const spy = vi.spyOn(t.app.paymentProviders!.sandboxCard, 'createPayment');
    const body = { payment_method: 'card', customer_id: customerId, plan_id: t.oneTime.id, purchase_id: purchaseId };
    const first = await call('payment-data', body, 'pay-once-1');
    const second = await call('payment-data', body, 'pay-once-1');
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });

  it('the same key with another body is 422 API-006', async () => {
    const { customerId } = await newBuyer(t, t.oneTime.id);
    const first = await call('create-purchase', { payment_method: 'card', customer_id: customerId, plan_id: t.oneTime.id }, 'key-reuse');
    expect(first.statusCode).toBe(200);
    const other = await call('create-purchase', { payment_method: 'sepa_debit', customer_id: customerId, plan_id: t.oneTime.id }, 'key-reuse');
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('API-006');
  });

  it('create-purchase with one key creates one purchase; without a key it finds the open purchase again', async () => {
    const { customerId } = await newBuyer(t, t.oneTime.id);
    const body = { payment_method: 'card', customer_id: customerId, plan_id: t.oneTime.id };
    const keyed = await Promise.all([call('create-purchase', body, 'create-1'), call('create-purchase', body, 'create-1')]);
    expect(keyed[0].json()).toEqual(keyed[1].json());
    const plain = await call('create-purchase', body);
    expect(plain.json().purchase_id).toBe(keyed[0].json().purchase_id);
  });

  it('a refusal is replayed for the same key without running again', async () => {
    const { customerId } = await newBuyer(t, t.oneTime.id);
    const spy = vi.spyOn(t.app.paymentProviders!.sandboxCard, 'createPayment');
    const body = { payment_method: 'card', customer_id: customerId, plan_id: t.oneTime.id, purchase_id: '00000000-0000-4000-8000-000000000000' };
    const first = await call('payment-data', body, 'refused-once');
    const again = await call('payment-data', body, 'refused-once');
    expect([first.json().code, again.json().code]).toEqual(['CHK-006', 'CHK-006']);
    expect(again.statusCode).toBe(first.statusCode);
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it('an unexpected failure releases its key, so the retry with the same key runs', async () => {
    const { customerId } = await newBuyer(t, t.oneTime.id);
    const purchaseId = await purchaseFor(customerId);
    const spy = vi.spyOn(t.app.paymentProviders!.sandboxCard, 'createPayment').mockRejectedValueOnce(new Error('provider down'));
    const body = { payment_method: 'card', customer_id: customerId, plan_id: t.oneTime.id, purchase_id: purchaseId };
    expect((await call('payment-data', body, 'retry-after-crash')).statusCode).toBe(500);
    const retried = await call('payment-data', body, 'retry-after-crash');
    expect(retried.statusCode).toBe(200);
    expect(spy).toHaveBeenCalledTimes(2);
    spy.mockRestore();
  });

  it.runIf(db === 'postgres')('two concurrent requests with one key make one provider call and one charge (PostgreSQL)', async () => {
    const { customerId } = await newBuyer(t, t.oneTime.id);
    const purchaseId = await purchaseFor(customerId);
    const spy = vi.spyOn(t.app.paymentProviders!.sandboxCard, 'createPayment');
    const body = { payment_method: 'card', customer_id: customerId, plan_id: t.oneTime.id, purchase_id: purchaseId };
    const answers = await Promise.all([1, 2, 3, 4].map(() => call('payment-data', body, 'double-click')));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    for (const answer of answers) expect(answer.json()).toEqual(answers[0].json());
    expect(spy).toHaveBeenCalledTimes(1);
    expect(await chargesOf(t, purchaseId)).toHaveLength(1);
    spy.mockRestore();
  });
});
