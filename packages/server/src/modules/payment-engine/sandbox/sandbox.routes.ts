import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { frameTheme, Language, PAYMENTS_PREFIX } from '@cobro/contracts';
import { z } from 'zod';
import { simulatesProviders, type ServerConfig } from '../../../config';
import { SERVER_ROOT } from '../../../server-root';
import { chargeAttempts, charges, purchases } from '../../../db/schema/index';
import { buildSignedCallback } from '../../../provider-protocols/index';
import { isOrganizationPage } from '../../widget/index';
import { isSandboxInespayAttempt, SANDBOX_INESPAY_API_KEY } from '../provider-adapters/merchant-credentials';
import { returnUrls } from '../payment-data-commands';
import { amountText, BANK_PAGE_TEXT } from './bank-page-text';
import { bankPage, bankPageCsp, deliver, errorPage, html } from './bank-pages';
import { authenticateIntent, confirmIntent, intentOfSecret } from './confirm';
import { frameCsp, framePage, frameThemeCss } from './frame-page';
import { redsysPageRoutes } from './redsys-page';

/** The frame's own stylesheet and script, beside this file in the sources (read from there by the built server too). */
const asset = (name: string) => readFileSync(join(SERVER_ROOT, 'src/modules/payment-engine/sandbox', name), 'utf8');
const FrameQuery = z.object({
  client_secret: z.string().min(1),
  method: z.enum(['card', 'sepa_debit']),
  mode: z.enum(['payment', 'setup']).default('payment'),
  locale: Language.default('es'),
  parent_origin: z.string().url(),
});
const ConfirmBody = z.strictObject({
  client_secret: z.string().min(1),
  instrument: z.discriminatedUnion('type', [
    z.strictObject({ type: z.literal('card'), number: z.string().max(30), exp_month: z.number().int(), exp_year: z.number().int(), cvc: z.string().max(4) }),
    z.strictObject({ type: z.literal('sepa_debit'), iban: z.string().max(40), name: z.string().max(200) }),
  ]),
});
const AuthenticateBody = z.strictObject({ client_secret: z.string().min(1), completed: z.boolean() });

/**
 * The frame and its assets load inside merchants' pages, some of them cross-origin isolated
 * (`Cross-Origin-Embedder-Policy: require-corp`): Chromium then requires a cross-origin frame to opt in with CORP
 * and to be COEP itself (decision 1008).
 */
const EMBEDDABLE = { 'cross-origin-resource-policy': 'cross-origin', 'cross-origin-embedder-policy': 'require-corp' } as const;


/**
 * The simulated provider pages stand in for providers' own sites: outside production always, in production only
 * when SANDBOX_PROVIDER_PAGES=1 says a sandbox deployment wants them (decision 1090).
 */
export const sandboxPagesServed = (config: Pick<ServerConfig, 'production' | 'sandboxProviderPages'>) => simulatesProviders(config);

/**
 * The sandbox provider's own pages, all on this server: the card/SEPA frame (the merchant page and the checkout
 * element never see a card number), its confirm and 3-D Secure calls, the simulated Redsys page and the
 * simulated Inespay bank page. Registered in a scope that reads HTML form posts.
 */
