import type { MountedElement } from '../define-element/definition';
import { checkoutContent, failureContent, usedColorScheme } from './checkout-content';
import { createCheckoutDialog } from './checkout-dialog';
import { watchCsp } from './csp-watch';
import { CHECKOUT_NOT_LOADED, loadCheckout, loadCheckoutCatalog, loadRuntime, type Runtime } from './loaders';
import {
  CUSTOMER_FIELDS,
  PLAN_FIELDS,
  PRODUCT_FIELDS,
  SIGNATURE_FIELDS,
  type PayButtonErrorDetail,
  type PayButtonProps,
} from './pay-button-props';
import { payButtonTexts } from './texts';
import { buttonConfig, type WidgetConfig } from './widget-config';

/** What the button shows while its own code is unreachable (the published text of OTFE-003). */
const CODE_NOT_LOADED: PayButtonErrorDetail = { code: 'OTFE-003', message: 'The checkout could not be loaded.' };

const DATA_PROPS = [CUSTOMER_FIELDS, PLAN_FIELDS, PRODUCT_FIELDS, SIGNATURE_FIELDS].flatMap((fields) => Object.keys(fields));

let hiddenSheet: CSSStyleSheet | undefined;

/**
 * Draws the button at once (the label needs nothing from the network), then checks it after the first paint, and
 * opens the checkout on click. A button that cannot work (OTFE-001, OTFE-002, a refused key or origin) takes no
 * room on the page and says why through `cobro-error` and the console (decision 1043).
 */
export function mountPayButton(element: MountedElement<PayButtonProps>, script: WidgetConfig): () => void {
  const { host, root, props, subscribe } = element;
  // A copy: `adoptedStyleSheets` is a live array, so the hiding sheet added later would stay in a reference to it.
  const sheets = [...root.adoptedStyleSheets];
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button';
  button.setAttribute('part', 'button');
  root.append(button);

  const abort = new AbortController();
  let texts = payButtonTexts(props().locale);
  let opening = false;
  let sessionId: string | null = null;
  /**
   * The checkout the buyer closed without paying, kept for its session: opened again with the same request, it shows
   * what was typed (Escape or the close button no longer throws it away). A payment, or a change of any attribute
   * the request carries, starts a new one; an expired session shows CHK-006 in it, as any expired session does.
   */
  let kept: { key: string; sessionId: string; content: HTMLElement } | null = null;
  let checked: string | undefined;
  let generation = 0;
  let diagnosed = false;
  const config = () => buttonConfig(props(), script);
  const dialog = createCheckoutDialog(root, button, () => {
    const detail = { session_id: sessionId };
    sessionId = null;
    props().onClose?.(detail);
    // Removed from the page (an SPA route change), the button's own events reach no ancestor: the page's document
    // listener, as docs/elements.md advises, hears this one from the document the button was in.
    if (!host.isConnected) host.ownerDocument.dispatchEvent(new CustomEvent('cobro-close', { detail, bubbles: true, composed: true }));
  });

  function render() {
    const { label, locale, debug } = props();
    texts = payButtonTexts(locale);
    button.textContent = label?.trim() || texts.pay;
    if (label?.trim()) button.removeAttribute('lang');
    else button.lang = texts.lang;
    if (debug) watchCsp();
  }

  function setHidden(hidden: boolean) {
    if (!hiddenSheet) {
      hiddenSheet = new CSSStyleSheet();
      hiddenSheet.replaceSync(':host { display: none !important; }');
    }
    root.adoptedStyleSheets = hidden ? [...sheets, hiddenSheet] : sheets;
  }

  function fail(error: PayButtonErrorDetail, hide: boolean, loaded?: Runtime) {
    if (hide) setHidden(true);
    if (loaded) loaded.reportError(host, error);
    else console.error(`[Cobro <pay-button>] ${error.code}: ${error.message} Check the network and the page's Content Security Policy.`, host);
    props().onError?.(error);
  }

  /** The latest check wins: attributes may change while the session call is out. */
  async function check() {
    const current = props();
    const signature = JSON.stringify([config(), DATA_PROPS.map((prop) => current[prop as keyof PayButtonProps])]);
    if (signature === checked || abort.signal.aborted) return;
    checked = signature;
    const mine = ++generation;
    const loaded = await loadRuntime().catch(() => undefined);
    if (mine !== generation || abort.signal.aborted) return;
    if (!loaded) return fail(CODE_NOT_LOADED, true);
    const debug = current.debug === true && !diagnosed;
    diagnosed ||= debug;
    const result = await loaded.checkButton(current, config(), debug);
    if (mine !== generation || abort.signal.aborted) return;
    if (!result.ok) return fail(result.error, true, loaded);
    setHidden(false);
    props().onButtonReady?.(result.ready);
  }

  async function open(loaded: Runtime) {
    const result = await loaded.checkButton(props(), config(), false);
    if (!result.ok) return fail(result.error, true, loaded);
    if (props().onOpen?.({ request: result.request }) === false) return;
    const key = JSON.stringify([result.target, result.request]);
    if (kept?.key === key) {
      sessionId = kept.sessionId;
      return dialog.show(kept.content, texts);
    }
    kept = null;
    let content: HTMLElement;
    try {
      // All three at once: the dialog opens with the checkout's code and texts ready.
      const [session] = await Promise.all([
        loaded.openCheckoutSession(result.target, result.request, abort.signal),
        loadCheckoutCatalog(texts.lang),
        loadCheckout(),
      ]);
      sessionId = session.id;
      const target = { api: result.target.api, linkId: session.link_id, sessionId: session.id };
      content = checkoutContent(target, texts, usedColorScheme(host));
      const checkout = { key, sessionId: session.id, content };
      kept = checkout;
      const paid = () => {
        if (kept === checkout) kept = null;
      };
      content.addEventListener('cobro-payment-success', paid);
      content.addEventListener('cobro-payment-pending', paid);
    } catch (error) {
      if (abort.signal.aborted) return;
      fail(error === CHECKOUT_NOT_LOADED ? loaded.widgetError('OTFE-003') : loaded.toErrorDetail(error), false, loaded);
      content = failureContent(texts);
    }
    if (!abort.signal.aborted) dialog.show(content, texts);
  }

  /** One checkout at a time: a second click while the first opens does nothing (the open dialog makes the page inert). */
  async function onClick() {
    if (opening) return;
    opening = true;
    button.setAttribute('aria-busy', 'true');
    button.setAttribute('aria-disabled', 'true');
    void loadCheckout().catch(() => undefined);
    try {
      const loaded = await loadRuntime().catch(() => undefined);
      if (loaded) await open(loaded);
      else if (!abort.signal.aborted) {
        fail(CODE_NOT_LOADED, false);
        dialog.show(failureContent(texts), texts);
      }
    } finally {
      opening = false;
      button.removeAttribute('aria-busy');
      button.removeAttribute('aria-disabled');
    }
  }

  const intent = () => void loadCheckout().catch(() => undefined);
  button.addEventListener('pointerenter', intent);
  button.addEventListener('focus', intent);
  button.addEventListener('click', () => void onClick());
  render();
  const unsubscribe = subscribe(() => {
    render();
    if (checked !== undefined) void check();
  });
  // Paint first: the runtime (client, schemas, session check) is fetched once the button is on screen.
  requestAnimationFrame(() => setTimeout(() => void check()));

  return () => {
    abort.abort();
    unsubscribe();
    dialog.close();
    root.replaceChildren();
    root.adoptedStyleSheets = sheets;
  };
}
