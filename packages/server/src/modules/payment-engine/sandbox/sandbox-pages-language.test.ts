import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InespayPaymentData, PAYMENTS_PREFIX, providerNameOf, RedsysPaymentData, type CheckoutPaymentMethod } from '@cobro/contracts';
import { databases } from '../../../../test/harness';
import { checkoutTest, json, newBuyer, type CheckoutTest } from '../../checkout/checkout.fixtures';

// Issue 32 (decision 1164): the simulated Redsys, Bizum and Inespay pages speak the checkout's language, which
// reaches them as the buyer's (the Accept-Language of payment-data) through Redsys's DS_MERCHANT_CONSUMERLANGUAGE
// and the sandbox Inespay link's `lang`.

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const form = (fields: object) => new URLSearchParams(fields as Record<string, string>).toString();

const EXPECTED = {
  es: { redsys: 'Redsys (simulado) - Pago con tarjeta', accept: 'Autorizar', bizum: 'Móvil registrado en Bizum', sent: 'Confírmala en la app de tu banco', inespay: 'Aceptar la transferencia', amount: /\d,\d\d\s€/ },
  en: { redsys: 'Redsys (simulated) - Card payment', accept: 'Authorise', bizum: 'Mobile registered with Bizum', sent: "Confirm it in your bank&#39;s app", inespay: 'Accept the transfer', amount: /€\d+\.\d\d/ },
  ca: { redsys: 'Redsys (simulat) - Pagament amb targeta', accept: 'Autoritza', bizum: 'Mòbil registrat a Bizum', sent: 'Confirma-la a l&#39;app del teu banc', inespay: 'Accepta la transferència', amount: /\d,\d\d\s€/ },
} as const;

describe.each(databases)('the simulated provider pages in the buyer language on %s', (db) => {
  let t: CheckoutTest;
  beforeAll(async () => {
    t = await checkoutTest(db);
  });
  afterAll(() => t?.close());

  /** A buyer's checkout in `language` as far as the provider's page: payment-data's answer. */
  async function paymentData(method: CheckoutPaymentMethod, acceptLanguage: string) {
    const { customerId } = await newBuyer(t, t.oneTime.id);
    const body = { payment_method: method, customer_id: customerId, plan_id: t.oneTime.id, payment_link_id: t.oneTime.id };
    const headers = { 'accept-language': acceptLanguage };
    const base = `${PAYMENTS_PREFIX}/${providerNameOf(method)}`;
    const created = await json(t.app, 'POST', `${base}/create-purchase`, body, headers);
    const data = await json(t.app, 'POST', `${base}/payment-data`, { ...body, purchase_id: created.json().purchase_id }, headers);
    expect(data.statusCode, data.body).toBe(200);
    return data.json();
  }
  const post = (url: string, fields: object) => t.app.inject({ method: 'POST', url, headers: FORM, payload: form(fields) });

  it.each(['es', 'en', 'ca'] as const)('a %s checkout gets the Redsys page in its language, <html lang> included', async (language) => {
    const payment = RedsysPaymentData.parse(await paymentData('redsys', `${language}-ES,fr;q=0.5`));
    const page = await post(`${PAYMENTS_PREFIX}/sandbox/redsys`, payment.body);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<html lang="${language}">`);
    expect(page.body).toContain(`<title>${EXPECTED[language].redsys}</title>`);
    expect(page.body).toContain(`>${EXPECTED[language].accept}</button>`);
    expect(page.body).toMatch(EXPECTED[language].amount);
  });

  it.each(['es', 'en', 'ca'] as const)('a %s checkout gets both Bizum steps in its language, the mobile error too', async (language) => {
    const payment = RedsysPaymentData.parse(await paymentData('bizum', language));
    const first = await post(`${PAYMENTS_PREFIX}/sandbox/redsys`, payment.body);
    expect(first.body).toContain(`<html lang="${language}">`);
    expect(first.body).toContain(EXPECTED[language].bizum);
    const wrong = await post(`${PAYMENTS_PREFIX}/sandbox/redsys/bizum`, { ...payment.body, bizum_phone: '123', decision: 'accept' });
    expect(wrong.body).toContain(`<html lang="${language}">`);
    expect(wrong.body).toContain('aria-invalid="true"');
    const app = await post(`${PAYMENTS_PREFIX}/sandbox/redsys/bizum`, { ...payment.body, bizum_phone: '612345678', decision: 'accept' });
    expect(app.body).toContain(`<html lang="${language}">`);
    expect(app.body).toContain(EXPECTED[language].sent);
  });

  it.each(['es', 'en', 'ca'] as const)('a %s checkout gets the Inespay bank page in its language', async (language) => {
    const payment = InespayPaymentData.parse(await paymentData('inespay', language));
    const url = new URL(payment.url);
    expect(url.searchParams.get('lang')).toBe(language);
    const page = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<html lang="${language}">`);
    expect(page.body).toContain(`>${EXPECTED[language].inespay}</button>`);
    expect(page.body).toMatch(EXPECTED[language].amount);
  });

  it('a checkout naming none of the three keeps the language the buyer had; a link without lang is Spanish', async () => {
    const payment = RedsysPaymentData.parse(await paymentData('redsys', 'fr-FR'));
    expect((await post(`${PAYMENTS_PREFIX}/sandbox/redsys`, payment.body)).body).toContain('<html lang="es">');
    const inespay = new URL(InespayPaymentData.parse(await paymentData('inespay', 'ca')).url);
    const bare = await t.app.inject({ method: 'GET', url: `${inespay.pathname}?reference=${inespay.searchParams.get('reference')}` });
    expect(bare.body).toContain('<html lang="es">');
  });
});
