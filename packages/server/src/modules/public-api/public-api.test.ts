import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Charge, paged, Customer, Purchase, type GeneratedApiKey } from '@cobro/contracts';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/database';
import { charges, refunds } from '../../db/schema/index';
import { databases, testConfig } from '../../../test/harness';
import { cobroClient } from '../../../../../examples/server-to-server/client.mjs';
import { openApiDocument } from './openapi-view';
import { publicApiTest, type PublicApiTest } from './public-api.fixtures';
import { PUBLIC_API_RATE_LIMIT } from './rate-limit-commands';

describe.each(databases)('the server-to-server API on %s', (db) => {
  let c: PublicApiTest;
  let a: GeneratedApiKey;
  let b: GeneratedApiKey;
  beforeAll(async () => {
    c = await publicApiTest(db);
    a = await c.generate(c.cookie);
    b = await c.generate(c.otherCookie);
  });
  afterAll(() => c?.t.close());

  const dashboard = async (url: string) => (await c.call('GET', `/api${url}`)).json();

  it('lists answer what the dashboard lists answer, with the same filters and paging', async () => {
    for (const url of ['/customers?page_size=10&page=2', '/charges?status=succeeded,failed&sort=-amount', '/purchases?status=active']) {
      const response = await c.v1(a.api_key, 'GET', url);
      expect(response.statusCode, url).toBe(200);
      expect(response.json(), url).toEqual(await dashboard(url));
    }
    const customers = paged(Customer).parse((await c.v1(a.api_key, 'GET', '/customers')).json());
    expect(customers.data.length).toBeGreaterThan(0);
    expect((await c.v1(a.api_key, 'GET', '/charges?page_size=7')).json()).toMatchObject({ code: 'API-001' });
  });

  it("merchant A's key never reads B's data, and B's key never A's", async () => {
    const ids = async (key: string, url: string) => {
      const all: string[] = [];
      for (let page = 1; ; page++) {
        const body = (await c.v1(key, 'GET', `${url}?page_size=20&page=${page}`)).json() as { data: { id: string }[] };
        all.push(...body.data.map((row) => row.id));
        if (body.data.length < 20) return all;
      }
    };
    const ofA = {
      '/customers': (await c.customersWhere()).map((row) => row.id),
      '/charges': (await c.chargesWhere()).map((row) => row.id),
      '/purchases': (await c.purchasesWhere()).map((row) => row.id),
    };
    for (const [url, rowsOfA] of Object.entries(ofA)) {
      const [readByA, readByB] = [await ids(a.api_key, url), await ids(b.api_key, url)];
      expect(readByA.length, url).toBeGreaterThan(0);
      expect(readByA.filter((id) => !rowsOfA.includes(id)), url).toEqual([]);
      expect(readByB.filter((id) => rowsOfA.includes(id)), url).toEqual([]);
    }
    const [chargeOfA] = await c.chargesWhere();
    expect(Charge.parse((await c.v1(a.api_key, 'GET', `/charges/${chargeOfA.id}`)).json()).id).toBe(chargeOfA.id);
    expect((await c.v1(b.api_key, 'GET', `/charges/${chargeOfA.id}`)).json()).toMatchObject({ code: 'CHA-003' });
    const refund = await c.v1(b.api_key, 'POST', `/charges/${chargeOfA.id}/refunds`, {
      payload: { amount: 100 },
      headers: { 'idempotency-key': 'cross-merchant' },
    });
    expect(refund.json()).toMatchObject({ code: 'CHA-003' });
    expect(paged(Purchase).parse((await c.v1(b.api_key, 'GET', '/purchases')).json())).toBeTruthy();
  });

  it('a refund needs an Idempotency-Key; a retry with it replays the answer and refunds once', async () => {
    const [charge] = await c.chargesWhere(
      and(eq(charges.status, 'succeeded'), eq(charges.paymentMethod, 'card'), eq(charges.amountRefunded, 0), gt(charges.amount, 1000)),
    );
    await c.settleInSandbox(charge);
    const refund = (headers: Record<string, string>) =>
      c.v1(a.api_key, 'POST', `/charges/${charge.id}/refunds`, { payload: { amount: 250 }, headers });
    const keyless = await refund({});
    expect(keyless.statusCode).toBe(400);
    expect(keyless.json()).toMatchObject({ code: 'API-001', fields: { 'Idempotency-Key': 'required' } });
    const first = await refund({ 'idempotency-key': 'order-1-refund' });
    expect(first.statusCode).toBe(200);
    expect(Charge.parse(first.json())).toMatchObject({ id: charge.id, amount_refunded: 250 });
    const again = await refund({ 'idempotency-key': 'order-1-refund' });
    expect(again.json()).toEqual(first.json());
    expect(await c.t.database.db.select().from(refunds).where(eq(refunds.chargeId, charge.id))).toHaveLength(1);
  });

  it('one rate limit per key, shared by two server instances on one database (429 with Retry-After)', async () => {
    const key = (await c.generate(c.cookie)).api_key;
    // On PostgreSQL the second instance has its own connection pool, as a second server process would.
    const url = (c.t.database as Database & { url?: string }).url;
    const database = url ? await openDatabase({ dataDir: '', databaseUrl: url }) : c.t.database;
    const other = await buildApp({ config: testConfig(), database, clock: c.t.clock, scheduler: false });
    await other.ready();
    try {
      const { requests, windowMs } = PUBLIC_API_RATE_LIMIT;
      const responses = await Promise.all(
        Array.from({ length: requests + 10 }, (_, i) => c.v1(key, 'GET', '/purchases?page_size=10', { app: i % 2 ? other : c.t.app })),
      );
      const limited = responses.filter((r) => r.statusCode === 429);
      expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(requests);
      expect(limited).toHaveLength(10);
      for (const r of limited) {
        expect(r.headers['retry-after']).toBe(String(windowMs / 1000));
        expect(r.json()).toMatchObject({ code: 'API-007' });
      }
      // Another key has its own window; the next window lets the key in again.
      expect((await c.v1(b.api_key, 'GET', '/customers')).statusCode).toBe(200);
      c.t.clock.advance(windowMs);
      expect((await c.v1(key, 'GET', '/customers', { app: other })).statusCode).toBe(200);
    } finally {
      await other.close();
      if (url) await database.close();
    }
  });

  it('serves its OpenAPI document without a key', async () => {
    const response = await c.t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
  });

  it('the example client (examples/server-to-server) lists and refunds against a listening server', async () => {
    const address = await c.t.app.listen({ port: 0, host: '127.0.0.1' });
    const { api_key: secretKey } = await c.generate(c.cookie);
    const cobro = cobroClient({ baseUrl: `${address}/api/v1`, secretKey });
    const page = await cobro.charges({ status: 'succeeded', page_size: 5 });
    expect(page.data.map((charge) => charge.id)).toEqual((await dashboard('/charges?status=succeeded&page_size=5')).data.map((x: { id: string }) => x.id));
    const [charge] = await c.chargesWhere(
      and(eq(charges.status, 'succeeded'), eq(charges.paymentMethod, 'card'), eq(charges.amountRefunded, 0), gt(charges.amount, 1000)),
    );
    await c.settleInSandbox(charge);
    expect(await cobro.refund(charge.id, 100, 'example-refund')).toMatchObject({ id: charge.id, amount_refunded: 100 });
    await expect(cobro.refund(charge.id, 100, 'example-refund')).resolves.toMatchObject({ amount_refunded: 100 });
    await expect(cobro.refund('no-such-charge', 100)).rejects.toMatchObject({ status: 404, body: { code: 'CHA-003' } });
  });
});
