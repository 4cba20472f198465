import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ABANDONED_ATTEMPT_HOURS, Charge, chargeStatusGroup, CustomerDetail, ExportResponse, paged, Purchase } from '@cobro/contracts';
import { charges, purchases } from '../../db/schema/index';
import { databases, signIn } from '../../../test/harness';
import { chargesOf, checkoutTest, confirmCard, json, newBuyer, purchaseRow, startPayment, type CheckoutTest } from '../checkout/checkout.fixtures';

const ChargesPage = paged(Charge);
const PurchasesPage = paged(Purchase);

/**
 * Issue 17: a buyer who picks a method opens a pending charge (payment-data) and may leave. The merchant sees it as
 * incomplete, never as money; once older than ABANDONED_ATTEMPT_HOURS it is in no list, count or export.
 */
describe.each(databases)('abandoned payment attempts on %s', (db) => {
  let t: CheckoutTest;
  let cookie: string;
  beforeAll(async () => {
    t = await checkoutTest(db);
    cookie = await signIn(t.app);
  });
  afterAll(() => t?.close());
  afterEach(() => vi.unstubAllGlobals());

  const get = async (url: string) => {
    const response = await json(t.app, 'GET', url, undefined, { cookie });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const exportedIds = async (customerId: string) => {
    const response = await json(t.app, 'POST', '/api/media/export/charges', { ids: [], customer_id: customerId }, { cookie });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(ExportResponse.parse(response.json()).file, 'base64') as unknown as ArrayBuffer);
    return workbook.worksheets[0].getColumn(11).values.slice(2);
  };

  it('an attempt the buyer never submitted shows as incomplete, is no spending, and is gone after 24 hours', async () => {
    const { customerId } = await newBuyer(t, t.oneTime.id);
    const { purchaseId, data } = await startPayment(t, t.oneTime.id, customerId, 'card');
    expect(data.statusCode, data.body).toBe(200);

    const mine = ChargesPage.parse(await get(`/api/customers/${customerId}/charges`));
    expect(mine.total).toBe(1);
    const [attempt] = mine.data;
    expect(attempt.status).toBe('pending');
    expect(chargeStatusGroup(attempt.status)).toBe('incomplete');
    const incomplete = ChargesPage.parse(await get('/api/charges?status=pending&page_size=20'));
    expect(incomplete.data.map((c) => c.id)).toContain(attempt.id);
    const detail = CustomerDetail.parse(await get(`/api/customers/${customerId}`));
    expect(detail).toMatchObject({ spending: 0, mrr: 0 });
    expect(detail.charges.map((c) => c.id)).toEqual([attempt.id]);
    expect(await exportedIds(customerId)).toEqual([attempt.id]);
    expect(PurchasesPage.parse(await get(`/api/customers/${customerId}/purchases`)).data.map((p) => p.id)).toEqual([purchaseId]);
    expect((await get(`/api/purchases/${purchaseId}`)).charges.map((c: Charge) => c.id)).toEqual([attempt.id]);

    t.clock.advance(ABANDONED_ATTEMPT_HOURS * 3_600_000 + 60_000);
    expect(ChargesPage.parse(await get(`/api/customers/${customerId}/charges`))).toMatchObject({ total: 0, data: [] });
    const later = ChargesPage.parse(await get('/api/charges?status=pending&page_size=20'));
    expect(later.data.map((c) => c.id)).not.toContain(attempt.id);
    // Every pending charge now is older than the cutoff (the seed's too): none is listed or counted.
    expect(later.total).toBe(0);
    expect(await exportedIds(customerId)).toEqual([]);
    expect(CustomerDetail.parse(await get(`/api/customers/${customerId}`))).toMatchObject({ charges: [], spending: 0, mrr: 0 });
    // The one-time purchase it left pending goes with it; the customer stays (the buyer did identify).
    expect(PurchasesPage.parse(await get(`/api/customers/${customerId}/purchases`))).toMatchObject({ total: 0, data: [] });
    expect((await get(`/api/purchases/${purchaseId}`)).charges).toEqual([]);
    // Nor does the customers filter by an incomplete charge find anyone by an abandoned one.
    expect(await get('/api/customers?status=pending')).toMatchObject({ total: 0, data: [] });
  });

  /** What the merchant's lists, detail and export show of one buyer: charge ids, purchase ids. */
  const shownOf = async (customerId: string) => ({
    charges: ChargesPage.parse(await get(`/api/customers/${customerId}/charges`)).data.map((c) => c.id),
    detail: CustomerDetail.parse(await get(`/api/customers/${customerId}`)).charges.map((c) => c.id),
    exported: await exportedIds(customerId),
    purchases: PurchasesPage.parse(await get(`/api/customers/${customerId}/purchases`)).data.map((p) => p.id),
  });

  it('a payment its provider never started (Inespay unreachable) is in no list; the buyer then pays by card', async () => {
    const connected = await json(t.app, 'POST', '/api/payment-providers/activate', { provider: 'inespay', api_key: 'ines-key-0123456789', api_token: 'ines-token-9876543210', environment: 'live' }, { cookie });
    expect(connected.statusCode, connected.body).toBe(200);
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('fetch failed'); }));
    try {
      const { customerId } = await newBuyer(t, t.oneTime.id);
      const { purchaseId, data } = await startPayment(t, t.oneTime.id, customerId, 'inespay');
      expect(data.json()).toMatchObject({ code: 'PE-001' });
      // Kept, with why: the provider's own code. Not an attempt of the buyer's, so nothing shows it.
      const [unstarted] = await chargesOf(t, purchaseId);
      expect(unstarted).toMatchObject({ status: 'failed', failureCode: 'not_started', failureMessage: 'provider_unreachable' });
      expect(await shownOf(customerId)).toEqual({ charges: [], detail: [], exported: [], purchases: [] });
      expect((await get('/api/charges?status=failed&page_size=20')).data.map((c: Charge) => c.id)).not.toContain(unstarted.id);
      expect((await get(`/api/purchases/${purchaseId}`)).charges).toEqual([]);

      // Another method, the same purchase: only what the buyer did is shown.
      const card = await startPayment(t, t.oneTime.id, customerId, 'card');
      expect(card.purchaseId).toBe(purchaseId);
      expect((await confirmCard(t, card.data.json().client_secret)).statusCode).toBe(200);
      const paid = (await chargesOf(t, purchaseId)).find((c) => c.paymentMethod === 'card')!;
      expect(await shownOf(customerId)).toEqual({ charges: [paid.id], detail: [paid.id], exported: [paid.id], purchases: [purchaseId] });
      expect(await purchaseRow(t, purchaseId)).toMatchObject({ status: 'succeeded' });
    } finally {
      await t.app.inject({ method: 'DELETE', url: '/api/payment-providers/inespay', headers: { cookie } });
    }
  });

  it('a failed charge without a failure code (the seed has them, as older rows do) stays in every list', async () => {
    const { customerId } = await newBuyer(t, t.oneTime.id);
    const { purchaseId } = await startPayment(t, t.oneTime.id, customerId, 'card');
    const [charge] = await chargesOf(t, purchaseId);
    await t.database.db.update(charges).set({ status: 'failed', failureCode: null, failureMessage: null }).where(eq(charges.id, charge.id));
    await t.database.db.update(purchases).set({ status: 'failed' }).where(eq(purchases.id, purchaseId));
    expect(await shownOf(customerId)).toEqual({ charges: [charge.id], detail: [charge.id], exported: [charge.id], purchases: [purchaseId] });
    expect((await get('/api/charges?status=failed&page_size=20')).data.map((c: Charge) => c.id)).toContain(charge.id);
  });

  it('a pending charge left for another method is in no list either: the one the buyer pays is', async () => {
    const { customerId } = await newBuyer(t, t.oneTime.id);
    const redsys = await startPayment(t, t.oneTime.id, customerId, 'redsys');
    expect(redsys.data.statusCode, redsys.data.body).toBe(200);
    expect(await shownOf(customerId)).toMatchObject({ charges: [expect.any(String)], purchases: [redsys.purchaseId] });
    // Back from Redsys's page without paying, the buyer picks card and stops before confirming.
    const card = await startPayment(t, t.oneTime.id, customerId, 'card');
    const [left, open] = await chargesOf(t, redsys.purchaseId);
    expect(left).toMatchObject({ paymentMethod: 'redsys', status: 'failed', failureCode: 'abandoned' });
    expect(open).toMatchObject({ paymentMethod: 'card', status: 'pending' });
    expect(await shownOf(customerId)).toEqual({ charges: [open.id], detail: [open.id], exported: [open.id], purchases: [card.purchaseId] });
    expect((await get('/api/charges?status=failed&page_size=20')).data.map((c: Charge) => c.id)).not.toContain(left.id);
  });
});
