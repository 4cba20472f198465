import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentProviderRecord } from '@cobro/contracts';
import { paymentProviders } from '../../db/schema/index';
import { databases, signIn } from '../../../test/harness';
import { NEW_MERCHANT_ACCOUNT } from '../../seed/index';
import { checkoutTest, json, type CheckoutTest } from '../checkout/checkout.fixtures';
import { isValidMerchantKey } from '../../provider-protocols/index';
import { merchantProviderCredentials } from './offered-option-queries';

const VECTORS: { vectors: { merchantKey: string; merchantParameters: string; signature: string }[] } = JSON.parse(
  readFileSync(new URL('../../../test/vectors/redsys-hmac-sha256-v1.json', import.meta.url), 'utf8'),
);
const VECTOR_KEYS = [...new Set(VECTORS.vectors.map((v) => v.merchantKey))];
const INESPAY = { provider: 'inespay', api_key: 'ines-key-0123456789', api_token: 'ines-token-9876543210' };
const REDSYS = { provider: 'redsys', api_key: '999008881', api_token: '001', token: VECTOR_KEYS[0] };

/** A key of the right shape whose three DES parts are one and the same (32 'A's: 24 zero bytes). */
const DEGENERATE_KEY = 'A'.repeat(32);

describe('the Redsys secret key check (decision 1150)', () => {
  it('accepts the published vectors’ merchant keys and refuses keys that cannot sign', () => {
    for (const merchantKey of VECTOR_KEYS) expect(isValidMerchantKey(merchantKey)).toBe(true);
    expect(isValidMerchantKey(Buffer.alloc(16, 1).toString('base64'))).toBe(false);
    expect(isValidMerchantKey('not base64 at all!')).toBe(false);
    expect(isValidMerchantKey(DEGENERATE_KEY)).toBe(false);
    // Two equal parts (K1 = K2, or K2 = K3) make it single DES too; parity bits (the lowest of each byte) do not count.
    const parts = (...bytes: number[]) => Buffer.concat(bytes.map((byte) => Buffer.alloc(8, byte))).toString('base64');
    expect(isValidMerchantKey(parts(0x02, 0x04, 0x06))).toBe(true);
    expect(isValidMerchantKey(parts(0x02, 0x04, 0x02))).toBe(true);
    expect(isValidMerchantKey(parts(0x02, 0x03, 0x06))).toBe(false);
    expect(isValidMerchantKey(parts(0x02, 0x04, 0x05))).toBe(false);
  });
});

