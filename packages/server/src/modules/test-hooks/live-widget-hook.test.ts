import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localLiveKeyOf, signedAttributesOf, WidgetSession } from '@cobro/contracts';
import { signIn } from '../../../test/harness';
import { checkoutTest, type CheckoutTest } from '../checkout/checkout.fixtures';
import { signButton } from '../widget/button-signing-rules';
import { buttonPlan, clickButton } from '../widget/widget.fixtures';

describe('the live-twin test hook (decision 1010)', () => {
  let t: CheckoutTest;
  beforeAll(async () => {
    t = await checkoutTest('pglite');
  });
  afterAll(() => t?.close());

  const twin = (domain: string, cookie?: string, key?: 'test') =>
    t.app.inject({ method: 'POST', url: '/api/__test__/widget/live-twin', payload: { domain, key }, headers: cookie ? { cookie } : {} });

  it('needs a signed-in merchant and an https domain', async () => {
    expect((await twin('https://gemela.test')).statusCode).toBe(401);
    expect((await twin('http://gemela.test', await signIn(t.app))).statusCode).toBe(400);
  });

  it("gives a copy of the merchant that can charge, with a live key on the domain and a signing secret", async () => {
    const domain = 'https://gemela.test';
    const made = await twin(domain, await signIn(t.app));
    expect(made.statusCode, made.body).toBe(200);
    const { api_key: key, signing_secret: secret } = made.json() as { api_key: string; signing_secret: string };
    expect(key).toMatch(/^pk_live_/);
    const page = { origin: domain, 'x-widget-key': key };
    const session = await t.app.inject({ method: 'GET', url: '/api/widget/session', headers: page });
    expect(WidgetSession.parse(session.json())).toMatchObject({ mode: 'live', charges_enabled: true });
    const body = { plan: buttonPlan({ service_name: 'Gemela' }) };
    expect((await clickButton(t.app, body, page)).json()).toMatchObject({ code: 'WID-007' });
    const signed = await clickButton(t.app, { ...body, signature: signButton(secret, signedAttributesOf(body)) }, page);
    expect(signed.statusCode, signed.body).toBe(200);
  });

  it('with key "test", a test key whose local live key a localhost page uses in live mode (decision 1121)', async () => {
    const made = await twin('https://gemela-local.test', await signIn(t.app), 'test');
    expect(made.statusCode, made.body).toBe(200);
    const { api_key: key } = made.json() as { api_key: string };
    expect(key).toMatch(/^pk_test_/);
    const page = { origin: 'http://localhost:8080', 'x-widget-key': localLiveKeyOf(key)! };
    const session = await t.app.inject({ method: 'GET', url: '/api/widget/session', headers: page });
    expect(WidgetSession.parse(session.json())).toMatchObject({ mode: 'live', charges_enabled: true });
  });
});
