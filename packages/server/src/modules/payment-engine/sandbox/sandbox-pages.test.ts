import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InespayPaymentData, RedsysPaymentData } from '@cobro/contracts';
import { newOrderNumber, signRequest, verifyRequest } from '../../../provider-protocols/index';
import { DEMO_WIDGET_DOMAIN } from '../../../seed/index';
import { databases } from '../../../../test/harness';
import { chargesOf, checkoutTest, newBuyer, startPayment, type CheckoutTest } from '../../checkout/checkout.fixtures';
import { SANDBOX_REDSYS } from '../provider-adapters/merchant-credentials';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const form = (fields: object) => new URLSearchParams(fields as Record<string, string>).toString();

/** A listener on loopback that records every request: the sandbox must never reach it. */
async function loopbackListener() {
  const received: string[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    received.push(`${request.method} ${request.url}`);
    response.end('OK');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { received, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A loopback port nobody listens on (bound, then released). */
async function closedPort() {
  const { port, close } = await loopbackListener();
  await close();
  return port;
}

async function redsysPayment(t: CheckoutTest) {
  const { customerId } = await newBuyer(t, t.oneTime.id);
  const { purchaseId, data } = await startPayment(t, t.oneTime.id, customerId, 'redsys');
  const payment = RedsysPaymentData.parse(data.json());
  const verified = verifyRequest(payment.body, SANDBOX_REDSYS.merchantKey);
  if (!verified.ok) throw new Error(verified.reason);
  return { purchaseId, payment, parameters: verified.parameters as { DS_MERCHANT_ORDER: string } & Record<string, string> };
}

/** The same request with some parameters changed (or left out with `undefined`), signed with the public sandbox key. */
function resigned(parameters: { DS_MERCHANT_ORDER: string } & Record<string, string>, changes: Record<string, string | undefined>) {
  const next: Record<string, string | undefined> = { ...parameters, ...changes };
  for (const [name, value] of Object.entries(next)) if (value === undefined) delete next[name];
  return signRequest(next as typeof parameters, SANDBOX_REDSYS.merchantKey);
}

describe.each(databases)('the simulated Redsys page sends and returns only to allowed addresses on %s', (db) => {
  let t: CheckoutTest;
  beforeAll(async () => {
    t = await checkoutTest(db);
  });
  afterAll(() => t?.close());

  const page = (fields: object) => t.app.inject({ method: 'POST', url: '/api/payments/sandbox/redsys', headers: FORM, payload: form(fields) });
  const decide = (fields: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/payments/sandbox/redsys/decide', headers: { ...FORM, ...headers }, payload: form(fields) });

  it('a merchant URL on loopback is refused with a 4xx and never contacted; open and closed ports answer alike', async () => {
    const listener = await loopbackListener();
    try {
      const { purchaseId, parameters } = await redsysPayment(t);
      const open = resigned(parameters, { DS_MERCHANT_MERCHANTURL: `http://127.0.0.1:${listener.port}/notify` });
      const closed = resigned(parameters, { DS_MERCHANT_MERCHANTURL: `http://127.0.0.1:${await closedPort()}/notify` });
      const answers = [await decide({ ...open, decision: 'accept' }), await decide({ ...closed, decision: 'accept' })];
      for (const answer of answers) {
        expect(answer.statusCode).toBe(400);
        expect(answer.json()).toMatchObject({ code: 'API-001', fields: { DS_MERCHANT_MERCHANTURL: 'not_allowed' } });
      }
      expect(answers[0].body).toBe(answers[1].body);
      expect((await page(open)).statusCode).toBe(400);
      expect(listener.received).toEqual([]);
      expect((await chargesOf(t, purchaseId))[0].status).toBe('pending');
    } finally {
      await listener.close();
    }
  });

  it('a merchant URL on another host, even with our notification path, is refused', async () => {
    const { parameters } = await redsysPayment(t);
    for (const url of ['https://attacker.example/api/payments/redsys/notification', 'http://cobro.test.attacker.example/api/payments/redsys/notification', 'http://cobro.test/api/payments/inespay/notification']) {
      const answer = await decide({ ...resigned(parameters, { DS_MERCHANT_MERCHANTURL: url }), decision: 'accept' });
      expect(answer.statusCode, url).toBe(400);
    }
  });

  it('a return URL on an address that is not allowlisted is refused, and nothing is notified', async () => {
    const { purchaseId, parameters } = await redsysPayment(t);
    for (const [field, decision] of [['DS_MERCHANT_URLOK', 'accept'], ['DS_MERCHANT_URLKO', 'deny']] as const) {
      for (const url of ['https://attacker.example/ok', 'javascript:alert(1)', '//attacker.example/ok', 'https://127.0.0.1:9/ok', 'http://127.0.0.1.attacker.example/ok']) {
        const answer = await decide({ ...resigned(parameters, { [field]: url }), decision });
        expect(answer.statusCode, url).toBe(400);
        expect(answer.headers.location).toBeUndefined();
        expect(answer.json()).toMatchObject({ code: 'API-001', fields: { [field]: 'not_allowed' } });
      }
    }
    expect((await page(resigned(parameters, { DS_MERCHANT_URLOK: 'https://attacker.example/ok' }))).statusCode).toBe(400);
    expect((await chargesOf(t, purchaseId))[0].status).toBe('pending');
  });

  it('the Host header does not make an address ours', async () => {
    const { parameters } = await redsysPayment(t);
    const fields = resigned(parameters, { DS_MERCHANT_URLOK: 'http://attacker.example/ok', DS_MERCHANT_MERCHANTURL: 'http://attacker.example/api/payments/redsys/notification' });
    expect((await decide({ ...fields, decision: 'accept' }, { host: 'attacker.example' })).statusCode).toBe(400);
  });

  it('a missing merchant URL or return URL is a 4xx', async () => {
    const { parameters } = await redsysPayment(t);
    for (const field of ['DS_MERCHANT_MERCHANTURL', 'DS_MERCHANT_URLOK', 'DS_MERCHANT_URLKO']) {
      const answer = await decide({ ...resigned(parameters, { [field]: undefined }), decision: 'accept' });
      expect(answer.statusCode, field).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'API-001', fields: { [field]: 'missing_field' } });
    }
  });

  it('an order this server did not open is not found', async () => {
    const { parameters } = await redsysPayment(t);
    const answer = await decide({ ...resigned(parameters, { DS_MERCHANT_ORDER: newOrderNumber() }), decision: 'accept' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ code: 'API-004' });
  });

  it("returns a loopback page's buyer to it (an integrator's shop on their machine; decision 1134), never notifies it", async () => {
    const { purchaseId, parameters } = await redsysPayment(t);
    const back = 'http://127.0.0.1:5173/shop?cobro_result=success';
    const answer = await decide({ ...resigned(parameters, { DS_MERCHANT_URLOK: back }), decision: 'accept' });
    expect(answer.headers.location).toBe(back);
    expect((await chargesOf(t, purchaseId))[0].status).toBe('paid');
  });

  it("returns to the merchant's allowlisted widget domain (the seeded demo's), and to this server", async () => {
    const { purchaseId, parameters } = await redsysPayment(t);
    const back = `${DEMO_WIDGET_DOMAIN}/thanks?order=${parameters.DS_MERCHANT_ORDER}`;
    const fields = resigned(parameters, { DS_MERCHANT_URLOK: back });
    expect((await page(fields)).headers['content-security-policy']).toContain(`form-action 'self' ${DEMO_WIDGET_DOMAIN} http://cobro.test`);
    const answer = await decide({ ...fields, decision: 'accept' });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(back);
    expect((await chargesOf(t, purchaseId))[0].status).toBe('paid');
  });
});

describe.each(databases)('the simulated provider pages in production on %s', (db) => {
  let off: CheckoutTest;
  let on: CheckoutTest;
  beforeAll(async () => {
    off = await checkoutTest(db, undefined, { production: true });
    on = await checkoutTest(db, undefined, { production: true, sandboxProviderPages: true });
  });
  afterAll(async () => {
    await off?.close();
    await on?.close();
  });

  /** Each simulated page of a fresh Redsys and Inespay payment, and the card frame's script. */
  async function pages(t: CheckoutTest) {
    const { payment } = await redsysPayment(t);
    const { customerId } = await newBuyer(t, t.oneTime.id);
    const inespay = InespayPaymentData.parse((await startPayment(t, t.oneTime.id, customerId, 'inespay')).data.json());
    const reference = new URL(inespay.url).searchParams.get('reference');
    return [
      await t.app.inject({ method: 'POST', url: '/api/payments/sandbox/redsys', headers: FORM, payload: form(payment.body) }),
      await t.app.inject({ method: 'POST', url: '/api/payments/sandbox/redsys/decide', headers: FORM, payload: form({ ...payment.body, decision: 'accept' }) }),
      await t.app.inject({ method: 'GET', url: `/api/payments/sandbox/inespay?reference=${reference}` }),
      await t.app.inject({ method: 'POST', url: '/api/payments/sandbox/inespay/decide', headers: FORM, payload: form({ reference, decision: 'accept' }) }),
      await t.app.inject({ method: 'GET', url: '/api/payments/sandbox/frame.js' }),
    ];
  }

  it('are not served without SANDBOX_PROVIDER_PAGES, and no payment is sent to a simulation', async () => {
    // Nothing simulated in production: a merchant without its own Redsys or Inespay account is not offered either.
    const { customerId } = await newBuyer(off, off.oneTime.id);
    for (const method of ['redsys', 'bizum', 'inespay'] as const) {
      await expect(startPayment(off, off.oneTime.id, customerId, method)).rejects.toThrow(/CHK-010/);
    }
    const anyBody = form({ Ds_MerchantParameters: 'e30=', Ds_Signature: 'x', Ds_SignatureVersion: 'HMAC_SHA256_V1', reference: 'r', decision: 'accept' });
    const answers = [
      await off.app.inject({ method: 'POST', url: '/api/payments/sandbox/redsys', headers: FORM, payload: anyBody }),
      await off.app.inject({ method: 'POST', url: '/api/payments/sandbox/redsys/decide', headers: FORM, payload: anyBody }),
      await off.app.inject({ method: 'POST', url: '/api/payments/sandbox/redsys/bizum', headers: FORM, payload: anyBody }),
      await off.app.inject({ method: 'GET', url: '/api/payments/sandbox/inespay?reference=r' }),
      await off.app.inject({ method: 'POST', url: '/api/payments/sandbox/inespay/decide', headers: FORM, payload: anyBody }),
      await off.app.inject({ method: 'GET', url: '/api/payments/sandbox/frame.js' }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'API-004' });
    }
  });

  it('are served when SANDBOX_PROVIDER_PAGES=1 enables them', async () => {
    expect((await pages(on)).map((answer) => answer.statusCode)).toEqual([200, 303, 200, 303, 200]);
  });
});
