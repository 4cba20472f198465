import { bizumPhone, PAYMENTS_PREFIX } from '@cobro/contracts';
import { consumerLanguage } from '../../../provider-protocols/index';
import { readParameter } from '../../../provider-protocols/redsys/parameters';
import { BANK_PAGE_TEXT } from './bank-page-text';
import { bankPage, escape, orderLines, signedFields } from './bank-pages';

/**
 * The simulated Bizum of Redsys (decision 1136), in two steps as the real one: the buyer's mobile (filled in when
 * the checkout sent it), then the request "sent to the bank's app", where the buyer confirms or rejects it. The
 * app's answer takes the couple of seconds a real Bizum confirmation takes before the page returns to the shop.
 * Both speak the language the signed request asks for (DS_MERCHANT_CONSUMERLANGUAGE), as Redsys's do.
 */
export const BIZUM_CONFIRM_MS = 2000;

/** A Spanish mobile as Bizum's page shows it: `612 345 678`. */
const national = (phone: string) => phone.replace(/^\+34/, '').replace(/(\d{3})(?=\d)/g, '$1 ');

/** Step 1: the mobile. `typed` is what the buyer sent that was not a Spanish mobile, shown again with the error. */
export function bizumPhonePage(form: Record<string, string>, parameters: Record<string, string>, typed?: string) {
  // Read as Redsys reads values (URL-decoded, so the `+` of `+34` arrives as a space).
  const given = bizumPhone(readParameter(parameters, 'DS_MERCHANT_BIZUM_MOBILENUMBER') ?? '');
  const value = typed ?? (given ? national(given) : '');
  const invalid = typed !== undefined;
  const language = consumerLanguage(parameters);
  const t = BANK_PAGE_TEXT[language].bizum;
  const error = invalid ? `<p class="frame__error" id="bizum-phone-error">${escape(t.phoneError)}</p>` : '';
  const fields =
    `<p><label class="frame__label" for="bizum-phone">${escape(t.phone)}</label>` +
    `<input class="frame__input" id="bizum-phone" name="bizum_phone" type="tel" inputmode="tel" autocomplete="tel-national" required value="${escape(value)}"` +
    `${invalid ? ' aria-invalid="true" aria-describedby="bizum-phone-error"' : ''}></p>${error}`;
  return bankPage({
    language,
    title: t.title,
    lines: orderLines(parameters, language),
    action: `${PAYMENTS_PREFIX}/sandbox/redsys/bizum`,
    hidden: signedFields(form),
    fields,
    accept: t.next,
    deny: t.cancel,
  });
}

/** Step 2: the request waits in the bank's app, whose two answers this page stands in for. */
export function bizumAppPage(form: Record<string, string>, parameters: Record<string, string>, phone: string) {
  const language = consumerLanguage(parameters);
  const t = BANK_PAGE_TEXT[language].bizum;
  return bankPage({
    language,
    title: t.title,
    lines: orderLines(parameters, language),
    note: t.sent(national(phone)),
    action: `${PAYMENTS_PREFIX}/sandbox/redsys/decide`,
    hidden: { ...signedFields(form), bizum_phone: phone },
    accept: t.confirm,
    deny: t.reject,
  });
}
