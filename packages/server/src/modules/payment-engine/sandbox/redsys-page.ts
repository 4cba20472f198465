import { and, eq } from 'drizzle-orm';
import { setTimeout } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { bizumPhone, PAYMENTS_PREFIX } from '@cobro/contracts';
import { chargeAttempts, charges } from '../../../db/schema/index';
import { AppError } from '../../../errors/app-error';
import { consumerLanguage, isBizumRequest } from '../../../provider-protocols/index';
import { readParameter } from '../../../provider-protocols/redsys/parameters';
import { isOrganizationPage } from '../../widget/index';
import { notificationUrl } from '../payment-data-commands';
import { SANDBOX_REDSYS } from '../provider-adapters/merchant-credentials';
import { BANK_PAGE_TEXT } from './bank-page-text';
import { bankPage, bankPageCsp, checkRedsysForm, deliver, errorPage, html, orderLines, redsysNotificationFor, signedFields } from './bank-pages';
import { BIZUM_CONFIRM_MS, bizumAppPage, bizumPhonePage } from './bizum-page';

const originOf = (url: string) => {
  if (!URL.canParse(url)) return null;
  const parsed = new URL(url);
  return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
};

/** The organization of a sandbox order a form pays, or null when the order is not one of this server's sandbox orders. */
async function sandboxOrder(app: FastifyInstance, order: string) {
  const [row] = await app.database.db
    .select({ organizationId: charges.organizationId })
    .from(chargeAttempts)
    .innerJoin(charges, eq(charges.id, chargeAttempts.chargeId))
    .where(and(eq(chargeAttempts.provider, 'REDSYS'), eq(chargeAttempts.orderNumber, order), eq(chargeAttempts.merchantCode, SANDBOX_REDSYS.merchantCode)));
  return row ?? null;
}

/**
 * The addresses a signed form names, checked before the page shows or does anything (quality bar 22): the
 * sandbox's key is public, so anyone can sign a form. The notification goes only to this server's own Redsys
 * route (exactly the URL payment-data signs); the buyer returns only to one of the merchant's pages, by the rule
 * payment-data's `return_url` follows (`isOrganizationPage`, decision 1134). Refusals are 4xx before any delivery,
 * so an address's reachability cannot show through (decision 1090).
 */
async function redsysTargets(app: FastifyInstance, parameters: Record<string, string>) {
  const read = (name: string) => readParameter(parameters, name) ?? '';
  const order = await sandboxOrder(app, read('DS_MERCHANT_ORDER'));
  if (!order) throw new AppError('API-004');
  const fields: Record<string, string> = {};
  const merchantUrl = read('DS_MERCHANT_MERCHANTURL');
  if (merchantUrl !== notificationUrl(app, 'REDSYS')) fields.DS_MERCHANT_MERCHANTURL = merchantUrl ? 'not_allowed' : 'missing_field';
  for (const name of ['DS_MERCHANT_URLOK', 'DS_MERCHANT_URLKO']) {
    const origin = originOf(read(name));
    if (!origin || !(await isOrganizationPage(app, order.organizationId, origin))) fields[name] = read(name) ? 'not_allowed' : 'missing_field';
  }
  if (Object.keys(fields).length > 0) throw new AppError('API-001', { fields });
  return { urlOk: read('DS_MERCHANT_URLOK'), urlKo: read('DS_MERCHANT_URLKO') };
}

type Targets = Awaited<ReturnType<typeof redsysTargets>>;

/**
 * The simulated Redsys page and its decision. The form arrives from the buyer's browser on the merchant's page:
 * a cross-site post by design. A form signed for Bizum (`DS_MERCHANT_PAYMETHODS=z`) gets Bizum's pages instead
 * (bizum-page.ts).
 */
export function redsysPageRoutes(app: FastifyInstance) {
  app.post(`${PAYMENTS_PREFIX}/sandbox/redsys`, { config: { crossOrigin: true } }, async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, string>;
    const checked = checkRedsysForm(form);
    if (!checked.ok) return errorPage(reply, 400, `SIS0042 ${checked.reason}`);
    const targets = await redsysTargets(app, checked.parameters);
    const csp = bankPageCsp(targets.urlOk, targets.urlKo);
    if (isBizumRequest(checked.parameters)) return html(reply, 200, bizumPhonePage(form, checked.parameters), csp);
    const language = consumerLanguage(checked.parameters);
    const t = BANK_PAGE_TEXT[language].redsys;
    const page = bankPage({
      language,
      title: t.title,
      lines: orderLines(checked.parameters, language),
      action: `${PAYMENTS_PREFIX}/sandbox/redsys/decide`,
      hidden: signedFields(form),
      accept: t.accept,
      deny: t.deny,
    });
    return html(reply, 200, page, csp);
  });

  // Bizum's first step: the buyer's mobile, then the request "sent to the bank's app" (or Cancel).
  app.post(`${PAYMENTS_PREFIX}/sandbox/redsys/bizum`, async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, string>;
    const checked = checkRedsysForm(form);
    if (!checked.ok || !isBizumRequest(checked.parameters)) return errorPage(reply, 400, `SIS0042 ${checked.ok ? 'not_bizum' : checked.reason}`);
    const targets = await redsysTargets(app, checked.parameters);
    if (form.decision !== 'accept') return decide(reply, checked.parameters, targets, false, null);
    const phone = bizumPhone(form.bizum_phone ?? '');
    const csp = bankPageCsp(targets.urlOk, targets.urlKo);
    if (!phone) return html(reply, 200, bizumPhonePage(form, checked.parameters, form.bizum_phone ?? ''), csp);
    return html(reply, 200, bizumAppPage(form, checked.parameters, phone), csp);
  });

  app.post(`${PAYMENTS_PREFIX}/sandbox/redsys/decide`, async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, string>;
    const checked = checkRedsysForm(form);
    if (!checked.ok) return errorPage(reply, 400, `SIS0042 ${checked.reason}`);
    const targets = await redsysTargets(app, checked.parameters);
    const accepted = form.decision === 'accept';
    if (!isBizumRequest(checked.parameters)) return decide(reply, checked.parameters, targets, accepted, null);
    // The bank's app answers Bizum: a request confirmed there names the mobile it was sent to.
    const phone = bizumPhone(form.bizum_phone ?? '');
    if (!phone) return errorPage(reply, 400, 'SIS0042 bizum_phone');
    await setTimeout(BIZUM_CONFIRM_MS);
    return decide(reply, checked.parameters, targets, accepted, phone);
  });

  /** Like Redsys: the notification goes server to server first; the browser's return proves nothing. */
  async function decide(reply: FastifyReply, parameters: Record<string, string>, targets: Targets, accepted: boolean, phone: string | null) {
    await deliver(app, 'REDSYS', { ...redsysNotificationFor(parameters, accepted, app.clock.now(), phone) });
    return reply.redirect(accepted ? targets.urlOk : targets.urlKo, 303);
  }
}
