// A fake of the widget API for the <pay-button> browser tests: window.fetch answers the calls under API_PATH (as
// decision 1000 describes them) and passes every other request to the real fetch. Each test reads what was called.

export const API_PATH = '/__widget-api__';
/** A key the fake refuses from this page, as the server does for an origin that is not the configured domain. */
export const REFUSED_KEY = 'pk_test_refused_origin';

/** A plan id the fake knows no plan for. */
export const MISSING_PLAN = 'plan_missing';

/** A live key: the fake answers `mode: live` and, as the server does, refuses a plan whose signature is not this one. */
export const LIVE_KEY = 'pk_live_fake_page';
export const SIGNED = 'v1=signed-by-the-merchant-server';

const json = (status, body) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** On this page, or on `win`: the window of a frame whose scripts call its own fetch. */
export function installWidgetApi(win = window) {
  const realFetch = win.fetch.bind(win);
  const calls = [];
  let sessions = 0;
  win.fetch = async (input, init = {}) => {
    const request = new win.Request(input, init);
    const url = new URL(request.url);
    if (!url.pathname.startsWith(API_PATH)) return realFetch(input, init);
    const path = url.pathname.slice(API_PATH.length);
    const key = request.headers.get('x-widget-key');
    const body = request.method === 'POST' ? await request.json() : undefined;
    calls.push({ method: request.method, path, key, body, credentials: request.credentials });
    if (path === '/widget/session' || path === '/widget/checkout-sessions') {
      if (key === REFUSED_KEY) return json(403, { code: 'AE-003', message: 'This website is not allowed to use the widget API key' });
    }
    const mode = key === LIVE_KEY ? 'live' : 'test';
    if (request.method === 'GET' && path === '/widget/session') {
      return json(200, { organization: { company_name: 'Tienda' }, mode, charges_enabled: true, version: '1.0.0', latest_version: '1.0.0' });
    }
    if (request.method === 'POST' && path === '/widget/checkout-sessions') {
      // The server's answer for a plan id no plan has (checkout-session-commands.ts).
      if (body.plan_id === MISSING_PLAN) return json(404, { code: 'CHK-004', message: 'Payment link not found or inactive' });
      // A live key's web-services plan changed after signing (button-signing.ts; the fake signs nothing but SIGNED's plan).
      if (mode === 'live' && body.plan && (body.signature !== SIGNED || body.plan.amount !== '50.00')) {
        const message = 'The plan attributes of the pay button are not signed, or were changed after signing';
        return json(403, { code: 'WID-007', message, fields: { signature: 'signature_mismatch' } });
      }
      sessions += 1;
      const prefill = { type: 'PERSON', email: null, cif: null, name: null, surname: null, company_name: null, prefix: null, phone: null, country: null, city: null, postal_code: null, address: null };
      return json(201, { id: `cs_${sessions}`, link_id: `link_${sessions}`, expires_at: new Date(Date.now() + 3_600_000).toISOString(), prefill, not_editable: false });
    }
    // Everything the checkout asks for is missing here: it reports its own error, which reaches the page.
    return json(404, { code: 'API-004', message: 'Not found' });
  };
  return {
    calls: (method, path, key) => calls.filter((c) => c.method === method && c.path === path && (key === undefined || c.key === key)),
  };
}