describe.each(databases)('provider connection and credentials at rest on %s', (db) => {
  let t: CheckoutTest;
  let cookie: string;
  beforeAll(async () => {
    t = await checkoutTest(db);
    cookie = await signIn(t.app, NEW_MERCHANT_ACCOUNT);
  });
  afterAll(() => t?.close());

  const post = (url: string, payload: unknown) => json(t.app, 'POST', url, payload, { cookie });
  const activate = (payload: unknown) => post('/api/payment-providers/activate', payload);
  const record = (provider: string) => json(t.app, 'GET', `/api/payment-providers?provider=${provider}`, undefined, { cookie });
  const rowOf = async (provider: 'INESPAY' | 'REDSYS') => {
    const rows = await t.database.db.select().from(paymentProviders).where(eq(paymentProviders.provider, provider));
    return rows.find((r) => r.organizationId !== t.oneTime.organizationId)!;
  };

  it('connects Inespay: spaces stripped, stored encrypted, and never answered back', async () => {
    expect((await record('inespay')).json()).toBeNull();
    const saved = await activate({ ...INESPAY, api_key: ` ${INESPAY.api_key.slice(0, 6)} ${INESPAY.api_key.slice(6)} ` });
    expect(saved.statusCode).toBe(200);
    const answered = [saved.body, (await record('inespay')).body].join('\n');
    expect(answered).not.toContain(INESPAY.api_key);
    expect(answered).not.toContain(INESPAY.api_token);
    expect(PaymentProviderRecord.parse(saved.json())).toEqual({
      provider: 'inespay',
      status: 'active',
      secret_api_key: null,
      public_api_key: '••••••••',
      api_token: '••••••••',
      environment: 'test',
    });
    const row = await rowOf('INESPAY');
    for (const stored of [row.publicApiKey, row.apiToken]) {
      expect(stored).toMatch(/^v1\.[\w-]{8}\.[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(stored).not.toContain('ines-');
    }
    expect(await merchantProviderCredentials(t.app, row.organizationId, 'INESPAY')).toMatchObject({ apiKey: INESPAY.api_key, apiToken: INESPAY.api_token });
  });

  it('a ciphertext moved to another row or column does not decrypt', async () => {
    const row = await rowOf('INESPAY');
    await t.database.db.update(paymentProviders).set({ publicApiKey: row.apiToken }).where(eq(paymentProviders.id, row.id));
    expect(await merchantProviderCredentials(t.app, row.organizationId, 'INESPAY')).toBeNull();
    await t.database.db.update(paymentProviders).set({ publicApiKey: row.publicApiKey }).where(eq(paymentProviders.id, row.id));
  });

  it('refuses a missing field with PRO-003 on that field', async () => {
    const missing = await activate({ ...REDSYS, token: '   ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'PRO-003', fields: { token: 'missing_field' } });
    expect((await activate({ provider: 'redsys', api_key: '999008881', api_token: '001' })).json()).toMatchObject({ code: 'PRO-003', fields: { token: 'missing_field' } });
    expect((await activate({ ...INESPAY, api_token: '' })).json()).toMatchObject({ code: 'PRO-003', fields: { api_token: 'missing_field' } });
  });

  it('refuses a Redsys value of the wrong shape with PRO-003 on that field alone (decision 1150)', async () => {
    const terminal = await activate({ ...REDSYS, api_token: '1' });
    expect(terminal.statusCode).toBe(400);
    expect(terminal.json()).toEqual(expect.objectContaining({ code: 'PRO-003', fields: { api_token: 'invalid_terminal' } }));
    expect((await activate({ ...REDSYS, api_key: '99900888' })).json().fields).toEqual({ api_key: 'invalid_merchant_code' });
    expect((await activate({ ...REDSYS, token: Buffer.alloc(20, 3).toString('base64') })).json().fields).toEqual({ token: 'invalid_secret_key' });
    expect((await record('redsys')).json()).toBeNull();
  });

  it('refuses a Redsys secret key that cannot sign with PRO-005 on the key alone, then accepts a right one', async () => {
    const wrong = await activate({ ...REDSYS, token: DEGENERATE_KEY });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(expect.objectContaining({ code: 'PRO-005', fields: { token: 'secret_key_does_not_sign' } }));
    expect((await record('redsys')).json()).toBeNull();
    const right = await activate({ ...REDSYS, token: ` ${REDSYS.token} ` });
    expect(right.statusCode).toBe(200);
    expect(right.body).not.toContain(REDSYS.token);
    const row = await rowOf('REDSYS');
    expect(row.merchantKey).not.toContain(REDSYS.token);
    expect(await merchantProviderCredentials(t.app, row.organizationId, 'REDSYS')).toMatchObject({ apiKey: '999008881', apiToken: '001', merchantKey: REDSYS.token });
  });

  it('records an access request (pending, requested); the card provider is PRO-002', async () => {
    expect((await post('/api/payment-providers/request-access', { provider: 'stripe' })).json()).toMatchObject({ code: 'PRO-002' });
    await t.database.db.delete(paymentProviders).where(eq(paymentProviders.id, (await rowOf('INESPAY')).id));
    const requested = await post('/api/payment-providers/request-access', { provider: 'inespay' });
    expect(requested.json()).toEqual({ provider: 'inespay', status: 'pending', secret_api_key: null, public_api_key: null, api_token: null, environment: null });
    expect((await rowOf('INESPAY')).requested).toBe(true);
    // Connecting afterwards activates it and keeps the request recorded.
    expect((await activate(INESPAY)).json().status).toBe('active');
    expect((await rowOf('INESPAY')).requested).toBe(true);
  });

  it('needs a session', async () => {
    expect((await json(t.app, 'GET', '/api/payment-providers?provider=redsys')).statusCode).toBe(401);
  });
});
