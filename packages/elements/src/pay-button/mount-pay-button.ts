import { widgetShapeIssues } from '@cobro/contracts';
import type { MountedElement } from '../define-element/definition';
import { hostVisibility } from './host-visibility';
import { checkoutRequest, refusedUnsigned } from './checkout-body';
import { warmCheckout } from './intent-chunks';
import type { Runtime } from './loaders';
import type { Opener, OpenerContext } from './open-checkout';
import {
  CUSTOMER_FIELDS,
  PLAN_FIELDS,
  PRODUCT_FIELDS,
  SIGNATURE_FIELDS,
  type PayButtonErrorDetail,
  type PayButtonProps,
  type PayButtonReadyDetail,
} from './pay-button-props';
import { buttonLabel } from './label';
import { acceptedSession, sessionAnswer } from './session-call';
import { buttonConfig, type WidgetConfig } from './widget-config';

/** What the button shows while its own code is unreachable (the published text of OTFE-003). */
const CODE_NOT_LOADED: PayButtonErrorDetail = { code: 'OTFE-003', message: 'The checkout could not be loaded.' };

/** A page's return from a provider's page is resumed by one button: the first one mounted. */
let resuming = false;

const DATA_PROPS = [CUSTOMER_FIELDS, PLAN_FIELDS, PRODUCT_FIELDS, SIGNATURE_FIELDS].flatMap((fields) => Object.keys(fields));

/**
 * Draws the button at once (the label needs nothing from the network) unless the form of its attributes is wrong,
 * checks its key and page after the first paint with the session call alone, checks its attributes in full on intent,
 * and opens the checkout on click (decisions 0250, 1120). A button that cannot work (OTFE-001, OTFE-002, a refused
 * key or origin) takes no room on the page and says why through `cobro-error` and the console (decision 1043); what
 * is found once the buyer showed intent never hides the button under the pointer: a click shows it in the dialog.
 * What a click needs (the dialog, the checkout session) is `open-checkout.ts`, fetched on intent (decision 1163).
 */
