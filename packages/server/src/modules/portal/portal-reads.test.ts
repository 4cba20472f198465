import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, PortalPurchase } from '@cobro/contracts';
import { charges, customers, organizations, purchases, users } from '../../db/schema/index';
import { databases } from '../../../test/harness';
import { portalTest, type PortalTest } from './portal.fixtures';

describe.each(databases)('buyer portal reads and tenant isolation on %s', (db) => {
  let t: PortalTest;
  let mine: { purchaseId: string; email: string; customerId: string };
  let subscription: { purchaseId: string };
  let cookie: string;
  let otherBuyers: { purchaseId: string };
  let otherMerchants: { purchaseId: string; chargeId: string };
  beforeAll(async () => {
    t = await portalTest(db);
    mine = await t.buy(t.oneTime.id);
    subscription = await t.buy(t.monthly.id, mine);
    otherBuyers = await t.buy(t.oneTime.id);
    // Merchant B: a purchase bought under the same e-mail, moved to another organization with its customer and charges.
    const moved = await t.buy(t.oneTime.id);
    const now = t.clock.now();
    const ownerId = randomUUID();
    const otherOrganization = randomUUID();
    await t.database.db.insert(users).values({ id: ownerId, email: 'merchant-b@merchants.test', name: 'B', createdAt: now, updatedAt: now });
    await t.database.db.insert(organizations).values({ id: otherOrganization, ownerId, companyName: 'Comercio B S.L.', createdAt: now, updatedAt: now });
    await t.database.db.update(customers).set({ organizationId: otherOrganization, email: mine.email }).where(eq(customers.id, moved.customerId));
    await t.database.db.update(purchases).set({ organizationId: otherOrganization }).where(eq(purchases.id, moved.purchaseId));
    const [charge] = await t.database.db.update(charges).set({ organizationId: otherOrganization }).where(eq(charges.purchaseId, moved.purchaseId)).returning();
    otherMerchants = { purchaseId: moved.purchaseId, chargeId: charge.id };
    cookie = await t.portalCookie(mine.email);
  });
  afterAll(() => t?.close());

  it("lists the buyer's own purchases at this merchant, one-time and subscription, with names, amounts and withdrawal", async () => {
    const answer = await t.call(cookie, 'GET', '/api/portal/purchases');
    expect(answer.statusCode).toBe(200);
    const list = PortalPurchase.array().parse(answer.json());
    expect(list.map((p) => p.id).sort()).toEqual([mine.purchaseId, subscription.purchaseId].sort());
    const oneTime = list.find((p) => p.id === mine.purchaseId)!;
    expect(oneTime).toMatchObject({ kind: 'one_time', status: 'succeeded', service_name: expect.any(String), plan_name: 'Bono 10 clases', amount: 9000, can_cancel: false });
    expect(oneTime.withdrawal).toEqual({ state: 'available', deadline: new Date(Date.parse(oneTime.created_at) + 14 * 86_400_000).toISOString(), received_at: null });
    expect(list.find((p) => p.id === subscription.purchaseId)).toMatchObject({ kind: 'subscription', status: 'active', plan_name: 'Mensual ilimitado', can_cancel: true });
    expect(answer.body).not.toContain('customer_id');
  });

  it('shows one purchase with its charges, and downloads a charge receipt as recibo.pdf', async () => {
    const answer = await t.call(cookie, 'GET', `/api/portal/purchases/${mine.purchaseId}`);
    const purchase = PortalPurchase.parse(answer.json());
    expect(purchase.charges).toHaveLength(1);
    expect(purchase.charges![0]).toMatchObject({ amount: 9000, status: 'succeeded', has_receipt: true });
    const pdf = await t.call(cookie, 'GET', `/api/portal/receipts/${purchase.charges![0].id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="recibo.pdf"');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("answers 404 for another buyer's purchase at this merchant and for another merchant's ids, never 403", async () => {
    for (const id of [otherBuyers.purchaseId, otherMerchants.purchaseId, 'not-an-id']) {
      for (const [method, url, payload] of [
        ['GET', `/api/portal/purchases/${id}`],
        ['PUT', `/api/portal/purchases/${id}/cancel`],
        ['POST', `/api/portal/purchases/${id}/withdrawal`, { name: 'Lucía García' }],
      ] as const) {
        const answer = await t.call(cookie, method, url, payload);
        expect([url, answer.statusCode, answer.json().code]).toEqual([url, 404, 'CHK-006']);
      }
    }
    const [otherBuyersCharge] = await t.database.db.select().from(charges).where(eq(charges.purchaseId, otherBuyers.purchaseId));
    for (const chargeId of [otherBuyersCharge.id, otherMerchants.chargeId]) {
      const answer = await t.call(cookie, 'GET', `/api/portal/receipts/${chargeId}`);
      expect([answer.statusCode, answer.json().code]).toEqual([404, 'CHA-003']);
    }
  });

  it('a portal session reaches no merchant route, and a merchant session no portal route', async () => {
    const merchantCalls = [
      ['GET', '/api/auth/verify'],
      ['GET', '/api/charges'],
      ['GET', '/api/purchases'],
      ['GET', `/api/purchases/${mine.purchaseId}`],
      ['PUT', `/api/purchases/${subscription.purchaseId}/cancel`],
      ['GET', '/api/customers'],
      ['GET', '/api/withdrawals'],
      ['GET', `/api/receipts/${otherMerchants.chargeId}`],
      ['GET', '/api/organizations/portal-settings'],
    ] as const;
    for (const [method, url] of merchantCalls) {
      const answer = await t.call(cookie, method, url);
      // The checkout's anonymous purchase read answers without customer data; every other call asks for a session.
      if (url === `/api/purchases/${mine.purchaseId}`) expect(answer.json()).not.toHaveProperty('customer');
      else expect([url, answer.statusCode]).toEqual([url, 401]);
    }
    const portalCalls = [
      ['GET', '/api/portal/session'],
      ['GET', '/api/portal/purchases'],
      ['GET', `/api/portal/purchases/${mine.purchaseId}`],
      ['PUT', `/api/portal/purchases/${subscription.purchaseId}/cancel`],
      ['POST', `/api/portal/purchases/${mine.purchaseId}/withdrawal`],
    ] as const;
    for (const [method, url] of portalCalls) {
      const answer = await t.call(t.merchantCookie, method, url, method === 'POST' ? { name: 'X' } : undefined);
      expect([url, answer.statusCode, answer.json().code]).toEqual([url, 401, 'API-002']);
    }
    const receipt = await t.call(t.merchantCookie, 'GET', `/api/portal/receipts/${otherMerchants.chargeId}`);
    expect(receipt.statusCode).toBe(401);
    // The merchant's secret key neither: a portal call reads only its own cookie.
    const authorization = `Bearer ${await t.secretKey()}`;
    for (const [method, url] of portalCalls) {
      const answer = await t.app.inject({ method, url, headers: { authorization }, ...(method === 'POST' ? { payload: { name: 'X' } } : {}) });
      expect([url, answer.statusCode]).toEqual([url, 401]);
    }
    // Nor does the portal cookie pass for a secret key on the server-to-server API.
    expect((await t.call(cookie, 'GET', '/api/v1/purchases')).statusCode).toBe(401);
    expect(endpoints.purchases.access).toBe('session');
  });

  it('signs out: the session is gone', async () => {
    const own = await t.portalCookie(mine.email);
    expect((await t.call(own, 'DELETE', '/api/portal/session')).statusCode).toBe(204);
    expect((await t.call(own, 'GET', '/api/portal/session')).statusCode).toBe(401);
  });
});
