import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CheckoutPurchase, PAYMENTS_PREFIX, PaymentLinkView, PortalPurchase, providerNameOf, type CheckoutPaymentMethod } from '@cobro/contracts';
import { events, mailOutbox, plans, purchases } from '../../db/schema/index';
import { databases } from '../../../test/harness';
import { chargesOf, confirmCard, json, newBuyer, purchaseRow } from '../checkout/checkout.fixtures';
import { portalTest, type PortalTest } from '../portal/portal.fixtures';

const DAY = 86_400_000;

/** Decision 1161: a service excluded from withdrawal is paid only with the buyer's consent, which the purchase keeps. */
describe.each(databases)('the consent to lose the right of withdrawal on %s', (db) => {
  let t: PortalTest;
  beforeAll(async () => {
    t = await portalTest(db);
    await exclude(t.oneTime.serviceId, true);
  });
  afterAll(() => t?.close());
  // Tests send the receipt mails they read.
  beforeEach(() => t.app.mailQueue.stop());

  async function exclude(serviceId: string, excluded: boolean) {
    const set = await t.call(t.merchantCookie, 'PUT', `/api/services/${serviceId}/withdrawal`, { withdrawal_days: 14, withdrawal_excluded: excluded });
    expect(set.statusCode).toBe(200);
  }
  /** A seeded plan of Asesoría fiscal, the service nobody excluded (but the variable plan's test, for its time). */
  const consultingPlan = async (name: 'Horas de consultoría' | 'Declaración de la renta') =>
    (await t.database.db.select().from(plans).where(eq(plans.name, name)))[0];

  /** create-purchase, then payment-data with `extra` in its body, as the checkout sends them. */
  async function pay(method: CheckoutPaymentMethod, extra: object, planId = t.oneTime.id) {
    const { customerId, email } = await newBuyer(t, planId);
    const body = { payment_method: method, customer_id: customerId, plan_id: planId, payment_link_id: planId };
    const path = `${PAYMENTS_PREFIX}/${providerNameOf(method)}`;
    const created = await json(t.app, 'POST', `${path}/create-purchase`, body);
    expect(created.statusCode, created.body).toBe(200);
    const purchaseId = created.json().purchase_id as string;
    const before = await purchaseRow(t, purchaseId);
    const data = await json(t.app, 'POST', `${path}/payment-data`, { ...body, purchase_id: purchaseId, ...extra });
    return { purchaseId, email, before, data };
  }

  it('the checkout reads that the service is excluded, from the payment link and from the purchase', async () => {
    const link = PaymentLinkView.parse((await json(t.app, 'GET', `/api/payment-links/purchase/${t.oneTime.id}`)).json());
    expect(link.service.withdrawal_excluded).toBe(true);
    const monthly = PaymentLinkView.parse((await json(t.app, 'GET', `/api/payment-links/purchase/${t.monthly.id}`)).json());
    // Another plan of the same service (Clases de yoga): the exclusion is the service's.
    expect(monthly.service.withdrawal_excluded).toBe(true);
  });

  it.each(['card', 'sepa_debit', 'bizum', 'redsys', 'inespay'] as const)(
    'payment-data for %s without the consent is refused with WDR-004 and writes nothing',
    async (method) => {
      const eventsBefore = (await t.database.db.select().from(events)).length;
      for (const extra of [{}, { withdrawal_consent: false }]) {
        const { purchaseId, before, data } = await pay(method, extra);
        expect([data.statusCode, data.json().code]).toEqual([422, 'WDR-004']);
        expect(await purchaseRow(t, purchaseId)).toEqual(before);
        expect(await chargesOf(t, purchaseId)).toEqual([]);
      }
      // Only the two create-purchase events (purchases-updated) were written, no charge-pending.
      const written = await t.database.db.select({ event: events.event }).from(events);
      expect(written.slice(eventsBefore).map((e) => e.event)).toEqual(['purchases-updated', 'purchases-updated']);
    },
  );

  it('a variable plan of an excluded service saves no method without the consent, and records it with', async () => {
    const variable = await consultingPlan('Horas de consultoría');
    await exclude(variable.serviceId, true);
    const refused = await pay('card', {}, variable.id);
    expect([refused.data.statusCode, refused.data.json().code]).toEqual([422, 'WDR-004']);
    expect(await purchaseRow(t, refused.purchaseId)).toEqual(refused.before);
    const given = await pay('card', { withdrawal_consent: true }, variable.id);
    expect(given.data.statusCode, given.data.body).toBe(200);
    expect((await purchaseRow(t, given.purchaseId)).withdrawalWaivedAt).toEqual(t.clock.now());
    await exclude(variable.serviceId, false);
  });

  it.each(['redsys', 'bizum', 'inespay', 'sepa_debit'] as const)('payment-data for %s with the consent records it on the purchase', async (method) => {
    const { purchaseId, data } = await pay(method, { withdrawal_consent: true });
    expect(data.statusCode, data.body).toBe(200);
    expect(await purchaseRow(t, purchaseId)).toMatchObject({ withdrawalWaivedAt: t.clock.now(), paymentMethod: method });
    expect(await chargesOf(t, purchaseId)).toMatchObject([{ status: 'pending', paymentMethod: method }]);
  });

  it('paid by card with the consent: recorded, confirmed in the receipt mail and on the result page, and the portal refuses withdrawal with WDR-002', async () => {
    t.clock.advance(1000);
    const consentAt = t.clock.now();
    const { purchaseId, email, data } = await pay('card', { withdrawal_consent: true });
    expect(data.statusCode, data.body).toBe(200);
    expect((await purchaseRow(t, purchaseId)).withdrawalWaivedAt).toEqual(consentAt);
    expect((await confirmCard(t, data.json().client_secret)).json()).toEqual({ status: 'succeeded' });

    expect(await t.app.mailQueue.dispatchOnce()).toBe(1);
    const [receipt] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(receipt.subject).toContain('Recibo de tu pago');
    // 2025-06-16 10:00:01 UTC is 12:00:01 in Madrid (summer time); ICU joins date and time its own way.
    expect(receipt.text).toMatch(
      /El 16 de junio de 2025,? (a las )?12:00:0\d \(hora de Madrid\) solicitaste que el servicio o el contenido digital se te prestara de inmediato, durante el plazo de desistimiento, y aceptaste que con ello pierdes tu derecho de desistimiento/,
    );

    const read = CheckoutPurchase.parse((await json(t.app, 'GET', `/api/purchases/${purchaseId}`)).json());
    expect(read.service.withdrawal_excluded).toBe(true);
    expect(read.portal).toMatchObject({ withdrawal_deadline: null, withdrawal_waived_at: consentAt.toISOString() });

    const cookie = await t.portalCookie(email);
    const shown = PortalPurchase.parse((await t.call(cookie, 'GET', `/api/portal/purchases/${purchaseId}`)).json());
    expect(shown.withdrawal).toEqual({ state: 'excluded', deadline: null, received_at: null });
    const refused = await t.call(cookie, 'POST', `/api/portal/purchases/${purchaseId}/withdrawal`, { name: 'Lucía García' });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'WDR-002']);
  });

  it('a purchase of an excluded service without the consent (bought before the checkout asked) keeps its period and may be withdrawn', async () => {
    const { purchaseId, email, data } = await pay('card', { withdrawal_consent: true });
    expect((await confirmCard(t, data.json().client_secret)).json()).toEqual({ status: 'succeeded' });
    // As if bought before migration 0031: no consent recorded.
    await t.database.db.update(purchases).set({ withdrawalWaivedAt: null }).where(eq(purchases.id, purchaseId));
    t.clock.advance(DAY);
    const read = CheckoutPurchase.parse((await json(t.app, 'GET', `/api/purchases/${purchaseId}`)).json());
    expect(read.portal?.withdrawal_waived_at).toBeNull();
    expect(read.portal?.withdrawal_deadline).not.toBeNull();
    const cookie = await t.portalCookie(email);
    const shown = PortalPurchase.parse((await t.call(cookie, 'GET', `/api/portal/purchases/${purchaseId}`)).json());
    expect(shown.withdrawal.state).toBe('available');
    const withdrawn = await t.call(cookie, 'POST', `/api/portal/purchases/${purchaseId}/withdrawal`, { name: 'Lucía García' });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
  });

  it('a service that is not excluded ignores the consent: nothing recorded, no consent line in the receipt', async () => {
    const { purchaseId, email, data } = await pay('card', { withdrawal_consent: true }, (await consultingPlan('Declaración de la renta')).id);
    expect(data.statusCode, data.body).toBe(200);
    expect((await purchaseRow(t, purchaseId)).withdrawalWaivedAt).toBeNull();
    expect((await confirmCard(t, data.json().client_secret)).json()).toEqual({ status: 'succeeded' });
    await t.app.mailQueue.dispatchOnce();
    const [receipt] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(receipt.subject).toContain('Recibo de tu pago');
    expect(receipt.text).not.toContain('desistimiento (');
    expect(receipt.text).not.toContain('solicitaste');
  });
});
