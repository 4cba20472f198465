import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../../../../test/harness';
import { checkoutTest, newBuyer, startPayment, type CheckoutTest } from '../../checkout/checkout.fixtures';

// Issue 11: the --cobro-* theme reaches the button and the checkout, and now the sandbox card frame too.
describe.each(databases)('the theme of the sandbox card frame on %s', (db) => {
  let t: CheckoutTest;
  let secret: string;
  beforeAll(async () => {
    t = await checkoutTest(db);
    const { customerId } = await newBuyer(t, t.oneTime.id);
    secret = (await startPayment(t, t.oneTime.id, customerId, 'card')).data.json().client_secret;
  });
  afterAll(() => t?.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/payments/sandbox/${url}` });
  const frame = (theme: Record<string, string>) =>
    get(`frame?${new URLSearchParams({ client_secret: secret, method: 'card', mode: 'payment', locale: 'en', parent_origin: 'http://cobro.test', ...theme })}`);

  it('links the theme the checkout passed as a stylesheet of its own origin; the policy stays strict', async () => {
    const response = await frame({ theme_primary: '#0a7d5a', theme_radius: '12px', theme_font: 'Georgia, serif' });
    expect(response.statusCode).toBe(200);
    const href = /<link rel="stylesheet" href="([^"]*frame-theme\.css[^"]*)">/.exec(response.body)?.[1];
    expect(href).toBeTruthy();
    const query = new URLSearchParams(href!.replace(/&amp;/g, '&').split('?')[1]);
    expect(Object.fromEntries(query)).toEqual({ theme_primary: '#0a7d5a', theme_radius: '12px', theme_font: 'Georgia, serif' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("style-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.body).not.toContain('style=');
  });

  it('without a theme, links none (frame.css keeps its defaults)', async () => {
    expect((await frame({})).body).not.toContain('frame-theme.css');
  });

  it('the theme stylesheet sets the custom properties frame.css reads, and nothing else', async () => {
    const response = await get(`frame-theme.css?${new URLSearchParams({ theme_primary: 'rgb(10 125 90)', theme_font_size: '18px', other: 'x' })}`);
    expect(response.headers['content-type']).toContain('text/css');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.body).toBe(':root {\n  --cobro-color-primary: rgb(10 125 90);\n  --cobro-font-size: 18px;\n}\n');
    const css = (await get('frame.css')).body;
    for (const property of ['--cobro-color-primary', '--cobro-font-size', '--cobro-color-text', '--cobro-radius']) expect(css).toContain(`var(${property}`);
  });

  it('a value outside its grammar is dropped, in the page and in the stylesheet', async () => {
    const hostile = { theme_primary: 'red;} body{background:url(https://evil.example/x)', theme_font: 'x"><script>alert(1)</script>' };
    const page = await frame(hostile);
    expect(page.body).not.toContain('frame-theme.css');
    expect(page.body).not.toContain('evil.example');
    expect(page.body).not.toContain('<script>alert');
    expect((await get(`frame-theme.css?${new URLSearchParams(hostile)}`)).body).toBe(':root {\n\n}\n');
  });
});
