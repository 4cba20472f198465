import { FRAME_THEME, type FrameTheme, type FrameThemeParameter } from '@cobro/contracts';

/** Text of the sandbox frame in the checkout's languages (Spain's Spanish; English source; Catalan). */
const TEXT = {
  es: {
    title: 'Datos de pago de prueba',
    number: 'Número de tarjeta',
    expiry: 'Caducidad (MM/AA)',
    cvc: 'CVC',
    name: 'Titular de la cuenta',
    iban: 'IBAN',
    cardHint: 'Entorno de pruebas: usa 4242 4242 4242 4242 con cualquier fecha futura y CVC.',
    sepaHint: 'Entorno de pruebas: usa ES07 0012 0345 0300 0006 7890. Al confirmar autorizas el adeudo directo SEPA.',
    challengeTitle: 'Verificación 3-D Secure de prueba',
    challengeText: 'Tu banco pide confirmar este pago.',
    complete: 'Completar',
    fail: 'Fallar',
    errors: {
      number: 'El número de tarjeta no es válido.',
      expiry: 'Escribe la caducidad como MM/AA.',
      expired: 'La tarjeta está caducada.',
      cvc: 'El CVC tiene 3 o 4 cifras.',
      name: 'Escribe el nombre del titular.',
      iban: 'El IBAN no es válido.',
    },
  },
  en: {
    title: 'Test payment details',
    number: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
    name: 'Account holder',
    iban: 'IBAN',
    cardHint: 'Test mode: use 4242 4242 4242 4242 with any future date and CVC.',
    sepaHint: 'Test mode: use ES07 0012 0345 0300 0006 7890. By confirming you authorise the SEPA direct debit.',
    challengeTitle: 'Test 3-D Secure check',
    challengeText: 'Your bank asks you to confirm this payment.',
    complete: 'Complete',
    fail: 'Fail',
    errors: {
      number: 'The card number is not valid.',
      expiry: 'Enter the expiry as MM/YY.',
      expired: 'The card has expired.',
      cvc: 'The CVC has 3 or 4 digits.',
      name: "Enter the account holder's name.",
      iban: 'The IBAN is not valid.',
    },
  },
  ca: {
    title: 'Dades de pagament de prova',
    number: 'Número de targeta',
    expiry: 'Caducitat (MM/AA)',
    cvc: 'CVC',
    name: 'Titular del compte',
    iban: 'IBAN',
    cardHint: 'Entorn de proves: fes servir 4242 4242 4242 4242 amb qualsevol data futura i CVC.',
    sepaHint: 'Entorn de proves: fes servir ES07 0012 0345 0300 0006 7890. En confirmar, autoritzes la domiciliació SEPA.',
    challengeTitle: 'Verificació 3-D Secure de prova',
    challengeText: 'El teu banc demana que confirmis aquest pagament.',
    complete: 'Completa',
    fail: 'Fes fallar',
    errors: {
      number: 'El número de targeta no és vàlid.',
      expiry: 'Escriu la caducitat com a MM/AA.',
      expired: 'La targeta ha caducat.',
      cvc: 'El CVC té 3 o 4 xifres.',
      name: 'Escriu el nom del titular.',
      iban: "L'IBAN no és vàlid.",
    },
  },
} as const;

export type FrameLocale = keyof typeof TEXT;

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

// Each field owns an error line (empty until frame.js checks it): the reason is said at the field (issue 17).
const field = (id: string, label: string, attributes: string) =>
  `<div class="frame__field"><label class="frame__label" for="${id}">${label}</label><input class="frame__input" id="${id}" name="${id}" aria-describedby="${id}-error" ${attributes}><p class="frame__error" id="${id}-error"></p></div>`;

export interface FrameOptions {
  clientSecret: string;
  method: 'card' | 'sepa_debit';
  locale: FrameLocale;
  parentOrigin: string;
  base: string;
  /** The checkout's theme, already checked against its grammar (contracts' frameTheme). */
  theme?: FrameTheme;
}

/**
 * The theme as a stylesheet of this origin (CSP `style-src 'self'`, no inline style): `:root` custom properties
 * that frame.css reads. Only values that passed frameTheme's grammar get here, so none can close the declaration.
 */
export function frameThemeCss(theme: FrameTheme): string {
  const declarations = (Object.entries(theme) as [FrameThemeParameter, string][]).map(([parameter, value]) => `  ${FRAME_THEME[parameter]}: ${value};`);
  return `:root {\n${declarations.join('\n')}\n}\n`;
}

/** The link to the theme stylesheet, or nothing for the default theme. */
function themeLink(base: string, theme: FrameTheme | undefined): string {
  const query = new URLSearchParams(theme as Record<string, string> | undefined).toString();
  return query ? `<link rel="stylesheet" href="${base}/sandbox/frame-theme.css?${escape(query)}">` : '';
}

/** The frame's HTML: labelled fields, no Pay button (the parent confirms), the 3-D Secure step hidden until needed. */
export function framePage(o: FrameOptions): string {
  const t = TEXT[o.locale];
  const fields =
    o.method === 'card'
      ? field('number', t.number, 'inputmode="numeric" autocomplete="cc-number" required') +
        `<div class="frame__row">${field('expiry', t.expiry, 'inputmode="numeric" autocomplete="cc-exp" placeholder="MM/AA" required')}${field('cvc', t.cvc, 'inputmode="numeric" autocomplete="cc-csc" required')}</div>`
      : field('name', t.name, 'autocomplete="name" required') + field('iban', t.iban, 'autocomplete="off" spellcheck="false" required');
  return `<!doctype html>
<html lang="${o.locale}">
<head><meta charset="utf-8"><title>${t.title}</title><link rel="stylesheet" href="${o.base}/sandbox/frame.css">${themeLink(o.base, o.theme)}</head>
<body data-client-secret="${escape(o.clientSecret)}" data-method="${o.method}" data-parent-origin="${escape(o.parentOrigin)}" data-confirm-url="${o.base}/sandbox/confirm" data-authenticate-url="${o.base}/sandbox/authenticate" data-errors="${escape(JSON.stringify(t.errors))}">
<form id="frame-form" class="frame" novalidate aria-label="${t.title}">
<p class="frame__hint">${o.method === 'card' ? t.cardHint : t.sepaHint}</p>
${fields}
</form>
<section id="challenge" class="challenge" hidden aria-labelledby="challenge-title">
<h1 id="challenge-title" class="challenge__title">${t.challengeTitle}</h1>
<p>${t.challengeText}</p>
<button type="button" id="challenge-complete" class="frame__button frame__button--primary">${t.complete}</button>
<button type="button" id="challenge-fail" class="frame__button">${t.fail}</button>
</section>
<script src="${o.base}/sandbox/frame.js"></script>
</body>
</html>`;
}

/** The frame's own policy: only its script and style, only its own API, embeddable by exactly one parent origin. */
export const frameCsp = (parentOrigin: string) =>
  `default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; form-action 'none'; base-uri 'none'; frame-ancestors ${parentOrigin}`;
