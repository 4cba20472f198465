import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PAYMENTS_PREFIX, type Language } from '@cobro/contracts';
import { BIZUM_PROCESSED_PAY_METHOD, signNotification, verifyRequest, type RedsysSignedForm } from '../../../provider-protocols/index';
import { readParameter } from '../../../provider-protocols/redsys/parameters';
import { randomIdText } from '../../../ids';
import { SANDBOX_REDSYS } from '../provider-adapters/merchant-credentials';
import { notificationUrl } from '../payment-data-commands';
import { amountText, BANK_PAGE_TEXT } from './bank-page-text';

export const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * A simulated provider page in the buyer's language: no script at all, one form with the buyer's two choices, its
 * own strict policy. `fields` is markup the caller built with `escape` (Bizum's mobile), shown above the buttons,
 * after `note`.
 */
export function bankPage(o: {
  language: Language;
  title: string;
  lines: [string, string][];
  action: string;
  hidden: Record<string, string>;
  accept: string;
  deny: string;
  note?: string;
  fields?: string;
}) {
  const hidden = Object.entries(o.hidden)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('');
  const rows = o.lines.map(([term, value]) => `<dt>${escape(term)}</dt><dd>${escape(value)}</dd>`).join('');
  const note = o.note ? `<p role="status">${escape(o.note)}</p>` : '';
  return `<!doctype html>
<html lang="${o.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(o.title)}</title><link rel="stylesheet" href="${PAYMENTS_PREFIX}/sandbox/frame.css"></head>
<body><main class="challenge"><h1 class="challenge__title">${escape(o.title)}</h1><dl>${rows}</dl>${note}
<form method="post" action="${o.action}">${hidden}${o.fields ?? ''}<button class="frame__button frame__button--primary" name="decision" value="accept">${escape(o.accept)}</button><button class="frame__button" name="decision" value="deny">${escape(o.deny)}</button></form>
</main></body></html>`;
}

/** What a simulated Redsys page shows of the order it was signed for. */
export function orderLines(parameters: Record<string, string>, language: Language): [string, string][] {
  const read = (name: string) => readParameter(parameters, name) ?? '';
  const t = BANK_PAGE_TEXT[language].order;
  return [
    [t.merchant, read('DS_MERCHANT_MERCHANTCODE')],
    [t.order, read('DS_MERCHANT_ORDER')],
    [t.amount, amountText(read('DS_MERCHANT_AMOUNT'), language)],
    [t.concept, read('DS_MERCHANT_PRODUCTDESCRIPTION')],
  ];
}

/** The three signed fields of a Redsys form, carried from one simulated page to the next. */
export const signedFields = (form: Record<string, string>) => ({
  Ds_SignatureVersion: form.Ds_SignatureVersion,
  Ds_MerchantParameters: form.Ds_MerchantParameters,
  Ds_Signature: form.Ds_Signature,
});

export function html(reply: FastifyReply, status: number, body: string, csp: string) {
  return reply.code(status).header('content-type', 'text/html; charset=utf-8').header('content-security-policy', csp).header('cache-control', 'no-store').send(body);
}

/** A refusal's page: its texts are a developer's (`Not found`, Redsys's `SIS0042` codes), in English. */
export const errorPage = (reply: FastifyReply, status: number, text: string) =>
  html(reply, status, `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${text}</title></head><body><p>${text}</p></body></html>`, "default-src 'none'");

/** The page's form posts to us and is then redirected to a return URL, so form-action must allow those origins. */
export const bankPageCsp = (...returnUrls: string[]) =>
  `default-src 'none'; style-src 'self'; form-action 'self' ${returnOrigins(returnUrls).join(' ')}; frame-ancestors 'none'; base-uri 'none'`;

const returnOrigins = (urls: string[]) => [...new Set(urls.flatMap((u) => (URL.canParse(u) ? [new URL(u).origin] : [])))];

export type SignedRequest = { ok: true; parameters: Record<string, string> } | { ok: false; reason: string };

/** The simulated Redsys checks the signed form exactly as Redsys does, with the sandbox terminal's key. */
export function checkRedsysForm(form: Partial<Record<keyof RedsysSignedForm, unknown>>): SignedRequest {
  const verified = verifyRequest(form, SANDBOX_REDSYS.merchantKey);
  if (!verified.ok) return { ok: false, reason: verified.reason };
  if (readParameter(verified.parameters, 'DS_MERCHANT_MERCHANTCODE') !== SANDBOX_REDSYS.merchantCode) return { ok: false, reason: 'unknown_merchant' };
  return { ok: true, parameters: verified.parameters };
}

const two = (n: number) => String(n).padStart(2, '0');

/** The notification Redsys would post for this request and the buyer's decision, signed with the sandbox key. */
export function redsysNotificationFor(parameters: Record<string, string>, accepted: boolean, now: Date, bizumPhone: string | null = null) {
  const read = (name: string) => readParameter(parameters, name) ?? '';
  const order = read('DS_MERCHANT_ORDER');
  const wantsIdentifier = read('DS_MERCHANT_IDENTIFIER') === 'REQUIRED';
  const values: { Ds_Order: string } & Record<string, string> = {
    Ds_Date: encodeURIComponent(`${two(now.getUTCDate())}/${two(now.getUTCMonth() + 1)}/${now.getUTCFullYear()}`),
    Ds_Hour: encodeURIComponent(`${two(now.getUTCHours())}:${two(now.getUTCMinutes())}`),
    Ds_SecurePayment: accepted ? '1' : '0',
    Ds_Amount: read('DS_MERCHANT_AMOUNT'),
    Ds_Currency: read('DS_MERCHANT_CURRENCY'),
    Ds_Order: order,
    Ds_MerchantCode: read('DS_MERCHANT_MERCHANTCODE'),
    Ds_Terminal: read('DS_MERCHANT_TERMINAL').padStart(3, '0'),
    Ds_Response: accepted ? '0000' : '0190',
    Ds_TransactionType: '0',
    Ds_MerchantData: '',
    Ds_AuthorisationCode: accepted ? String(100000 + (randomBytes(3).readUIntBE(0, 3) % 900000)) : '',
    Ds_ConsumerLanguage: '1',
    // Bizum reports its own method and the buyer's mobile instead of a card's country and brand.
    ...(bizumPhone
      ? { Ds_ProcessedPayMethod: BIZUM_PROCESSED_PAY_METHOD, Ds_Bizum_MobileNumber: encodeURIComponent(bizumPhone) }
      : { Ds_Card_Country: '724', Ds_Card_Brand: '1' }),
    ...(accepted && wantsIdentifier ? { Ds_Merchant_Identifier: randomIdText(40) } : {}),
  };
  return signNotification(values, SANDBOX_REDSYS.merchantKey);
}

/**
 * Delivers a signed provider message to this server's own notification route, in process. The route comes from
 * our configuration, never from the request: the simulated pages fetch nothing (quality bar 22, decision 1090).
 */
export async function deliver(app: FastifyInstance, provider: 'REDSYS' | 'INESPAY', form: Record<string, string>) {
  const payload = new URLSearchParams(form).toString();
  const headers = { 'content-type': 'application/x-www-form-urlencoded' };
  const response = await app.inject({ method: 'POST', url: new URL(notificationUrl(app, provider)).pathname, headers, payload });
  return response.statusCode;
}
