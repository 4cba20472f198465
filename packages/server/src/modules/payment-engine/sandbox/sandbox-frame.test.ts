import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../../../../test/harness';
import { checkoutTest, newBuyer, startPayment, type CheckoutTest } from '../../checkout/checkout.fixtures';

describe.each(databases)('the sandbox card frame on %s', (db) => {
  let t: CheckoutTest;
  let secret: string;
  beforeAll(async () => {
    t = await checkoutTest(db);
    const { customerId } = await newBuyer(t, t.oneTime.id);
    secret = (await startPayment(t, t.oneTime.id, customerId, 'card')).data.json().client_secret;
  });
  afterAll(() => t?.close());

  const frame = (query: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/api/payments/sandbox/frame?${new URLSearchParams({ client_secret: secret, method: 'card', mode: 'payment', locale: 'es', ...query })}` });

  it('is served with its own strict policy, embeddable only by the given parent origin', async () => {
    const response = await frame({ parent_origin: 'http://cobro.test' });
    expect(response.statusCode).toBe(200);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain('frame-ancestors http://cobro.test');
    expect(csp).not.toContain('unsafe-inline');
    expect(response.body).toContain('data-parent-origin="http://cobro.test"');
    expect(response.body).toContain('<label class="frame__label" for="number">Número de tarjeta</label>');
    expect(response.body).not.toMatch(/<button[^>]*>(Pagar|Pay)</);
  });

  it('speaks English when asked, and offers the SEPA fields for a SEPA intent only', async () => {
    expect((await frame({ parent_origin: 'http://localhost:5173', locale: 'en' })).body).toContain('Card number');
    expect((await frame({ parent_origin: 'http://cobro.test', method: 'sepa_debit' })).statusCode).toBe(404);
  });

  it('speaks Catalan for a Catalan checkout (decision 1156)', async () => {
    const body = (await frame({ parent_origin: 'http://cobro.test', locale: 'ca' })).body;
    expect(body).toContain('<html lang="ca">');
    expect(body).toContain('<label class="frame__label" for="number">Número de targeta</label>');
  });

  it("refuses a parent origin that is neither this server, the merchant's widget domain nor localhost", async () => {
    expect((await frame({ parent_origin: 'https://evil.example' })).statusCode).toBe(403);
  });

  it('refuses an unknown client secret or a payment secret in setup mode', async () => {
    expect((await frame({ parent_origin: 'http://cobro.test', client_secret: 'pi_sb_x_secret_y' })).statusCode).toBe(404);
    expect((await frame({ parent_origin: 'http://cobro.test', mode: 'setup' })).statusCode).toBe(404);
  });

  it('loads inside a cross-origin isolated merchant page (COEP require-corp): the frame and its assets opt in', async () => {
    const responses = [
      await frame({ parent_origin: 'http://localhost:5173' }),
      await t.app.inject({ method: 'GET', url: '/api/payments/sandbox/frame.js' }),
      await t.app.inject({ method: 'GET', url: '/api/payments/sandbox/frame.css' }),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(response.headers['cross-origin-embedder-policy']).toBe('require-corp');
    }
  });

  it('serves its script and style from this origin', async () => {
    const script = await t.app.inject({ method: 'GET', url: '/api/payments/sandbox/frame.js' });
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.body).toContain("window.parent.postMessage(message, parentOrigin)");
    expect(script.body).not.toContain("'*'");
    expect((await t.app.inject({ method: 'GET', url: '/api/payments/sandbox/frame.css' })).statusCode).toBe(200);
  });
});
