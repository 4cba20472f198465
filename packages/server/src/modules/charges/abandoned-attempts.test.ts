import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABANDONED_ATTEMPT_HOURS, Charge, chargeStatusGroup, CustomerDetail, ExportResponse, paged, Purchase } from '@cobro/contracts';
import { databases, signIn } from '../../../test/harness';
import { checkoutTest, json, newBuyer, startPayment, type CheckoutTest } from '../checkout/checkout.fixtures';

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
});