export function sandboxRoutes(app: FastifyInstance) {
  const script = asset('frame.js');
  const style = asset('frame.css');
  app.get(`${PAYMENTS_PREFIX}/sandbox/frame.js`, (_, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').headers(EMBEDDABLE).send(script),
  );
  app.get(`${PAYMENTS_PREFIX}/sandbox/frame.css`, (_, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').headers(EMBEDDABLE).send(style),
  );

  // The checkout's theme for the frame: only values that fit frameTheme's grammar; the rest keep frame.css defaults.
  app.get(`${PAYMENTS_PREFIX}/sandbox/frame-theme.css`, (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const css = frameThemeCss(frameTheme((parameter) => query[parameter]));
    return reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').headers(EMBEDDABLE).send(css);
  });

  app.get(`${PAYMENTS_PREFIX}/sandbox/frame`, async (request, reply) => {
    const query = FrameQuery.safeParse(request.query);
    if (!query.success) return errorPage(reply, 400, 'Bad request');
    const intent = await intentOfSecret(app, query.data.client_secret);
    if (!intent || intent.method !== query.data.method || (intent.kind === 'setup') !== (query.data.mode === 'setup')) {
      return errorPage(reply, 404, 'Not found');
    }
    const parent = new URL(query.data.parent_origin);
    // The frame may be embedded only by one of the merchant's pages (this server, its widget domain, loopback).
    if (!(await isOrganizationPage(app, intent.organizationId, parent.origin))) return errorPage(reply, 403, 'Forbidden');
    const theme = frameTheme((parameter) => (request.query as Record<string, unknown>)[parameter]);
    const page = framePage({ clientSecret: query.data.client_secret, method: query.data.method, locale: query.data.locale, parentOrigin: parent.origin, base: PAYMENTS_PREFIX, theme });
    return html(reply.headers(EMBEDDABLE), 200, page, frameCsp(parent.origin));
  });

  app.post(`${PAYMENTS_PREFIX}/sandbox/confirm`, async (request, reply) => {
    const body = ConfirmBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ code: 'API-001', message: 'The request is not valid' });
    const result = await confirmIntent(app, body.data.client_secret, body.data.instrument);
    return result ? result : reply.code(404).send({ code: 'API-004', message: 'Not found' });
  });

  app.post(`${PAYMENTS_PREFIX}/sandbox/authenticate`, async (request, reply) => {
    const body = AuthenticateBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ code: 'API-001', message: 'The request is not valid' });
    const result = await authenticateIntent(app, body.data.client_secret, body.data.completed);
    return result ? result : reply.code(404).send({ code: 'API-004', message: 'Not found' });
  });

  redsysPageRoutes(app);

  app.get(`${PAYMENTS_PREFIX}/sandbox/inespay`, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const found = await inespayAttempt(String(query.reference ?? ''));
    if (!found) return errorPage(reply, 404, 'Not found');
    const urls = found.attempt.returnUrls ?? returnUrls(app, found.planId, found.purchaseId);
    // The buyer's language, which the adapter wrote into the link (`lang`); Spanish, as a Spanish bank's, without it.
    const language = Language.catch('es').parse(query.lang);
    const t = BANK_PAGE_TEXT[language];
    const page = bankPage({
      language,
      title: t.inespay.title,
      lines: [
        [t.inespay.reference, found.attempt.orderNumber],
        [t.order.amount, amountText(found.attempt.amount, language)],
      ],
      action: `${PAYMENTS_PREFIX}/sandbox/inespay/decide`,
      hidden: { reference: found.attempt.orderNumber },
      accept: t.inespay.accept,
      deny: t.inespay.deny,
    });
    return html(reply, 200, page, bankPageCsp(urls.success, urls.failure));
  });

  app.post(`${PAYMENTS_PREFIX}/sandbox/inespay/decide`, async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, string>;
    const found = await inespayAttempt(String(form.reference ?? ''));
    if (!found) return errorPage(reply, 404, 'Not found');
    const accepted = form.decision === 'accept';
    const callback = buildSignedCallback(
      {
        singlePayinId: found.attempt.providerPaymentId ?? '',
        reference: found.attempt.orderNumber,
        amount: String(found.attempt.amount),
        codStatus: accepted ? 'OK' : 'KO',
        debtorName: 'Comprador de pruebas',
      },
      SANDBOX_INESPAY_API_KEY,
    );
    await deliver(app, 'INESPAY', { ...callback });
    const urls = found.attempt.returnUrls ?? returnUrls(app, found.planId, found.purchaseId);
    return reply.redirect(accepted ? urls.success : urls.failure, 303);
  });

  /** An open sandbox Inespay attempt (its merchant has no Inespay account of its own). */
  async function inespayAttempt(reference: string) {
    const [row] = await app.database.db
      .select({ attempt: chargeAttempts, organizationId: charges.organizationId, purchaseId: purchases.id, planId: purchases.planId })
      .from(chargeAttempts)
      .innerJoin(charges, eq(charges.id, chargeAttempts.chargeId))
      .innerJoin(purchases, eq(purchases.id, charges.purchaseId))
      .where(and(eq(chargeAttempts.provider, 'INESPAY'), eq(chargeAttempts.orderNumber, reference), eq(chargeAttempts.status, 'created')));
    if (!row || !isSandboxInespayAttempt(app, row.attempt.providerPaymentId)) return null;
    return row;
  }
}
