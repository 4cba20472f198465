import { and, desc, eq, like } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { GeneratedApiKey } from '@cobro/contracts';
import { mailOutbox } from '../../db/schema/index';
import { mailAfterAnswersSettled } from '../accounts/index';
import { callbacksTest } from '../callbacks/callbacks.fixtures';
import { confirmCard, newBuyer, startPayment } from '../checkout/checkout.fixtures';
import { PORTAL_COOKIE } from './index';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The demo merchant's seeded app (callbacks loopback-ready, scheduler off), with buyers who pay and sign in to the portal. */
export async function portalTest(db: Parameters<typeof callbacksTest>[0]) {
  const t = await callbacksTest(db);

  /** A buyer who paid `planId` by card through the checkout: their purchase and e-mail. */
  async function buy(planId: string, buyer?: { email: string; customerId: string }) {
    const { customerId, email } = buyer ?? (await newBuyer(t, planId));
    const { purchaseId, data } = await startPayment(t, planId, customerId, 'card');
    const confirmed = await confirmCard(t, data.json().client_secret);
    if (confirmed.json().status !== 'succeeded') throw new Error(`confirm: ${confirmed.body}`);
    return { purchaseId, email, customerId };
  }

  /** The newest mail to an address (whose text has `containing`), once the mail started after answers has gone. */
  async function lastMailTo(email: string, containing = '') {
    await mailAfterAnswersSettled(t.app);
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), like(mailOutbox.text, `%${containing}%`))).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(1);
    return mail;
  }

  const mailsTo = async (email: string) => {
    await mailAfterAnswersSettled(t.app);
    return t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  };

  /** A second apart each, so the newest code mail is the newest row (mail is stamped with the test clock). */
  const requestCode = (email: string, organizationId = t.organizationId, ip = '10.0.0.1') => {
    t.clock.advance(1000);
    return t.app.inject({ method: 'POST', url: '/api/portal/code', payload: { organization_id: organizationId, email }, remoteAddress: ip });
  };

  /** The six-digit code of the newest code mail to this address (the receipt mail links the portal too, without one). */
  async function codeOf(email: string) {
    const mail = await lastMailTo(email, '#email=');
    return /\n(\d{6})\n/.exec(`\n${mail.text}\n`)![1];
  }

  const exchange = (email: string, code: string, organizationId = t.organizationId, ip = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/portal/session', payload: { organization_id: organizationId, email, code }, remoteAddress: ip });

  /** Signs a buyer in through a mailed code: the `cobro_portal` cookie header. */
  async function portalCookie(email: string, organizationId = t.organizationId) {
    await requestCode(email, organizationId);
    const signedIn = await exchange(email, await codeOf(email), organizationId);
    if (signedIn.statusCode !== 200) throw new Error(`portal sign-in: ${signedIn.statusCode} ${signedIn.body}`);
    const cookie = signedIn.cookies.find((c) => c.name === PORTAL_COOKIE)!;
    return `${PORTAL_COOKIE}=${cookie.value}`;
  }

  /** The demo merchant's secret key for the server-to-server API (a new one each call). */
  const secretKey = async () =>
    GeneratedApiKey.parse((await t.app.inject({ method: 'POST', url: '/api/organizations/generate-api-key', headers: { cookie: await t.signIn() } })).json()).api_key;

  const call = (cookie: string, method: Method, url: string, payload?: object): Promise<LightMyRequestResponse> =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  /** The demo merchant's session; a test that moves the clock past a week signs in again. */
  return { ...t, merchantCookie: await t.signIn(), buy, lastMailTo, mailsTo, requestCode, codeOf, exchange, portalCookie, secretKey, call };
}

export type PortalTest = Awaited<ReturnType<typeof portalTest>>;
