import { failureText, type PayButtonTexts } from './texts';

/**
 * The colour scheme the button is drawn in: it inherits the page's `color-scheme` (or its own `color-scheme`
 * attribute), and `light dark` follows the visitor's system. The checkout in the dialog is told the same, so the
 * two never disagree (the checkout's tokens would otherwise follow the system alone).
 */
export function usedColorScheme(host: HTMLElement): 'light' | 'dark' {
  const scheme = getComputedStyle(host).colorScheme;
  if (!/\bdark\b/.test(scheme)) return 'light';
  return !/\blight\b/.test(scheme) || matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export interface CheckoutTarget {
  api: string;
  linkId: string;
  sessionId: string;
}

/**
 * `<merchant-checkout api-url link-id session-id locale color-scheme>` for a checkout session, after a loading
 * status that goes once the checkout reports itself ready (or failed). Its events are composed and bubble, so the
 * page receives them through the <pay-button>, retargeted to it.
 */
export function checkoutContent(target: CheckoutTarget, texts: PayButtonTexts, scheme: 'light' | 'dark'): HTMLElement {
  const content = document.createElement('div');
  content.className = 'dialog__content';
  const status = document.createElement('p');
  status.className = 'dialog__status';
  status.setAttribute('role', 'status');
  status.textContent = texts.loading;
  const checkout = document.createElement('merchant-checkout');
  checkout.setAttribute('api-url', target.api);
  checkout.setAttribute('link-id', target.linkId);
  checkout.setAttribute('session-id', target.sessionId);
  checkout.setAttribute('locale', texts.lang);
  checkout.setAttribute('color-scheme', scheme);
  const settled = () => status.remove();
  checkout.addEventListener('cobro-ready', settled, { once: true });
  checkout.addEventListener('cobro-error', settled, { once: true });
  content.append(status, checkout);
  return content;
}

/** What the dialog shows when no checkout could be opened: the buyer is told, the integrator gets `cobro-error`. */
export function failureContent(texts: PayButtonTexts, code: string): HTMLElement {
  const message = document.createElement('p');
  message.className = 'dialog__message';
  message.setAttribute('role', 'alert');
  message.textContent = failureText(texts, code);
  return message;
}
