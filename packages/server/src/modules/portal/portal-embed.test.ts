import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PortalOrganization, PortalSignedIn } from '@cobro/contracts';
import { charges, customers, organizations, purchases, users, widgetConfigurations } from '../../db/schema/index';
import { DEMO_WIDGET_DOMAIN } from '../../seed/accounts';
import { databases } from '../../../test/harness';
import { portalTest, type PortalTest } from './portal.fixtures';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** `<customer-portal>` on a merchant's own site (decision 1160): CORS, the bearer token, CSRF and the code link. */
describe.each(databases)('the portal embedded on a merchant page on %s', (db) => {
  let t: PortalTest;
  const shopA = DEMO_WIDGET_DOMAIN;
  const shopB = 'https://comercio-b.es';
  const evil = 'https://evil.example';
  let merchantB: { organizationId: string; purchaseId: string };
  let ip = 0;
  // Each test its own address, so the code throttle (per address) never decides an answer.
  const nextIp = () => `10.1.0.${++ip}`;

  beforeAll(async () => {
    t = await portalTest(db);
    // Merchant B, with its own widget domain: a purchase bought under the same e-mail as merchant A's buyer.
    const now = t.clock.now();
    const ownerId = randomUUID();
    const organizationId = randomUUID();
    await t.database.db.insert(users).values({ id: ownerId, email: 'merchant-b@merchants.test', name: 'B', createdAt: now, updatedAt: now });
    await t.database.db.insert(organizations).values({ id: organizationId, ownerId, companyName: 'Comercio B S.L.', createdAt: now, updatedAt: now });
    await t.database.db
      .insert(widgetConfigurations)
      .values({ organizationId, domain: shopB, apiKey: `key-${organizationId}`, version: '1.0.0', callbackSecret: 'whsec_b', createdAt: now, updatedAt: now });
    const moved = await t.buy(t.oneTime.id);
    await t.database.db.update(customers).set({ organizationId }).where(eq(customers.id, moved.customerId));
    await t.database.db.update(purchases).set({ organizationId }).where(eq(purchases.id, moved.purchaseId));
    await t.database.db.update(charges).set({ organizationId }).where(eq(charges.purchaseId, moved.purchaseId));
    merchantB = { organizationId, purchaseId: moved.purchaseId };
  });
  afterAll(() => t?.close());

  const requestCode = (email: string, origin: string, payload: object = {}, organizationId = t.organizationId, remoteAddress = nextIp()) => {
    t.clock.advance(1000);
    return t.app.inject({
      method: 'POST',
      url: '/api/portal/code',
      headers: { origin, 'sec-fetch-site': 'cross-site' },
      payload: { organization_id: organizationId, email, ...payload },
      remoteAddress,
    });
  };
  const signIn = (email: string, code: string, origin: string, organizationId = t.organizationId) =>
    t.app.inject({
      method: 'POST',
      url: '/api/portal/session',
      headers: { origin, 'sec-fetch-site': 'cross-site' },
      payload: { organization_id: organizationId, email, code },
      remoteAddress: nextIp(),
    });
  const bearerCall = (token: string, origin: string | undefined, method: Method, url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, ...(origin ? { origin, 'sec-fetch-site': 'cross-site' } : {}) },
      ...(payload ? { payload } : {}),
    });

  /** A buyer of merchant A signed in from merchant A's page: the token it holds. */
  async function embeddedBuyer() {
    const buyer = await t.buy(t.oneTime.id);
    await requestCode(buyer.email, shopA);
    const answer = await signIn(buyer.email, await t.codeOf(buyer.email), shopA);
    expect(answer.statusCode).toBe(200);
    return { ...buyer, answer, token: PortalSignedIn.parse(answer.json()).token! };
  }

  it("answers the portal's preflight to an allowed page with authorization and without credentials; another page gets nothing", async () => {
    const preflight = (origin: string, url: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url,
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
      });
    for (const url of ['/api/portal/purchases', '/api/portal/session', '/api/portal/receipts/x', '/api/portal/code']) {
      const allowed = await preflight(shopA, url);
      expect(allowed.statusCode).toBe(204);
      expect(allowed.headers['access-control-allow-origin']).toBe(shopA);
      expect(String(allowed.headers['access-control-allow-headers'])).toContain('authorization');
      const refused = await preflight(evil, url);
      expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    }
    expect((await preflight(shopA, '/api/portal/purchases')).headers['access-control-allow-credentials']).toBeUndefined();
  });

  it("signs in from the merchant's page with a bearer token, no cookie, and reads purchases and a receipt with it", async () => {
    const { answer, token, purchaseId, email } = await embeddedBuyer();
    expect(token).toMatch(/^[\w-]{40,}$/);
    expect(answer.cookies).toEqual([]);
    expect(answer.headers['access-control-allow-origin']).toBe(shopA);
    // Thirty minutes, not the cookie's two hours.
    expect(answer.json().expires_at).toBe(new Date(t.clock.now().getTime() + 30 * 60_000).toISOString());

    const list = await bearerCall(token, shopA, 'GET', '/api/portal/purchases');
    expect(list.statusCode).toBe(200);
    expect(list.headers['access-control-allow-origin']).toBe(shopA);
    expect(list.headers['access-control-allow-credentials']).toBeUndefined();
    expect(list.json().map((p: { id: string }) => p.id)).toEqual([purchaseId]);
    expect((await bearerCall(token, shopA, 'GET', '/api/portal/session')).json()).toMatchObject({ email, organization: { id: t.organizationId } });

    const [charge] = await t.database.db.select().from(charges).where(eq(charges.purchaseId, purchaseId));
    const receipt = await bearerCall(token, shopA, 'GET', `/api/portal/receipts/${charge.id}`);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.headers['access-control-allow-origin']).toBe(shopA);
    expect(receipt.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('refuses the token from another origin, without an origin, as a cookie, and once it expires', async () => {
    const { token } = await embeddedBuyer();
    for (const origin of [shopB, evil, 'http://cobro.test', undefined]) {
      const answer = await bearerCall(token, origin, 'GET', '/api/portal/purchases');
      expect([answer.statusCode, answer.json().code]).toEqual([401, 'API-002']);
    }
    const asCookie = await t.call(`cobro_portal=${token}`, 'GET', '/api/portal/purchases');
    expect(asCookie.statusCode).toBe(401);
    t.clock.advance(30 * 60_000 + 1000);
    expect((await bearerCall(token, shopA, 'GET', '/api/portal/purchases')).statusCode).toBe(401);
  });

  it("refuses a sign-in from a page that is not the organization's, leaving the code unspent", async () => {
    const buyer = await t.buy(t.oneTime.id);
    await requestCode(buyer.email, shopA);
    const code = await t.codeOf(buyer.email);
    for (const origin of [evil, shopB]) {
      const refused = await signIn(buyer.email, code, origin);
      expect([refused.statusCode, refused.json().code]).toEqual([403, 'API-009']);
    }
    const accepted = await signIn(buyer.email, code, shopA);
    expect(accepted.statusCode).toBe(200);
  });

  it("a buyer of merchant A's token reads nothing of merchant B's, from either page", async () => {
    const { token } = await embeddedBuyer();
    const fromA = await bearerCall(token, shopA, 'GET', `/api/portal/purchases/${merchantB.purchaseId}`);
    expect([fromA.statusCode, fromA.json().code]).toEqual([404, 'CHK-006']);
    const fromB = await bearerCall(token, shopB, 'GET', '/api/portal/purchases');
    expect(fromB.statusCode).toBe(401);
    const [chargeB] = await t.database.db.select().from(charges).where(eq(charges.purchaseId, merchantB.purchaseId));
    expect((await bearerCall(token, shopA, 'GET', `/api/portal/receipts/${chargeB.id}`)).statusCode).toBe(404);
  });

  it('lets a bearer state change through from an allowed page; a cookie-only cross-site one is still refused', async () => {
    const buyer = await t.buy(t.oneTime.id);
    const cookie = await t.portalCookie(buyer.email);
    for (const headers of [
      { cookie, origin: shopA, 'sec-fetch-site': 'cross-site' },
      { cookie, origin: evil, 'sec-fetch-site': 'cross-site' },
    ]) {
      const forged = await t.app.inject({ method: 'POST', url: `/api/portal/purchases/${buyer.purchaseId}/withdrawal`, headers, payload: { name: 'Lucía' } });
      expect([forged.statusCode, forged.json().code]).toEqual([403, 'API-009']);
    }
    // A made-up bearer beside the cookie passes the same-origin check and is then the only credential read: 401.
    const riding = await t.app.inject({
      method: 'DELETE',
      url: '/api/portal/session',
      headers: { cookie, authorization: 'Bearer made-up', origin: shopA, 'sec-fetch-site': 'cross-site' },
    });
    expect([riding.statusCode, riding.json().code]).toEqual([401, 'API-002']);
    expect((await t.call(cookie, 'GET', '/api/portal/session')).statusCode).toBe(200);
    // A real bearer from a page that is no merchant's is refused before anything runs.
    const { token, purchaseId } = await embeddedBuyer();
    const fromEvil = await bearerCall(token, evil, 'POST', `/api/portal/purchases/${purchaseId}/withdrawal`, { name: 'Lucía' });
    expect([fromEvil.statusCode, fromEvil.json().code]).toEqual([403, 'API-009']);

    const withdrawn = await bearerCall(token, shopA, 'POST', `/api/portal/purchases/${purchaseId}/withdrawal`, { name: 'Lucía García' });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.headers['access-control-allow-origin']).toBe(shopA);
    expect((await bearerCall(token, shopA, 'DELETE', '/api/portal/session')).statusCode).toBe(204);
    expect((await bearerCall(token, shopA, 'GET', '/api/portal/session')).statusCode).toBe(401);
  });

  it("links the code e-mail to the merchant's page that asked; any other page gets the hosted page", async () => {
    const buyer = await t.buy(t.oneTime.id);
    const fragment = `#email=${encodeURIComponent(buyer.email)}&code=`;
    await requestCode(buyer.email, shopA, { page_path: '/cuenta/compras?desde=web' });
    expect((await t.lastMailTo(buyer.email, '#email=')).text).toContain(`${shopA}/cuenta/compras?desde=web${fragment}${await t.codeOf(buyer.email)}`);
    await requestCode(buyer.email, shopA);
    expect((await t.lastMailTo(buyer.email, '#email=')).text).toContain(`${shopA}/${fragment}`);
    for (const origin of [evil, shopB]) {
      await requestCode(buyer.email, origin, { page_path: '/cuenta' });
      const mail = await t.lastMailTo(buyer.email, '#email=');
      expect(mail.text).toContain(`http://cobro.test/portal/${t.organizationId}${fragment}${await t.codeOf(buyer.email)}`);
      expect(mail.text).not.toContain(origin);
    }
    for (const pagePath of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', '/a#b', 'cuenta']) {
      const refused = await requestCode(buyer.email, shopA, { page_path: pagePath });
      expect([refused.statusCode, refused.json().code]).toEqual([400, 'API-001']);
    }
  });

  it("names the merchant to anyone before sign-in, from any page; an unknown organization is 404", async () => {
    const read = await t.app.inject({ method: 'GET', url: `/api/portal/organizations/${t.organizationId}`, headers: { origin: shopA } });
    expect(read.statusCode).toBe(200);
    expect(PortalOrganization.parse(read.json())).toEqual({ id: t.organizationId, name: 'Cobro Demo S.L.', terms_url: read.json().terms_url });
    expect(read.headers['access-control-allow-origin']).toBe(shopA);
    for (const id of [randomUUID(), 'not-an-id']) {
      const missing = await t.app.inject({ method: 'GET', url: `/api/portal/organizations/${id}` });
      expect([missing.statusCode, missing.json().code]).toEqual([404, 'API-004']);
    }
  });
});
