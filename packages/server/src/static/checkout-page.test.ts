import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { defaultPaths } from '../config';

describe('the buyer host page (checkout.html)', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cobro-checkout-page-'));
    await writeFile(join(dir, 'index.html'), '<html lang="%LANG%"><script nonce="%CSP_NONCE%" src="/widget/%WIDGET_VERSION%/merchant-dashboard.js"></script>');
    await writeFile(
      join(dir, 'checkout.html'),
      '<html lang="%LANG%"><script nonce="%CSP_NONCE%" src="/widget/%WIDGET_VERSION%/merchant-checkout.js"></script><merchant-checkout locale="%LANG%">',
    );
    await writeFile(
      join(dir, 'portal.html'),
      '<html lang="%LANG%"><script nonce="%CSP_NONCE%" src="/widget/%WIDGET_VERSION%/customer-portal.js"></script><customer-portal locale="%LANG%">',
    );
    await writeFile(join(dir, 'elements.json'), JSON.stringify({ version: '1.0.0' }));
    t = await createTestApp({
      seed: false,
      config: { paths: { ...defaultPaths(), adminIndex: join(dir, 'index.html'), elementsPackage: join(dir, 'elements.json') } },
    });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves checkout.html for every /checkout and /update-card page, with the nonce and the language', async () => {
    for (const url of ['/checkout/abc', '/checkout/abc/complete-payment', '/checkout/abc/error/', '/checkout/abc/success?purchase_id=p', '/update-card/s1']) {
      const response = await t.app.inject({ url, headers: { accept: 'text/html', 'accept-language': 'es-ES' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('/widget/1.0.0/merchant-checkout.js');
      expect(response.body).toContain('locale="es"');
      const nonce = /nonce="([^"]+)"/.exec(response.body)![1];
      expect(response.headers['content-security-policy']).toContain(`script-src 'nonce-${nonce}' 'strict-dynamic'`);
    }
  });

  it('a Catalan browser gets the checkout, payment link and update-card pages in Catalan (decision 1156)', async () => {
    for (const url of ['/checkout/abc', '/update-card/s1']) {
      const response = await t.app.inject({ url, headers: { accept: 'text/html', 'accept-language': 'ca-ES,ca;q=0.9,es;q=0.8' } });
      expect(response.body, url).toContain('<html lang="ca">');
      expect(response.body, url).toContain('<merchant-checkout locale="ca">');
    }
  });

  // Issue 30: the code e-mail's link is /portal/{organization id}#email=…&code=… (the fragment never reaches us).
  it('serves portal.html for /portal/{organization id}, under the buyer pages\' policy', async () => {
    const response = await t.app.inject({ url: '/portal/org_1', headers: { accept: 'text/html', 'accept-language': 'en' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('/widget/1.0.0/customer-portal.js');
    expect(response.body).not.toContain('merchant-checkout.js');
    expect(response.body).toContain('locale="en"');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const other = await t.app.inject({ url: '/portalish', headers: { accept: 'text/html' } });
    expect(other.body).toContain('merchant-dashboard.js');
  });

  it("allows Stripe's frames and API on the buyer pages only, and no one may frame them", async () => {
    const checkout = await t.app.inject({ url: '/checkout/abc', headers: { accept: 'text/html' } });
    expect(checkout.headers['content-security-policy']).toContain("frame-src 'self' https://js.stripe.com https://hooks.stripe.com");
    expect(checkout.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const admin = await t.app.inject({ url: '/checkoutish', headers: { accept: 'text/html' } });
    expect(admin.body).toContain('merchant-dashboard.js');
    expect(admin.headers['content-security-policy']).not.toContain('stripe');
  });
});
