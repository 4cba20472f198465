import ExcelJS from 'exceljs';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ChargePaymentMethod,
  ChargeStatus,
  ExportResponse,
  Frequency,
  HolderType,
  normalizePaymentMethod,
  planLimit,
  PlanType,
  Provider,
  PurchaseStatus,
  ServiceStatus,
} from '@cobro/contracts';
import { charges, plans, purchases } from '../../db/schema/index';
import { NEW_MERCHANT_ACCOUNT } from '../../seed/index';
import { databases, signIn } from '../../../test/harness';
import { chargeStatusOf } from '../charges/index';
import { moneyTest, type MoneyTest } from '../charges/money.fixtures';
import { exportTable } from './export-queries';
import { EXPORT_WORDS } from './export-words';

async function workbookOf(file: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(file, 'base64') as unknown as ArrayBuffer);
  return workbook;
}

async function open(response: { json(): unknown }) {
  const body = ExportResponse.parse(response.json());
  return { name: body.file_name, sheet: (await workbookOf(body.file)).worksheets[0] };
}

/** Every cell of the first sheet, row by row. */
const cellsOf = async (file: string) => (await workbookOf(file)).worksheets[0].getSheetValues();

describe.each(databases)('POST /media/export/{table id} on %s', (db) => {
  let c: MoneyTest;
  beforeAll(async () => {
    c = await moneyTest(db);
  });
  afterAll(() => c?.t.close());

  /** An export as the Spanish dashboard asks for it (its Accept-Language is the interface's language). */
  const exportOf = (table: string, body: object, query = '', language = 'es') =>
    c.call('POST', `/api/media/export/${table}${query}`, body, { 'accept-language': language });

  it('exports the selected charges as an xlsx with Spanish headers, euro amounts and dates', async () => {
    const selected = (await c.chargesWhere()).slice(0, 3);
    const { name, sheet } = await open(await exportOf('charges', { ids: selected.map((s) => s.id) }));
    expect(name).toBe('cobros-2025-06-16.xlsx');
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(1).values).toEqual(expect.arrayContaining(['Fecha', 'Cliente', 'Importe', 'Devuelto', 'Estado', 'Método de pago']));
    const ids = [2, 3, 4].map((r) => sheet.getRow(r).getCell(11).value);
    expect(ids.sort()).toEqual(selected.map((s) => s.id).sort());
    const row = sheet.getRow(2);
    const charge = selected.find((s) => s.id === row.getCell(11).value)!;
    expect(row.getCell(4).value).toBe(charge.amount / 100);
    expect(row.getCell(1).value).toBeInstanceOf(Date);
    // Every row carries its column's format: dates, euros, and none on text.
    for (const r of [2, 3, 4]) {
      expect([1, 4, 5, 6, 7].map((column) => sheet.getRow(r).getCell(column).numFmt)).toEqual([
        'dd/mm/yyyy hh:mm',
        ...Array(4).fill('#,##0.00 "€"'),
      ]);
      expect(sheet.getRow(r).getCell(2).numFmt).toBeUndefined();
    }
  });

  it('without a selection it exports every row matching the filters shown', async () => {
    const failed = await c.chargesWhere(eq(charges.status, 'failed'));
    const { sheet } = await open(await exportOf('charges', { ids: [] }, '?status=failed'));
    expect(sheet.rowCount).toBe(failed.length + 1);
    expect(new Set(sheet.getColumn(8).values.slice(2))).toEqual(new Set(['Fallido']));
    const everything = await open(await exportOf('charges', { ids: [] }));
    expect(everything.sheet.rowCount).toBe((await c.chargesWhere()).length + 1);
  });

  it('customer_id scopes charges and purchases to one customer', async () => {
    const [customer] = await c.customersWhere();
    const own = await c.purchasesWhere(eq(purchases.customerId, customer.id));
    const { sheet } = await open(await exportOf('purchases', { ids: [], customer_id: customer.id }));
    expect(sheet.rowCount).toBe(own.length + 1);
  });

  it('exports customers, services and plans too', async () => {
    expect((await open(await exportOf('customers', { ids: [] }))).sheet.rowCount).toBe((await c.customersWhere()).length + 1);
    const services = await open(await exportOf('services', { ids: [] }));
    expect(services.sheet.getRow(1).getCell(1).value).toBe('Nombre');
    expect(services.sheet.rowCount).toBe(4);
    const plans = await open(await exportOf('plans', { ids: [] }, '?status=ACTIVE'));
    expect(plans.sheet.rowCount).toBeGreaterThan(1);
  });

  it('plans and services export the plan and purchase counts their screens show (a deleted purchase is not counted)', async () => {
    const [purchase] = await c.purchasesWhere(isNull(purchases.deletedAt));
    // Every purchase not deleted, as the plan and service screens count them (abandoned checkouts included).
    const live = async (column: typeof purchases.planId | typeof purchases.serviceId, id: string) =>
      (await c.t.database.db.select({ id: purchases.id }).from(purchases).where(and(eq(column, id), isNull(purchases.deletedAt)))).length;
    /** A cell of the one row a selection exports, by its header. */
    const exported = async (table: 'plans' | 'services', id: string, header = 'Compras') => {
      const { sheet } = await open(await exportOf(table, { ids: [id] }));
      return sheet.getRow(2).getCell((sheet.getRow(1).values as unknown[]).indexOf(header)).value;
    };
    const plansOfService = await c.t.database.db
      .select({ id: plans.id })
      .from(plans)
      .where(and(eq(plans.serviceId, purchase.serviceId), isNull(plans.deletedAt)));
    expect(await exported('services', purchase.serviceId, 'Planes')).toBe(plansOfService.length);
    const counts = async () => [await exported('plans', purchase.planId), await exported('services', purchase.serviceId)];
    const before = [await live(purchases.planId, purchase.planId), await live(purchases.serviceId, purchase.serviceId)];
    expect(await counts()).toEqual(before);
    await c.t.database.db.update(purchases).set({ deletedAt: c.t.clock.now() }).where(eq(purchases.id, purchase.id));
    try {
      expect(await counts()).toEqual([before[0] - 1, before[1] - 1]);
    } finally {
      await c.t.database.db.update(purchases).set({ deletedAt: null }).where(eq(purchases.id, purchase.id));
    }
  });

  it('reads the rows a page at a time: pages of 2 write the same rows, in the same order, as one read', async () => {
    const request = { organizationId: c.organizationId, body: { ids: [] }, query: {}, now: c.t.clock.now(), language: 'es' as const };
    for (const table of ['charges', 'purchases', 'customers', 'services', 'plans'] as const) {
      const whole = await exportTable(c.t.database.db, table, request);
      const paged = await exportTable(c.t.database.db, table, { ...request, readRows: 2 });
      expect(paged.rows, table).toBeGreaterThan(2);
      expect(paged.rows, table).toBe(whole.rows);
      expect(await cellsOf(paged.file), table).toEqual(await cellsOf(whole.file));
    }
  });

  const headersOf = (sheet: ExcelJS.Worksheet) => (sheet.getRow(1).values as unknown[]).slice(1);
  const TABLES = ['customers', 'charges', 'purchases', 'services', 'plans'] as const;

  it("writes the name, sheet, headers and cells in the dashboard's language: English", async () => {
    const charges = await open(await exportOf('charges', { ids: [] }, '?status=failed', 'en-GB,en;q=0.9'));
    expect(charges.name).toBe('payments-2025-06-16.xlsx');
    expect(charges.sheet.name).toBe('Payments');
    expect(headersOf(charges.sheet)).toEqual(['Date', 'Customer', 'E-mail', 'Amount', 'Refunded', 'Fee', 'Net', 'Status', 'Payment method', 'Plan', 'ID']);
    expect(new Set(charges.sheet.getColumn(8).values.slice(2))).toEqual(new Set(['Failed']));
    const purchases = await open(await exportOf('purchases', { ids: [] }, '', 'en'));
    expect(headersOf(purchases.sheet)).toEqual(['Date', 'Customer', 'Service', 'Plan', 'Amount', 'Status', 'Provider', 'Payment method', 'Next charge', 'End date', 'ID']);
    const plans = await open(await exportOf('plans', { ids: [] }, '', 'en'));
    expect(headersOf(plans.sheet)).toEqual(['Name', 'Service', 'Amount', 'Type', 'Recurring', 'Frequency', 'Status', 'Purchases', 'Created']);
    expect(headersOf((await open(await exportOf('services', { ids: [] }, '', 'en'))).sheet)).toEqual(['Name', 'Status', 'Published', 'Plans', 'Purchases', 'Created']);
    expect(headersOf((await open(await exportOf('customers', { ids: [] }, '', 'en'))).sheet)).toEqual(['Type', 'Name', 'Tax ID', 'Phone', 'E-mail', 'Customer since']);
  });

  it("writes the name, sheet, headers and cells in the dashboard's language: Catalan, in the words of its Catalan lists", async () => {
    const charges = await open(await exportOf('charges', { ids: [] }, '?status=failed', 'ca-ES,ca;q=0.9,es;q=0.8'));
    expect(charges.name).toBe('cobraments-2025-06-16.xlsx');
    expect(charges.sheet.name).toBe('Cobraments');
    expect(headersOf(charges.sheet)).toEqual(['Data', 'Client', 'Correu electrònic', 'Import', 'Reemborsat', 'Comissió', 'Net', 'Estat', 'Mètode de pagament', 'Pla', 'ID']);
    expect(new Set(charges.sheet.getColumn(8).values.slice(2))).toEqual(new Set(['Fallit']));
    const purchases = await open(await exportOf('purchases', { ids: [] }, '', 'ca'));
    expect(purchases.name).toBe('vendes-2025-06-16.xlsx');
    expect(headersOf(purchases.sheet)).toEqual(['Data', 'Client', 'Servei', 'Pla', 'Import', 'Estat', 'Proveïdor', 'Mètode de pagament', 'Pròxim cobrament', 'Data de finalització', 'ID']);
    const plans = await open(await exportOf('plans', { ids: [] }, '', 'ca'));
    expect(headersOf(plans.sheet)).toEqual(['Nom', 'Servei', 'Import', 'Tipus', 'Recurrent', 'Freqüència', 'Estat', 'Compres', 'Creat']);
    expect(headersOf((await open(await exportOf('services', { ids: [] }, '', 'ca'))).sheet)).toEqual(['Nom', 'Estat', 'Publicat', 'Plans', 'Compres', 'Creat']);
    expect(headersOf((await open(await exportOf('customers', { ids: [] }, '', 'ca'))).sheet)).toEqual(['Tipus', 'Nom', 'NIF', 'Telèfon', 'Correu electrònic', 'Client des de']);
    expect(EXPORT_WORDS.ca.methods.sepa_debit).toBe('Domiciliació SEPA');
    expect(EXPORT_WORDS.ca.purchaseStatuses.canceled).toBe('Cancel·lat');
  });

  it('says each status and method as the dashboard does, in Spanish, English and Catalan', async () => {
    const rows = await c.chargesWhere();
    for (const [language, words] of [['es', EXPORT_WORDS.es], ['en', EXPORT_WORDS.en], ['ca', EXPORT_WORDS.ca]] as const) {
      const { sheet } = await open(await exportOf('charges', { ids: [] }, '', language));
      const cells = new Map((sheet.getColumn(11).values.slice(2) as string[]).map((id, i) => [id, sheet.getRow(i + 2)]));
      for (const row of rows) {
        const cell = cells.get(row.id)!;
        expect(cell.getCell(8).value, row.status).toBe(words.chargeStatuses[chargeStatusOf(row)]);
        expect(cell.getCell(9).value, row.paymentMethod).toBe(words.methods[normalizePaymentMethod(row.paymentMethod as ChargePaymentMethod)]);
      }
    }
    expect(EXPORT_WORDS.es.methods.sepa_debit).toBe('Adeudo directo SEPA');
    expect(EXPORT_WORDS.en.chargeStatuses.refunded).toBe('Refunded');
  });

  it('no cell of any table carries an API value as it is sent, in any language', async () => {
    const raw = new Set<unknown>([
      ...ChargeStatus.options,
      ...ChargePaymentMethod.options,
      ...PurchaseStatus.options,
      ...Provider.options,
      ...ServiceStatus.options,
      ...PlanType.options,
      ...Frequency.options,
      ...HolderType.options,
    ]);
    for (const language of ['es', 'en', 'ca']) {
      for (const table of TABLES) {
        const { sheet } = await open(await exportOf(table, { ids: [] }, '', language));
        expect(sheet.rowCount, table).toBeGreaterThan(1);
        const cells = (sheet.getSheetValues() as unknown[][]).flatMap((row) => row ?? []);
        expect(cells.filter((value) => raw.has(value)), `${table} in ${language}`).toEqual([]);
      }
    }
  });

  it('a request in no language of the interface gets its fallback, English', async () => {
    const { name, sheet } = await open(await exportOf('services', { ids: [] }, '', 'fr-FR,fr;q=0.9'));
    expect(name).toBe('services-2025-06-16.xlsx');
    expect(sheet.getRow(1).getCell(1).value).toBe('Name');
  });

  it('an unknown table is 404 and a bad filter is 400', async () => {
    expect((await exportOf('secrets', { ids: [] })).statusCode).toBe(404);
    expect((await exportOf('charges', { ids: [] }, '?status=lovely')).statusCode).toBe(400);
    expect((await exportOf('charges', { ids: 'all' })).statusCode).toBe(400);
  });

  it("a merchant whose sales are over its plan's limit exports nothing (403 API-003), and exports within it", async () => {
    const cookie = await signIn(c.t.app, NEW_MERCHANT_ACCOUNT);
    const as = (method: 'GET' | 'POST', url: string, payload?: object) => c.t.app.inject({ method, url, headers: { cookie }, payload });
    const organizationId = (await as('GET', '/api/organizations')).json().id;
    const collected = { organizationId, status: 'succeeded' as const, paymentMethod: 'card', provider: 'STRIPE' as const, createdAt: c.t.clock.now() };
    // No plan: the free limit, 3,000 euro this month. Exactly at it is within it.
    const [atLimit] = await c.t.database.db.insert(charges).values({ ...collected, amount: planLimit(null).cents }).returning();
    const within = await as('POST', '/api/media/export/charges', { ids: [] });
    expect(within.statusCode).toBe(200);
    expect((await open(within)).sheet.rowCount).toBe(2);
    const [over] = await c.t.database.db.insert(charges).values({ ...collected, amount: 1 }).returning();
    const refused = await as('POST', '/api/media/export/charges', { ids: [] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'API-003', message: "Your sales exceed your plan's limit: choose a plan to export" });
    expect(refused.json().file).toBeUndefined();
    await c.t.database.db.delete(charges).where(eq(charges.id, over.id));
    await c.t.database.db.delete(charges).where(eq(charges.id, atLimit.id));
  });
});
