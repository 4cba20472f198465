import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PaymentProviderRecord, ProviderCheck } from '@cobro/contracts';
import { users } from '../../db/schema/index';
import { databases, signIn } from '../../../test/harness';
import { NEW_MERCHANT_ACCOUNT } from '../../seed/index';
import { checkoutTest, type CheckoutTest } from '../checkout/checkout.fixtures';
import { inespayCredentials, redsysCredentials } from '../payment-engine/provider-adapters/merchant-credentials';
import { saveProviderCredentials } from './credential-commands';
import { merchantProviderCredentials } from './offered-option-queries';

// Issue 28, part 3 (decision 1151): a connection's environment (the provider's test host or production), "check
// connection" and disconnect, back to the sandbox.

const VECTORS: { vectors: { merchantKey: string }[] } = JSON.parse(readFileSync(new URL('../../../test/vectors/redsys-hmac-sha256-v1.json', import.meta.url), 'utf8'));
const REDSYS = { provider: 'redsys', api_key: '999008881', api_token: '001', token: VECTORS.vectors[0].merchantKey };
const INESPAY = { provider: 'inespay', api_key: 'ines-key-0123456789', api_token: 'ines-token-9876543210' };

describe.each(databases)('provider environment, check and disconnect on %s', (db) => {
  let t: CheckoutTest;
  let cookie: string;
  let organizationId: string;
  beforeAll(async () => {
    t = await checkoutTest(db);
    cookie = await signIn(t.app, NEW_MERCHANT_ACCOUNT);
    const [merchant] = await t.database.db.select({ id: users.organizationId }).from(users).where(eq(users.email, NEW_MERCHANT_ACCOUNT.email));
    organizationId = merchant.id!;
  });
  afterAll(() => t?.close());
  afterEach(() => vi.unstubAllGlobals());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as object, headers: { cookie, ...(payload ? { 'content-type': 'application/json' } : {}) } });
  const record = async (provider: string) => PaymentProviderRecord.nullable().parse((await call('GET', `/api/payment-providers?provider=${provider}`)).json());
  const check = (provider: string) => call('POST', `/api/payment-providers/${provider}/check`);
  /** The provider's host as fetch meets it: answering with `status`, or unreachable. */
  const host = (answer: number | 'unreachable') => {
    const fetched = vi.fn(async (_url: string, _init?: RequestInit) => {
      if (answer === 'unreachable') throw new TypeError('fetch failed');
      return new Response('', { status: answer });
    });
    vi.stubGlobal('fetch', fetched);
    return fetched;
  };

  it("connects in the provider's test environment unless live is chosen, and pays on that environment's host", async () => {
    host(200);
    expect((await call('POST', '/api/payment-providers/activate', REDSYS)).statusCode).toBe(200);
    expect((await check('redsys')).json()).toMatchObject({ reached: true });
    expect(await record('redsys')).toMatchObject({ status: 'active', environment: 'test' });
    expect(await redsysCredentials(t.app, organizationId)).toMatchObject({ sandbox: false, paymentUrl: 'https://sis-t.redsys.es:25443/sis/realizarPago' });

    expect((await call('POST', '/api/payment-providers/activate', { ...REDSYS, environment: 'live' })).statusCode).toBe(200);
    expect(await record('redsys')).toMatchObject({ environment: 'live' });
    expect(await redsysCredentials(t.app, organizationId)).toMatchObject({ paymentUrl: 'https://sis.redsys.es/sis/realizarPago' });
    const wrong = await call('POST', '/api/payment-providers/activate', { ...REDSYS, environment: 'production' });
    expect(wrong.json()).toMatchObject({ code: 'PRO-003', fields: { environment: expect.any(String) } });
  });

  it("checks Redsys: the key signs, and the environment's host answering is told apart from not reached (PRO-004)", async () => {
    await call('POST', '/api/payment-providers/activate', REDSYS);
    const answering = host(200);
    expect(ProviderCheck.parse((await check('redsys')).json())).toEqual({ ok: true, reached: true, environment: 'test', code: null });
    expect(answering.mock.calls[0][0]).toBe('https://sis-t.redsys.es:25443/sis/rest/trataPeticionREST');
    host('unreachable');
    expect((await check('redsys')).json()).toEqual({ ok: true, reached: false, environment: 'test', code: 'PRO-004' });
  });

  it('checks Inespay against its API with the saved key and token: refused (PRO-003), working, or not reached', async () => {
    await call('POST', '/api/payment-providers/activate', { ...INESPAY, environment: 'live' });
    const refusing = host(401);
    expect((await check('inespay')).json()).toEqual({ ok: false, reached: true, environment: 'live', code: 'PRO-003' });
    const [url, init] = refusing.mock.calls[0];
    expect(url).toBe('https://apiflow.inespay.com/pro/v22/payins/single');
    expect(init?.headers).toMatchObject({ 'X-Api-Key': INESPAY.api_key, Authorization: INESPAY.api_token });
    host(200);
    expect((await check('inespay')).json()).toMatchObject({ ok: true, reached: true, code: null });
    host('unreachable');
    expect((await check('inespay')).json()).toMatchObject({ ok: false, reached: false, code: 'PRO-004' });
  });

  it('disconnects: the credentials are forgotten and the methods go back to the sandbox; a request for access stays', async () => {
    await call('POST', '/api/payment-providers/activate', INESPAY);
    const gone = await call('DELETE', '/api/payment-providers/inespay');
    expect(gone.statusCode).toBe(204);
    expect(await record('inespay')).toBeNull();
    expect(await merchantProviderCredentials(t.app, organizationId, 'INESPAY')).toBeNull();
    expect(await inespayCredentials(t.app, organizationId)).toMatchObject({ sandbox: true });
    expect((await call('DELETE', '/api/payment-providers/inespay')).statusCode).toBe(204);
    expect((await check('inespay')).json()).toMatchObject({ code: 'API-004' });

    await call('POST', '/api/payment-providers/request-access', { provider: 'redsys' });
    await call('POST', '/api/payment-providers/activate', REDSYS);
    await call('DELETE', '/api/payment-providers/redsys');
    expect(await record('redsys')).toEqual({ provider: 'redsys', status: 'pending', secret_api_key: null, public_api_key: null, api_token: null, environment: null });
    expect(await merchantProviderCredentials(t.app, organizationId, 'REDSYS')).toBeNull();
  });

  it("test credentials whose provider cannot be reached are served by the sandbox (outside production); live ones never", async () => {
    host('unreachable');
    await call('POST', '/api/payment-providers/activate', REDSYS);
    await call('POST', '/api/payment-providers/activate', INESPAY);
    for (const provider of ['redsys', 'inespay']) expect((await check(provider)).json()).toMatchObject({ reached: false, code: 'PRO-004' });
    expect(await redsysCredentials(t.app, organizationId)).toMatchObject({ sandbox: true, merchantCode: '999008881' });
    expect(await inespayCredentials(t.app, organizationId)).toMatchObject({ sandbox: true, apiBase: null });
    await call('POST', '/api/payment-providers/activate', { ...REDSYS, environment: 'live' });
    expect(await redsysCredentials(t.app, organizationId)).toMatchObject({ sandbox: false, paymentUrl: 'https://sis.redsys.es/sis/realizarPago' });
    // Once the test host answers a check, the merchant's own test credentials are used again.
    host(200);
    await call('POST', '/api/payment-providers/activate', REDSYS);
    await check('redsys');
    expect(await redsysCredentials(t.app, organizationId)).toMatchObject({ sandbox: false, merchantCode: '999008881', terminal: '001' });
  });

  it('a connection without credentials (the sandbox simulates it, as the seeded demo has) answers no environment', async () => {
    await saveProviderCredentials(t.app, organizationId, 'INESPAY', {});
    expect(await record('inespay')).toMatchObject({ status: 'active', public_api_key: null, environment: null });
    expect((await check('inespay')).json()).toMatchObject({ code: 'API-004' });
  });

  it('knows only Inespay and Redsys connections, and only for a session', async () => {
    expect((await call('DELETE', '/api/payment-providers/stripe')).json()).toMatchObject({ code: 'API-004' });
    expect((await check('stripe')).json()).toMatchObject({ code: 'API-004' });
    const anonymous = await t.app.inject({ method: 'DELETE', url: '/api/payment-providers/redsys' });
    expect(anonymous.statusCode).toBe(401);
  });
});
