import { bizumPhone, PAYMENTS_PREFIX } from '@cobro/contracts';
import { readParameter } from '../../../provider-protocols/redsys/parameters';
import { bankPage, escape, orderLines, signedFields } from './bank-pages';

/**
 * The simulated Bizum of Redsys (decision 1136), in two steps as the real one: the buyer's mobile (filled in when
 * the checkout sent it), then the request "sent to the bank's app", where the buyer confirms or rejects it. The
 * app's answer takes the couple of seconds a real Bizum confirmation takes before the page returns to the shop.
 */
export const BIZUM_CONFIRM_MS = 2000;

const TITLE = 'Bizum (simulado)';

/** A Spanish mobile as Bizum's page shows it: `612 345 678`. */
const national = (phone: string) => phone.replace(/^\+34/, '').replace(/(\d{3})(?=\d)/g, '$1 ');

/** Step 1: the mobile. `typed` is what the buyer sent that was not a Spanish mobile, shown again with the error. */
export function bizumPhonePage(form: Record<string, string>, parameters: Record<string, string>, typed?: string) {
  // Read as Redsys reads values (URL-decoded, so the `+` of `+34` arrives as a space).
  const given = bizumPhone(readParameter(parameters, 'DS_MERCHANT_BIZUM_MOBILENUMBER') ?? '');
  const value = typed ?? (given ? national(given) : '');
  const invalid = typed !== undefined;
  const error = invalid ? '<p class="frame__error" id="bizum-phone-error">Escribe un móvil español: 9 cifras que empiezan por 6 o 7.</p>' : '';
  const fields =
    `<p><label class="frame__label" for="bizum-phone">Móvil registrado en Bizum</label>` +
    `<input class="frame__input" id="bizum-phone" name="bizum_phone" type="tel" inputmode="tel" autocomplete="tel-national" required value="${escape(value)}"` +
    `${invalid ? ' aria-invalid="true" aria-describedby="bizum-phone-error"' : ''}></p>${error}`;
  return bankPage({
    title: TITLE,
    lines: orderLines(parameters),
    action: `${PAYMENTS_PREFIX}/sandbox/redsys/bizum`,
    hidden: signedFields(form),
    fields,
    accept: 'Continuar',
    deny: 'Cancelar',
  });
}

/** Step 2: the request waits in the bank's app, whose two answers this page stands in for. */
export function bizumAppPage(form: Record<string, string>, parameters: Record<string, string>, phone: string) {
  return bankPage({
    title: TITLE,
    lines: orderLines(parameters),
    note: `Hemos enviado la solicitud de pago al móvil ${national(phone)}. Confírmala en la app de tu banco.`,
    action: `${PAYMENTS_PREFIX}/sandbox/redsys/decide`,
    hidden: { ...signedFields(form), bizum_phone: phone },
    accept: 'Confirmar en la app del banco',
    deny: 'Rechazar en la app del banco',
  });
}
