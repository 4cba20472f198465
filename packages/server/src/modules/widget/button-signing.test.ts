import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiErrorBody,
  ButtonSignature,
  ButtonSigningSecret,
  ButtonSigningSecretStatus,
  CheckoutSession,
  signedAttributesOf,
  type SignedButtonAttributes,
} from '@cobro/contracts';
import vector from '../../../../contracts/src/rules/button-signature.vector.json';
import { databases, TEST_NOW } from '../../../test/harness';
import { widgetConfigurations } from '../../db/schema/index';
import { DEMO_WIDGET_KEY, NEW_MERCHANT_ACCOUNT } from '../../seed/index';
import { checkoutTest, type CheckoutTest } from '../checkout/checkout.fixtures';
import { signButton, verifyButton } from './button-signing-rules';
import { buttonPlan, clickButton, dashboard, DEMO_PAGE } from './widget.fixtures';

const error = (body: string) => ApiErrorBody.parse(JSON.parse(body));
const LIVE_KEY = 'pk_live_secretos00000000000000000000';

describe('the server signer and verifier (decision 1010)', () => {
  it('sign the fixed vector of the contract: attributes -> canonical text -> signature', () => {
    expect(signButton(vector.secret, vector.attributes as SignedButtonAttributes)).toBe(vector.signature);
    expect(verifyButton(vector.secret, vector.attributes as SignedButtonAttributes, vector.signature)).toBe('signed');
  });

  it('refuse a missing signature, another secret, altered attributes, and any secret-less organization', () => {
    const attributes = vector.attributes as SignedButtonAttributes;
    expect(verifyButton(vector.secret, attributes, undefined)).toBe('missing');
    expect(verifyButton(vector.secret, attributes, '')).toBe('missing');
    expect(verifyButton(`${vector.secret}x`, attributes, vector.signature)).toBe('mismatch');
    expect(verifyButton(vector.secret, { ...attributes, amount: '0.50' }, vector.signature)).toBe('mismatch');
    expect(verifyButton(vector.secret, attributes, vector.signature.toUpperCase())).toBe('mismatch');
    expect(verifyButton(null, attributes, vector.signature)).toBe('mismatch');
  });
});

describe.each(databases)('the button signing secret of the web checkout screen on %s', (db) => {
  let t: CheckoutTest;
  let demo: Awaited<ReturnType<typeof dashboard>>;
  let other: Awaited<ReturnType<typeof dashboard>>;
  beforeAll(async () => {
    t = await checkoutTest(db);
    demo = await dashboard(t.app);
    other = await dashboard(t.app, NEW_MERCHANT_ACCOUNT);
  });
  afterAll(() => t?.close());

  const attributes = {
    'service-name': 'Talleres online',
    'plan-name': 'Taller de cerámica',
    description: 'Cuatro sesiones',
    amount: '19.90',
    'plan-type': 'Unique',
  };

  it('none at first: the status says so and signing is 409 API-005', async () => {
    const status = await demo('GET', '/widget-configuration/signing-secret');
    expect(status.statusCode).toBe(200);
    expect(ButtonSigningSecretStatus.parse(status.json())).toEqual({ created_at: null });
    const sign = await demo('POST', '/widget-configuration/sign-button', { attributes });
    expect([sign.statusCode, error(sign.body).code]).toEqual([409, 'API-005']);
  });

  it('generate answers the secret once; the status never shows it again; regenerate replaces it', async () => {
    const first = ButtonSigningSecret.parse((await demo('POST', '/widget-configuration/generate-signing-secret')).json());
    expect(first.secret).toMatch(/^pbsec_[\w-]{43}$/);
    expect(first.created_at).toBe(TEST_NOW.toISOString());
    const status = await demo('GET', '/widget-configuration/signing-secret');
    expect(status.json()).toEqual({ created_at: TEST_NOW.toISOString() });
    expect(status.body).not.toContain(first.secret);
    expect((await demo('GET', '/widget-configuration')).body).not.toContain(first.secret);

    const signedFirst = ButtonSignature.parse((await demo('POST', '/widget-configuration/sign-button', { attributes })).json());
    expect(signedFirst.signature).toBe(signButton(first.secret, attributes));
    const second = ButtonSigningSecret.parse((await demo('POST', '/widget-configuration/generate-signing-secret')).json());
    expect(second.secret).not.toBe(first.secret);
    const signedSecond = ButtonSignature.parse((await demo('POST', '/widget-configuration/sign-button', { attributes })).json());
    expect(signedSecond.signature).toBe(signButton(second.secret, attributes));
    expect(signedSecond.signature).not.toBe(signedFirst.signature);
  });

  it("sign-button signs the screen's attributes as the checkout-session call verifies them, canonical text included", async () => {
    const signed = ButtonSignature.parse((await demo('POST', '/widget-configuration/sign-button', { attributes })).json());
    expect(signed.canonical).toContain('\namount=19.90\n');
    const body = { plan: buttonPlan(), signature: signed.signature };
    expect(signedAttributesOf(body)).toEqual(attributes);
    const [row] = await t.database.db.select().from(widgetConfigurations).where(eq(widgetConfigurations.apiKey, DEMO_WIDGET_KEY));
    await t.database.db.update(widgetConfigurations).set({ apiKey: LIVE_KEY }).where(eq(widgetConfigurations.organizationId, row.organizationId));
    const click = await clickButton(t.app, body, { ...DEMO_PAGE, 'x-widget-key': LIVE_KEY });
    expect(click.statusCode, click.body).toBe(200);
    expect(CheckoutSession.parse(click.json()).plan_signature).toBe('signed');
  });

  it('an attribute outside the signed set is 400; each merchant signs with its own secret', async () => {
    const unknown = await demo('POST', '/widget-configuration/sign-button', { attributes: { ...attributes, email: 'a@b.es' } });
    expect([unknown.statusCode, error(unknown.body).code]).toEqual([400, 'API-001']);
    const secret = ButtonSigningSecret.parse((await other('POST', '/widget-configuration/generate-signing-secret')).json()).secret;
    const theirs = ButtonSignature.parse((await other('POST', '/widget-configuration/sign-button', { attributes })).json());
    const mine = ButtonSignature.parse((await demo('POST', '/widget-configuration/sign-button', { attributes })).json());
    expect(theirs.signature).toBe(signButton(secret, attributes));
    expect(theirs.signature).not.toBe(mine.signature);
  });

  it('signed out, every call is 401', async () => {
    for (const [method, url] of [
      ['GET', '/api/widget-configuration/signing-secret'],
      ['POST', '/api/widget-configuration/generate-signing-secret'],
      ['POST', '/api/widget-configuration/sign-button'],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: method === 'POST' ? { attributes } : undefined })).statusCode).toBe(401);
    }
  });
});
