import { checkoutContent, failureContent, usedColorScheme } from './checkout-content';
import { createCheckoutDialog } from './checkout-dialog';
import { refusedUnsigned, checkoutRequest } from './checkout-body';
import { CHECKOUT_NOT_LOADED, loadCheckout, loadCheckoutCatalog, loadRuntime, type Runtime } from './loaders';
import type { PayButtonErrorDetail, PayButtonProps, PayButtonReadyDetail } from './pay-button-props';
import { startCheckout, type StartedCheckout } from './start-checkout';
import { payButtonTexts } from './texts';
import { widgetSession, type FirstAnswer, type WidgetTarget } from './widget-api';
import type { WidgetConfig } from './widget-config';

/** What the painted button lends its checkout: its element, its props and how it reports (mount-pay-button.ts). */
export interface OpenerContext {
  host: HTMLElement;
  root: ShadowRoot;
  button: HTMLButtonElement;
  props: () => PayButtonProps;
  config: () => WidgetConfig;
  signal: AbortSignal;
  /** The first script's session call, whose answer the full check reads first (one call per page and key). */
  sessionAnswer: FirstAnswer;
  /** What the button's checks are keyed by: its configuration and the attributes its request carries. */
  data: () => string;
  hide: () => void;
  fail: (error: PayButtonErrorDetail, hide: boolean, loaded?: Runtime) => void;
}

/** The full check's answer; `loaded` is missing when the runtime could not load (`error` is then OTFE-003). */
export type FullCheck = { ok: true; ready: PayButtonReadyDetail } | { ok: false; error: PayButtonErrorDetail; loaded?: Runtime };

export interface Opener {
  /**
   * The full check of these attributes by the runtime (read as the contract's schemas read them, the session check, the signature),
   * with the debug diagnosis the first time `debug` asks: on intent, with `debug`, or when the first script's check
   * failed.
   */
  check(current: PayButtonProps): Promise<FullCheck>;
  /**
   * A check of the attributes failed for this data: reported once per data and failure (kept for the click to show),
   * the button hidden when asked (only ever before the buyer's intent).
   */
  refuse(data: string, error: PayButtonErrorDetail, loaded: Runtime, hide: boolean): void;
  /** A check passed: the last failure no longer holds. */
  accepted(): void;
  /** Intent: the checkout's element defined, its code loaded (the first script has put its files on the wire). */
  prepare(): void;
  /** The click: `cobro-open`, the checkout session, the dialog with the checkout (or why not). */
  open(): Promise<void>;
  /** Back from a provider's page (decision 1134): the dialog on the checkout's result. */
  resume(): Promise<void>;
  close(): void;
}

/** What the button shows while its own code is unreachable (the published text of OTFE-003). */
const CODE_NOT_LOADED: PayButtonErrorDetail = { code: 'OTFE-003', message: 'The checkout could not be loaded.' };

/**
 * The part of <pay-button> a click needs, loaded on intent beside the checkout's code (decision 1163): the dialog,
 * its texts, the checkout session and the hand-over of the first reads, and the loaders of the runtime and the
 * checkout with the full check (decision 1169). One per button, made on its first intent (or the first check that
 * needs the runtime).
 */
