/* global describe, it, before, afterEach */
// The <pay-button> suite, run once per flavour against the built scripts, with a fake widget API (window.fetch).
import { sendKeys } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';
import { check, equal, until } from './helpers.js';
import { API_PATH, installWidgetApi, MISSING_PLAN, REFUSED_KEY } from './widget-api-fake.js';

const PRODUCT = 'service-id="svc_1" plan-id="plan_1" locale="en"';
const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
const buttonOf = (element) => element.shadowRoot?.querySelector('button[part="button"]');
const dialogOf = (element) => element.shadowRoot?.querySelector('dialog[part="dialog"]');
const nextEvent = (target, type) => new Promise((resolve) => target.addEventListener(type, resolve, { once: true }));
/**
 * Intent, which checks the attributes and fetches the checkout's code: a pointer over the button by default, a touch
 * (`pointerdown`) or the keyboard (`focus`).
 */
export const intend = (element, type = 'pointerenter') =>
  type === 'focus' ? buttonOf(element).focus() : buttonOf(element).dispatchEvent(new PointerEvent(type));
/** Where focus really is: through the open shadow roots of the page. */
function deepActive() {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Captures console.error and console.group while `run` runs. */
async function capturingConsole(run) {
  const logged = { error: [], group: [], info: [] };
  const original = { error: console.error, group: console.group, info: console.info };
  for (const name of Object.keys(logged)) console[name] = (...args) => logged[name].push(args.map(String).join(' '));
  try {
    await run();
  } finally {
    Object.assign(console, original);
  }
  return logged;
}

/**
 * `define()` loads the flavour's script; `config` is what each button needs for its key and API (nothing for the
 * standalone script, which reads them from its own URL; `widget-key` and `api-url` for the ESM build).
 */
export function payButtonSuite({ flavour, define, defineAgain, config, pageCssUrl }) {
  describe(`<pay-button>, ${flavour} build`, () => {
    let api;
    let layout;
    const mount = (attributes) => {
      const holder = document.createElement('div');
      document.body.append(holder);
      // The first of two equal attributes wins: a test's own widget-key replaces the flavour's.
      holder.innerHTML = `<pay-button ${attributes} ${config}></pay-button>`;
      return holder.firstElementChild;
    };
    const ready = async (attributes) => {
      const element = mount(attributes);
      await nextEvent(element, 'cobro-button-ready');
      return element;
    };

    before(async () => {
      api = installWidgetApi();
      const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: pageCssUrl });
      const loaded = nextEvent(link, 'load');
      document.head.append(link);
      await loaded;
      // Zero layout shift: the box pay-button.css reserves before the upgrade is the upgraded button's box.
      const line = mount(`${PRODUCT} label="A longer label than the default one"`).parentElement;
      line.append('after the button');
      const before = line.firstElementChild.getBoundingClientRect();
      const shifts = [];
      const observer = new PerformanceObserver((list) => shifts.push(...list.getEntries()));
      observer.observe({ type: 'layout-shift' });
      await define();
      await until(() => buttonOf(line.firstElementChild)?.textContent, 'the upgraded button');
      await frame();
      observer.disconnect();
      layout = { before, after: line.firstElementChild.getBoundingClientRect(), shifts };
      line.remove();
    });
    afterEach(() => document.body.replaceChildren());

    it('reserves its box before the upgrade: the same size after, and no layout shift', () => {
      equal(layout.before.width, layout.after.width, 'width (12rem)');
      equal(layout.before.height, layout.after.height, 'height (3rem)');
      equal(layout.after.width, 192, 'the default inline size');
      equal(layout.shifts.reduce((sum, shift) => sum + shift.value, 0), 0, 'layout shift');
    });

    it('renders a labelled button and reports it ready, with its key in a header and no cookies', async () => {
      const element = mount('service-id="svc_1" plan-id="plan_1" locale="es"');
      const event = await nextEvent(element, 'cobro-button-ready');
      equal(buttonOf(element).textContent, 'Pagar', 'the Spanish default label');
      equal(event.detail.mode, 'test', 'the mode');
      equal(event.bubbles && event.composed, true, 'bubbling and composed');
      const [call] = api.calls('GET', '/widget/session');
      check(call.key.startsWith('pk_test_'), `the key header (${call.key})`);
      equal(call.credentials, 'omit', 'credentials');
      element.setAttribute('label', 'Suscribirme');
      await until(() => buttonOf(element).textContent === 'Suscribirme', 'the new label');
      equal(element.shadowRoot.querySelector('style'), null, 'no <style> in the shadow root');
      equal(element.hasAttribute('style'), false, 'no style attribute on the page element');
    });

    it('invalid attributes: cobro-error OTFE-002 naming each one, one console error, and no button', async () => {
      let event;
      const logged = await capturingConsole(async () => {
        const element = mount('service-name="Yoga" amount="diecinueve" plan-type="Monthly" locale="en"');
        // Wrong in form, they are refused before the button paints, with no intent (decision 1120).
        event = await nextEvent(element, 'cobro-error');
        await frame();
        equal(element.getBoundingClientRect().width, 0, 'the width of a button that cannot work');
        equal(getComputedStyle(element).display, 'none', 'its display');
      });
      equal(event.detail.code, 'OTFE-002', 'the code');
      const fields = Object.keys(event.detail.fields).sort().join(',');
      equal(fields, 'amount,plan-name,plan-type', 'the invalid attributes');
      equal(logged.error.length, 1, 'console errors');
      check(/OTFE-002[\s\S]*amount="diecinueve"[\s\S]*plan-type="Monthly"/.test(logged.error[0]), `the console error: ${logged.error[0]}`);
    });

    it('defining twice is harmless: the first class stays and its buttons keep working', async () => {
      const first = customElements.get('pay-button');
      check(first, '<pay-button> is defined');
      await defineAgain();
      equal(customElements.get('pay-button'), first, 'the class after a second definition');
      await ready(PRODUCT);
    });

    if (config) {
      it('without a widget key or API URL: cobro-error OTFE-001 and no button', async () => {
        await capturingConsole(async () => {
          const holder = document.createElement('div');
          document.body.append(holder);
          holder.innerHTML = `<pay-button ${PRODUCT}></pay-button>`;
          const event = await nextEvent(holder.firstElementChild, 'cobro-error');
          equal(event.detail.code, 'OTFE-001', 'the code');
        });
      });
    }

    it('a page origin the key does not allow gets AE-003 and no button', async () => {
      await capturingConsole(async () => {
        const element = mount(`${PRODUCT} widget-key="${REFUSED_KEY}"`);
        const event = await nextEvent(element, 'cobro-error');
        equal(event.detail.code, 'AE-003', 'the code');
        await frame();
        equal(getComputedStyle(element).display, 'none', 'the refused button');
      });
    });

    it('many buttons make one session request', async () => {
      const key = 'pk_test_many_buttons';
      const elements = Array.from({ length: 5 }, () => mount(`${PRODUCT} widget-key="${key}"`));
      await Promise.all(elements.map((element) => nextEvent(element, 'cobro-button-ready')));
      equal(api.calls('GET', '/widget/session', key).length, 1, 'session requests');
    });

    it('cobro-open is cancelable: preventDefault() keeps the checkout closed', async () => {
      const element = await ready(`${PRODUCT} email="ana@example.es"`);
      const before = api.calls('POST', '/widget/checkout-sessions').length;
      const opened = nextEvent(element, 'cobro-open');
      element.addEventListener('cobro-open', (event) => event.preventDefault(), { once: true });
      buttonOf(element).click();
      const event = await opened;
      equal(event.cancelable, true, 'cancelable');
      equal(event.detail.request.customer.email, 'ana@example.es', 'the request in the detail');
      await frame();
      equal(api.calls('POST', '/widget/checkout-sessions').length, before, 'checkout sessions created');
      equal(dialogOf(element)?.open ?? false, false, 'the dialog is open');
    });

    it('a click sends the attributes as written, and a double click opens one session', async () => {
      const element = await ready('service-name="Yoga" plan-name="Mensual" amount="19.90" plan-type="Subscription" frequency="month" not-editable email="ana@example.es" locale="en"');
      const before = api.calls('POST', '/widget/checkout-sessions').length;
      buttonOf(element).click();
      buttonOf(element).click();
      await until(() => dialogOf(element)?.open, 'the dialog to open');
      await frame();
      const posts = api.calls('POST', '/widget/checkout-sessions').slice(before);
      equal(posts.length, 1, 'checkout sessions created by a double click');
      equal(posts[0].body.plan.amount, '19.90', 'the amount as written');
      equal(posts[0].body.plan.type, 'Subscription', 'plan-type is the plan type');
      equal(posts[0].body.customer.not_editable, true, 'the valueless not-editable flag');
      const checkout = dialogOf(element).querySelector('merchant-checkout');
      equal(checkout.getAttribute('link-id'), `link_${before + 1}`, 'link-id');
      equal(checkout.getAttribute('session-id'), `cs_${before + 1}`, 'session-id');
      equal(checkout.getAttribute('api-url'), new URL(API_PATH, location.href).href, 'api-url');
    });

    it('the dialog is modal and labelled: focus inside, the page inert, Escape closes and focus returns', async () => {
      const outside = Object.assign(document.createElement('button'), { textContent: 'outside' });
      document.body.append(outside);
      const element = await ready(PRODUCT);
      buttonOf(element).focus();
      buttonOf(element).click();
      const dialog = await until(() => dialogOf(element)?.open && dialogOf(element), 'the dialog to open');
      equal(dialog.getAttribute('aria-label'), 'Payment', 'the dialog label');
      const close = dialog.querySelector('[part="close-button"]');
      equal(close.getAttribute('aria-label'), 'Close', 'the close button label');
      equal(deepActive(), close, 'focus moves into the dialog');
      outside.focus();
      check(deepActive() !== outside, 'the page behind the dialog cannot take focus');
      for (let i = 0; i < 6; i += 1) {
        await sendKeys({ press: i % 2 ? 'Shift+Tab' : 'Tab' });
        check(deepActive() !== outside, `Tab ${i + 1} left the dialog for the page`);
      }
      close.focus();
      const closed = nextEvent(element, 'cobro-close');
      await sendKeys({ press: 'Escape' });
      const event = await closed;
      equal(dialog.open, false, 'the dialog after Escape');
      check(event.detail.session_id?.startsWith('cs_'), 'the closed session in the detail');
      equal(deepActive(), buttonOf(element), 'focus back on the pay button');
      // Closing keeps the checkout in the closed dialog, so a buyer who pressed Escape finds what they typed.
      const kept = dialog.querySelector('merchant-checkout');
      check(kept !== null, 'the checkout is kept on close');
      buttonOf(element).click();
      await until(() => dialog.open, 'the dialog to open again');
      equal(dialog.querySelector('merchant-checkout'), kept, 'the same checkout shown again');
      dialog.querySelector('[part="close-button"]').click();
      await until(() => !dialog.open, 'the dialog to close again');
    });

    it('a plan that does not exist: the dialog says so and to tell the shop, not to try again in a moment (en, es)', async () => {
      const said = { en: /plan that does not exist.*Let the shop know/, es: /un plan que no existe.*Avisa a la tienda/ };
      for (const locale of ['en', 'es']) {
        const element = await ready(`service-id="svc_1" plan-id="${MISSING_PLAN}" locale="${locale}"`);
        const failed = nextEvent(element, 'cobro-error');
        buttonOf(element).click();
        equal((await failed).detail.code, 'CHK-004', 'the code the page hears');
        const alert = await until(() => dialogOf(element)?.open && dialogOf(element).querySelector('[role="alert"]'), 'the message');
        check(said[locale].test(alert.textContent), `${locale}: ${alert.textContent}`);
        check(!/in a moment|en un momento/.test(alert.textContent), `${locale}: told to try again later`);
        dialogOf(element).querySelector('[part="close-button"]').click();
      }
    });

    it("the checkout's events reach the page through the button (composed, retargeted)", async () => {
      const element = await ready(PRODUCT);
      const heard = new Promise((resolve) =>
        document.addEventListener('cobro-error', (event) => event.composedPath().some((node) => node.localName === 'merchant-checkout') && resolve(event)),
      );
      buttonOf(element).click();
      const event = await until(() => dialogOf(element)?.open, 'the dialog to open').then(() => heard);
      equal(event.target, element, 'the target seen by the page');
      check(typeof event.detail.code === 'string', 'the checkout error has a code');
    });

    it('removing the button (an SPA route change) closes its dialog and frees the page', async () => {
      const outside = Object.assign(document.createElement('button'), { textContent: 'outside' });
      document.body.append(outside);
      const element = await ready(PRODUCT);
      buttonOf(element).click();
      const dialog = await until(() => dialogOf(element)?.open && dialogOf(element), 'the dialog to open');
      element.remove();
      await until(() => !dialog.open, 'the dialog to close');
      outside.focus();
      equal(document.activeElement, outside, 'the page takes focus again');
      equal(element.shadowRoot.childElementCount, 0, 'the shadow root is emptied');
    });

    it('debug prints one grouped diagnosis with the key masked', async () => {
      const key = 'pk_test_debug_key_0123456789';
      const logged = await capturingConsole(async () => {
        const element = mount(`${PRODUCT} widget-key="${key}" debug`);
        await nextEvent(element, 'cobro-button-ready');
        element.setAttribute('label', 'Again');
        await frame();
      });
      equal(logged.group.length, 1, 'console groups');
      const text = logged.info.join('\n');
      check(text.includes('pk_test_debu…6789') && !text.includes(key), `the masked key in: ${text}`);
      check(/reachable, GET \/widget\/session answered in \d+ ms/.test(text), 'API reachability and latency');
      check(text.includes(`Page origin ${location.origin}: allowed`), 'the page origin');
      check(text.includes('Content Security Policy violations so far: 0'), 'the CSP violations');
    });
  });
}
