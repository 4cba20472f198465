import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CallbackWithdrawalData, PortalPurchase, Withdrawal } from '@cobro/contracts';
import { customers, events, purchases, queuedMails, services, webhookDeliveries, widgetConfigurations, withdrawals } from '../../db/schema/index';
import { MAIL_RETRY_MS, mailerOf } from '../../mail/index';
import { verifyWebhook } from '../../provider-protocols/webhooks/standard-webhooks';
import { databases } from '../../../test/harness';
import { startReceiver, type Receiver } from '../callbacks/callbacks.fixtures';
import { portalTest, type PortalTest } from './portal.fixtures';

const DAY = 86_400_000;

describe.each(databases)('the withdrawal function on %s', (db) => {
  let t: PortalTest;
  let receiver: Receiver;
  beforeAll(async () => {
    t = await portalTest(db);
    // The test sends the deliveries and mails it means to read (dispatchers are driven by hand).
    await t.app.callbacks.stop();
    await t.app.mailQueue.stop();
    receiver = await startReceiver();
    await t.enableCallback(receiver.url);
  });
  afterAll(async () => {
    await receiver?.close();
    await t?.close();
  });

  const withdraw = (cookie: string, purchaseId: string, name = 'Lucía García') =>
    t.call(cookie, 'POST', `/api/portal/purchases/${purchaseId}/withdrawal`, { name });

  it('records a withdrawal inside the period once, acknowledges it by mail with the date, time and contract, and signs its callback', async () => {
    const buyer = await t.buy(t.oneTime.id);
    await t.database.db.delete(webhookDeliveries);
    t.clock.advance(3 * DAY);
    const cookie = await t.portalCookie(buyer.email);
    const receivedAt = t.clock.now();
    // Two tabs confirming at once: one record, one event, one mail.
    const [first, second] = await Promise.all([withdraw(cookie, buyer.purchaseId), withdraw(cookie, buyer.purchaseId)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const record = Withdrawal.parse(first.json());
    expect(second.json()).toEqual(record);
    expect(record).toMatchObject({ purchase_id: buyer.purchaseId, name: 'Lucía García', email: buyer.email, plan_name: 'Bono 10 clases', received_at: receivedAt.toISOString(), refunded_at: null });
    const retry = await withdraw(cookie, buyer.purchaseId, 'Otro nombre');
    expect(retry.json()).toEqual(record);
    expect(await t.database.db.select().from(withdrawals).where(eq(withdrawals.purchaseId, buyer.purchaseId))).toHaveLength(1);
    expect(await t.database.db.select().from(events).where(eq(events.entityId, record.id))).toHaveLength(1);

    await t.app.mailQueue.dispatchOnce();
    const mails = (await t.mailsTo(buyer.email)).filter((m) => m.subject.includes('desistimiento'));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.subject).toBe('Hemos recibido tu desistimiento del contrato con Cobro Demo S.L.');
    // 2025-06-19 10:00:01 UTC is 12:00:01 in Madrid (summer time); ICU joins date and time its own way.
    expect(mail.text).toMatch(new RegExp(`Tu desistimiento se recibió el 19 de junio de 2025,? (a las )?12:00:01 \\(hora de Madrid; ${receivedAt.toISOString()}\\)\\.`));
    for (const line of ['Comercio: Cobro Demo S.L.', 'Plan: Bono 10 clases', `Compra: ${buyer.purchaseId}`, `Servicio: ${record.service_name}`]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.html).toContain('<html lang="es">');

    const purchase = PortalPurchase.parse((await t.call(cookie, 'GET', `/api/portal/purchases/${buyer.purchaseId}`)).json());
    expect(purchase.withdrawal).toEqual({ state: 'requested', deadline: null, received_at: receivedAt.toISOString() });

    const [{ secret }] = await t.database.db.select({ secret: widgetConfigurations.callbackSecret }).from(widgetConfigurations).where(eq(widgetConfigurations.organizationId, t.organizationId));
    t.app.callbacks.start();
    const requests = await receiver.received(1);
    const [request] = requests;
    expect(verifyWebhook(secret, request.headers, request.body, t.clock.now())).toEqual({ ok: true });
    expect(CallbackWithdrawalData.parse(JSON.parse(request.body))).toEqual({
      type: 'withdrawal-requested',
      withdrawal_id: record.id,
      uelz_purchase_id: buyer.purchaseId,
      received_at: receivedAt.toISOString(),
      name: 'Lucía García',
      email: buyer.email,
      service_name: record.service_name,
      plan_name: 'Bono 10 clases',
      external_customer_id: null,
    });
    await t.app.callbacks.stop();
  });

  it('acknowledges in English to a buyer who bought in English', async () => {
    const buyer = await t.buy(t.oneTime.id);
    await t.database.db.update(customers).set({ language: 'en' }).where(eq(customers.id, buyer.customerId));
    const cookie = await t.portalCookie(buyer.email);
    await withdraw(cookie, buyer.purchaseId, 'Lucy Garcia');
    await t.app.mailQueue.dispatchOnce();
    const mail = await t.lastMailTo(buyer.email, 'withdrawal was received');
    expect(mail.subject).toBe('We have received your withdrawal from your contract with Cobro Demo S.L.');
    expect(mail.text).toContain('Hello Lucy Garcia,');
    expect(mail.text).toContain(`Purchase: ${buyer.purchaseId}`);
  });

  it('a send that fails leaves the withdrawal standing and is retried once, with the original date and time of receipt', async () => {
    const buyer = await t.buy(t.oneTime.id);
    await t.app.mailQueue.dispatchOnce();
    const cookie = await t.portalCookie(buyer.email);
    const receivedAt = t.clock.now();
    const send = vi.spyOn(mailerOf(t.app), 'send').mockRejectedValueOnce(new Error('smtp down'));
    try {
      const answer = await withdraw(cookie, buyer.purchaseId);
      expect(answer.statusCode).toBe(200);
      const record = Withdrawal.parse(answer.json());
      expect(await t.app.mailQueue.dispatchOnce()).toBe(1);
      expect(send).toHaveBeenCalledTimes(1);
      const acknowledgments = () => t.mailsTo(buyer.email).then((mails) => mails.filter((m) => m.subject.includes('desistimiento')));
      expect(await acknowledgments()).toEqual([]);
      const [queued] = await t.database.db.select().from(queuedMails).where(and(eq(queuedMails.kind, 'withdrawal'), eq(queuedMails.subjectId, record.id)));
      expect(queued).toMatchObject({ status: 'pending', attempts: 1, lastError: 'smtp down' });
      const purchase = PortalPurchase.parse((await t.call(cookie, 'GET', `/api/portal/purchases/${buyer.purchaseId}`)).json());
      expect(purchase.withdrawal).toMatchObject({ state: 'requested', received_at: receivedAt.toISOString() });

      // Not before its backoff; then once, with the time the withdrawal was received, not the time it was sent.
      expect(await t.app.mailQueue.dispatchOnce()).toBe(0);
      t.clock.advance(MAIL_RETRY_MS[0]);
      expect(await t.app.mailQueue.dispatchOnce()).toBe(1);
      expect(await t.app.mailQueue.dispatchOnce()).toBe(0);
      t.clock.advance(MAIL_RETRY_MS.at(-1)! * 2);
      expect(await t.app.mailQueue.dispatchOnce()).toBe(0);
      const [mail, ...others] = await acknowledgments();
      expect(others).toEqual([]);
      expect(mail.text).toContain(`(hora de Madrid; ${receivedAt.toISOString()})`);
      expect((await t.database.db.select().from(queuedMails).where(eq(queuedMails.subjectId, record.id)))[0]).toMatchObject({ status: 'sent', attempts: 2 });
    } finally {
      send.mockRestore();
    }
  });

  it('refuses after the period with WDR-001, and a service of its own period or excluded with WDR-002', async () => {
    const late = await t.buy(t.oneTime.id);
    t.clock.advance(14 * DAY + 1000);
    const cookie = await t.portalCookie(late.email);
    const merchant = await t.signIn();
    const expired = await withdraw(cookie, late.purchaseId);
    expect([expired.statusCode, expired.json().code]).toEqual([409, 'WDR-001']);
    const listed = PortalPurchase.array().parse((await t.call(cookie, 'GET', '/api/portal/purchases')).json());
    expect(listed.find((p) => p.id === late.purchaseId)!.withdrawal.state).toBe('expired');

    // The merchant gives the service 30 days: the same purchase is withdrawable again.
    const setting = await t.call(merchant, 'PUT', `/api/services/${t.oneTime.serviceId}/withdrawal`, { withdrawal_days: 30, withdrawal_excluded: false });
    expect(setting.json()).toEqual({ withdrawal_days: 30, withdrawal_excluded: false });
    const excluded = await t.call(merchant, 'PUT', `/api/services/${t.oneTime.serviceId}/withdrawal`, { withdrawal_days: 30, withdrawal_excluded: true });
    expect(excluded.statusCode).toBe(200);
    // Excluded, and paid with the buyer's consent to lose the right (decision 1161): refused.
    await t.database.db.update(purchases).set({ withdrawalWaivedAt: t.clock.now() }).where(eq(purchases.id, late.purchaseId));
    const refused = await withdraw(await t.portalCookie(late.email), late.purchaseId);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'WDR-002']);
    // Without that consent (bought before the checkout asked for it) the right is not lost: the 30 days run.
    await t.database.db.update(purchases).set({ withdrawalWaivedAt: null }).where(eq(purchases.id, late.purchaseId));
    const inTime = await withdraw(await t.portalCookie(late.email), late.purchaseId);
    expect(inTime.statusCode).toBe(200);
    await t.database.db.update(services).set({ withdrawalDays: 14, withdrawalExcluded: false }).where(eq(services.id, t.oneTime.serviceId));
  });

  it('lists withdrawals for the merchant, newest first and paged, by purchase too; the full refund refunds and cancels once', async () => {
    const buyer = await t.buy(t.monthly.id);
    const cookie = await t.portalCookie(buyer.email);
    const record = Withdrawal.parse((await withdraw(cookie, buyer.purchaseId)).json());
    const merchant = await t.signIn();
    const list = await t.call(merchant, 'GET', '/api/withdrawals?page=1&page_size=5');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ page: 1, page_size: 5, total: 5 });
    expect(list.json().data[0]).toEqual(record);
    const one = await t.call(merchant, 'GET', `/api/withdrawals?purchase_id=${buyer.purchaseId}`);
    expect(one.json()).toMatchObject({ total: 1, data: [record] });
    const v1 = await t.app.inject({ method: 'GET', url: '/api/v1/withdrawals?page_size=5', headers: { authorization: `Bearer ${await t.secretKey()}` } });
    expect(v1.json()).toEqual(list.json());

    const refunded = await t.call(merchant, 'POST', `/api/withdrawals/${record.id}/refund`);
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json().refunded_at).toBe(t.clock.now().toISOString());
    const [purchase] = await t.database.db.select().from(purchases).where(eq(purchases.id, buyer.purchaseId));
    expect(purchase.status).toBe('canceled');
    const charge = (await t.call(merchant, 'GET', `/api/purchases/${buyer.purchaseId}`)).json().charges[0];
    expect([charge.status, charge.amount_refunded]).toEqual(['refunded', charge.amount]);
    const again = await t.call(merchant, 'POST', `/api/withdrawals/${record.id}/refund`);
    expect(again.json()).toEqual(refunded.json());
    // The dashboard's reminder counts those still to refund.
    const pending = (await t.call(merchant, 'GET', '/api/withdrawals?pending=true')).json();
    expect(pending.total).toBe(4);
    expect(pending.data.map((w: { id: string }) => w.id)).not.toContain(record.id);
    expect((await t.call(merchant, 'GET', '/api/withdrawals?pending=false')).json()).toMatchObject({ total: 1, data: [{ id: record.id }] });
    const events_ = (await t.database.db.select({ event: events.event }).from(events).where(eq(events.entityId, buyer.purchaseId))).map((e) => e.event);
    expect(events_.filter((e) => e === 'purchases-updated').length).toBeGreaterThan(0);
    const deliveries = await t.database.db.select().from(webhookDeliveries);
    expect(deliveries.some((d) => d.body.includes('"type":"withdrawal-requested"'))).toBe(true);
  });

  it("a merchant's withdrawal is not another merchant's: 404 WDR-003 for an unknown id", async () => {
    const answer = await t.call(await t.signIn(), 'POST', '/api/withdrawals/00000000-0000-4000-8000-000000000000/refund');
    expect([answer.statusCode, answer.json().code]).toEqual([404, 'WDR-003']);
  });
});