export function createOpener(context: OpenerContext): Opener {
  const { host, root, button, props, config, signal, fail } = context;
  const sessionCheck = (target: WidgetTarget) => widgetSession(target, context.sessionAnswer);
  let sessionId: string | null = null;
  /**
   * The last failure a check of the attributes reported, and for which data: kept here, with the reports that come
   * with this part, rather than in the first script (decision 1169).
   */
  let refused: { data: string; error: PayButtonErrorDetail } | undefined;
  let diagnosed = false;
  /**
   * The checkout the buyer closed without paying, kept for its session: opened again with the same request, it shows
   * what was typed (Escape or the close button no longer throws it away). A payment, or a change of any attribute
   * the request carries, starts a new one; an expired session shows CHK-006 in it, as any expired session does.
   */
  let kept: { key: string; sessionId: string; content: HTMLElement } | null = null;
  const texts = () => payButtonTexts(host, props().locale);
  const targetOf = ({ key, api }: WidgetConfig): WidgetTarget | undefined => (key && api ? { key, api } : undefined);
  const dialog = createCheckoutDialog(root, button, () => {
    const detail = { session_id: sessionId };
    sessionId = null;
    props().onClose?.(detail);
    // Removed from the page (an SPA route change), the button's own events reach no ancestor: the page's document
    // listener, as docs/elements.md advises, hears this one from the document the button was in.
    if (!host.isConnected) host.ownerDocument.dispatchEvent(new CustomEvent('cobro-close', { detail, bubbles: true, composed: true }));
  });

  /** The dialog with the checkout once its session, code and texts are there (or with why not). */
  async function show(loaded: Runtime, key: string, api: string, started: StartedCheckout) {
    const words = texts();
    let content: HTMLElement;
    try {
      const [session, reads] = await Promise.all([started.session, started.reads, loadCheckoutCatalog(words.lang), loadCheckout()]);
      loaded.warnSignature(session.plan_signature);
      loaded.primeCheckout(session.link_id, session.id, reads);
      sessionId = session.id;
      const target = { api, linkId: session.link_id, sessionId: session.id };
      content = checkoutContent(target, words, usedColorScheme(host));
      const checkout = { key, sessionId: session.id, content };
      kept = checkout;
      const paid = () => {
        if (kept === checkout) kept = null;
      };
      content.addEventListener('cobro-payment-success', paid);
      content.addEventListener('cobro-payment-pending', paid);
    } catch (error) {
      if (signal.aborted) return;
      const detail = error === CHECKOUT_NOT_LOADED ? loaded.widgetError('OTFE-003') : loaded.toErrorDetail(error);
      fail(detail, false, loaded);
      content = failureContent(words, detail.code);
    }
    if (!signal.aborted) dialog.show(content, words);
  }

  /**
   * The runtime once it has checked the attributes; undefined when it cannot load or they fail, and then the dialog
   * tells the buyer (the button stays where the pointer is: it only ever hides before intent).
   */
  async function verified(): Promise<Runtime | undefined> {
    const loaded = await loadRuntime().catch(() => undefined);
    if (!loaded) {
      if (signal.aborted) return undefined;
      fail(CODE_NOT_LOADED, false);
      dialog.show(failureContent(texts(), CODE_NOT_LOADED.code), texts());
      return undefined;
    }
    const result = await loaded.checkButton(props(), config(), sessionCheck, false);
    if (result.ok) return loaded;
    refuse(context.data(), result.error, loaded, false);
    if (!signal.aborted) dialog.show(failureContent(texts(), result.error.code), texts());
    return undefined;
  }

  function refuse(data: string, error: PayButtonErrorDetail, loaded: Runtime, hide: boolean) {
    if (hide) context.hide();
    if (refused?.data === data && JSON.stringify(refused.error) === JSON.stringify(error)) return;
    refused = { data, error };
    fail(error, false, loaded);
  }

  return {
    async check(current) {
      const debug = current.debug === true && !diagnosed;
      diagnosed ||= debug;
      const loaded = await loadRuntime().catch(() => undefined);
      if (!loaded) return { ok: false, error: CODE_NOT_LOADED };
      const result = await loaded.checkButton(current, config(), sessionCheck, debug);
      return result.ok ? result : { ...result, loaded };
    },
    refuse,
    accepted: () => (refused = undefined),
    prepare: () => void loadCheckout().catch(() => undefined),
    /**
     * `cobro-open`, then the checkout session at once. A button whose quick check passed opens without waiting for
     * the runtime: the session call leaves beside it, and the attributes are checked when the runtime arrives (the
     * server refuses what the check refuses, so an invalid button creates nothing). Any other button is checked first.
     */
    async open() {
      const refusal = refused?.data === context.data() ? refused.error : undefined;
      if (refusal) return dialog.show(failureContent(texts(), refusal.code), texts());
      const target = targetOf(config());
      const request = checkoutRequest(props());
      const session = target && (await sessionCheck(target));
      const early = session?.ok === true && !refusedUnsigned(request, session.session);
      const runtime = early ? undefined : await verified();
      if (!target || (!early && !runtime)) return;
      if (props().onOpen?.({ request }) === false) return;
      const key = JSON.stringify([target, request]);
      if (kept?.key === key) {
        sessionId = kept.sessionId;
        return dialog.show(kept.content, texts());
      }
      kept = null;
      const started = startCheckout(target, request, signal);
      const loaded = runtime ?? (await verified());
      if (loaded) await show(loaded, key, target.api, started);
    },
    async resume() {
      const words = texts();
      const [loaded] = await Promise.all([loadCheckout(), loadCheckoutCatalog(words.lang)]);
      const back = loaded.pageReturn();
      if (back && !signal.aborted) dialog.show(checkoutContent({ ...back, api: config().api! }, words, usedColorScheme(host)), words);
    },
    close: () => dialog.close(),
  };
}