export function mountPayButton(element: MountedElement<PayButtonProps>, script: WidgetConfig): () => void {
  const { host, root, props, subscribe } = element;
  const setHidden = hostVisibility(root);
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button';
  button.setAttribute('part', 'button');
  root.append(button);

  const abort = new AbortController();
  let texts = buttonLabel(host, props().locale);
  let opening = false;
  let checked: string | undefined;
  let readyFor: string | undefined;
  let generation = 0;
  /** Intent was shown (pointer over, pointerdown, focus, click): from then on every check is the full one. */
  let intended = false;
  /** The form of the attributes is wrong (`widgetShapeIssues`): hidden before it paints, the full check says why. */
  let misshapen = false;
  const config = () => buttonConfig(props(), script);
  const dataOf = (current: PayButtonProps) => JSON.stringify([config(), DATA_PROPS.map((prop) => current[prop as keyof PayButtonProps])]);
  /** The click's part of the button (open-checkout.ts), loaded on intent or at the click, made once; a failure is retried. */
  let opener: Promise<Opener> | undefined;
  let made: Opener | undefined;
  const loadOpener = () => {
    opener ??= import('./open-checkout').then(({ createOpener }) => (made ??= createOpener(openerContext)));
    opener.catch(() => (opener = undefined));
    return opener;
  };

  function render() {
    const { label, locale, debug } = props();
    texts = buttonLabel(host, locale);
    button.textContent = label?.trim() || texts.pay;
    if (label?.trim()) button.removeAttribute('lang');
    else button.lang = texts.lang;
    // Only with `debug`: the watch comes with the runtime, which `debug` loads at once anyway.
    if (debug) void import('./csp-watch').then(({ watchCsp }) => watchCsp());
    // Before the browser paints this state: a button whose attributes are wrong in form never shows (issue 27).
    misshapen = widgetShapeIssues(checkoutRequest(props())).length > 0;
    if (misshapen) setHidden(true);
  }

  function fail(error: PayButtonErrorDetail, hide: boolean, loaded?: Runtime) {
    if (hide) setHidden(true);
    if (loaded) loaded.reportError(host, error);
    else console.error(`[Cobro <pay-button>] ${error.code}: ${error.message} Check the network and the page's Content Security Policy.`, host);
    props().onError?.(error);
  }

  const openerContext: OpenerContext = {
    host,
    root,
    button,
    props,
    config,
    signal: abort.signal,
    sessionAnswer,
    data: () => dataOf(props()),
    hide: () => setHidden(true),
    fail,
  };

  /**
   * What a button is before intent: usable when the session call accepts its key and page (and a live key has its
   * signature). Undefined when only the runtime can say why not.
   */
  async function quickCheck(current: PayButtonProps): Promise<PayButtonReadyDetail | undefined> {
    const { key, api } = config();
    const answer = key && api ? await sessionAnswer({ key, api }).catch(() => undefined) : undefined;
    const session = answer && acceptedSession(answer);
    if (!session || refusedUnsigned(checkoutRequest(current), session)) return undefined;
    return { mode: session.mode, company_name: session.organization.company_name };
  }

  /** Once per usable state: the full check at intent does not announce again what the quick one did. */
  function ready(data: string, detail: PayButtonReadyDetail) {
    setHidden(false);
    made?.accepted();
    if (readyFor === data) return;
    readyFor = data;
    props().onButtonReady?.(detail);
  }

  /**
   * The latest check wins: attributes may change while the session call is out. Before intent, the quick check;
   * the full one (the click's part and the runtime: attributes read as the contract's schemas read them, the reports) only on
   * intent, with `debug`, or to say why a button failed the quick one.
   */
  async function check() {
    const current = props();
    const full = intended || misshapen || current.debug === true;
    const data = dataOf(current);
    if (`${full}${data}` === checked || abort.signal.aborted) return;
    checked = `${full}${data}`;
    const mine = ++generation;
    const quick = full ? undefined : await quickCheck(current);
    if (mine !== generation || abort.signal.aborted) return;
    if (quick) return ready(data, quick);
    const part = await loadOpener().catch(() => undefined);
    if (mine !== generation || abort.signal.aborted) return;
    readyFor = undefined;
    if (!part) return fail(CODE_NOT_LOADED, true);
    const result = await part.check(current);
    if (mine !== generation || abort.signal.aborted) return;
    if (!result.ok) return result.loaded ? part.refuse(data, result.error, result.loaded, !intended) : fail(result.error, true);
    ready(data, result.ready);
  }

  /** Intent: the whole chain of the checkout's code on the wire at once, and the full check of the attributes. */
  function intent() {
    // The click's code first: the smallest file, and the one a click waits for before its session call leaves.
    void loadOpener().then((part) => part.prepare(), () => undefined);
    warmCheckout(texts.lang);
    if (intended) return;
    intended = true;
    void check();
  }

  /** One checkout at a time: a second click while the first opens does nothing (the open dialog makes the page inert). */
  async function onClick() {
    if (opening) return;
    opening = true;
    button.setAttribute('aria-busy', 'true');
    button.setAttribute('aria-disabled', 'true');
    intent();
    try {
      const loaded = await loadOpener().catch(() => undefined);
      if (loaded) await loaded.open();
      else if (!abort.signal.aborted) fail(CODE_NOT_LOADED, false);
    } finally {
      opening = false;
      button.removeAttribute('aria-busy');
      button.removeAttribute('aria-disabled');
    }
  }

  // A mouse hovers, a keyboard focuses, a touch presses: each is intent (touch has no hover, the press comes first).
  for (const type of ['pointerenter', 'pointerdown', 'focus']) button.addEventListener(type, intent);
  button.addEventListener('click', () => void onClick());
  render();
  const unsubscribe = subscribe(() => {
    render();
    if (checked !== undefined) void check();
  });
  // Paint first: the session check runs once the button is on screen.
  requestAnimationFrame(() => setTimeout(() => void check()));
  // Back on this page from a provider's page (Redsys, Inespay; decision 1134): one button of the page opens its
  // dialog again on the checkout's result, whose <merchant-checkout> takes the return out of the address and tells
  // the page how the payment ended. The checkout's code loads only then (as on intent): the critical path carries
  // only this test of the address (RETURN_PARAMS.purchase).
  if (!resuming && location.search.includes('cobro_purchase=')) {
    resuming = true;
    void loadOpener()
      .then((loaded) => loaded.resume())
      .catch(() => undefined);
  }

  return () => {
    abort.abort();
    unsubscribe();
    made?.close();
    root.replaceChildren();
    setHidden(false);
  };
}
