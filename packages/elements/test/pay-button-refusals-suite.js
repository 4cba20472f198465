/* global describe, it, afterEach */
// Issue 27: a wrong button never shows, and a button the buyer points at never vanishes. Per flavour: run after
// payButtonSuite, which defines <pay-button> and installs the fake widget API.
import { check, equal, until } from './helpers.js';
import { intend } from './pay-button-suite.js';
import { LIVE_KEY, SIGNED } from './widget-api-fake.js';

const PRODUCT = 'service-id="svc_1" plan-id="plan_1"';
const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
const buttonOf = (element) => element.shadowRoot?.querySelector('button[part="button"]');
const dialogOf = (element) => element.shadowRoot?.querySelector('dialog[part="dialog"]');
const nextEvent = (target, type) => new Promise((resolve) => target.addEventListener(type, resolve, { once: true }));
const BAD_BUTTON = {
  en: /payment button is not set up correctly\. No payment was made\. Let the shop know\./,
  es: /el botón de pago de la tienda no está bien configurado\. No se ha hecho ningún pago\. Avisa a la tienda\./,
};

/** Every `cobro-error` the element dispatches from now on (the console is quiet meanwhile: they are expected). */
function recordErrors(element) {
  const heard = [];
  element.addEventListener('cobro-error', (event) => heard.push(event.detail));
  return heard;
}

export function payButtonRefusalsSuite({ flavour, config }) {
  describe(`<pay-button> refusals, ${flavour} build`, () => {
    let quiet;
    const mount = (attributes) => {
      const holder = document.createElement('div');
      document.body.append(holder);
      // The first of two equal attributes wins: a test's own widget-key replaces the flavour's.
      holder.innerHTML = `<pay-button ${attributes} ${config}></pay-button>`;
      return holder.firstElementChild;
    };
    afterEach(() => {
      document.body.replaceChildren();
      if (quiet) console.error = quiet;
      quiet = undefined;
    });
    const silenceConsole = () => {
      quiet = console.error;
      console.error = () => {};
    };

    it('a frequency the button does not know: never painted, one OTFE-002 naming it, and no room taken', async () => {
      silenceConsole();
      const element = mount('service-name="Yoga" plan-name="Mensual" amount="19.90" plan-type="Subscription" frequency="mensual" locale="es"');
      const heard = recordErrors(element);
      // Still in the task that upgraded it: the browser has not painted yet.
      equal(getComputedStyle(element).display, 'none', 'its display before the first paint');
      await until(() => heard.length > 0, 'cobro-error, without any intent');
      await frame();
      equal(heard.length, 1, 'cobro-error events');
      equal(heard[0].code, 'OTFE-002', 'the code');
      equal(JSON.stringify(heard[0].fields), '{"frequency":"invalid_invalid_value"}', 'the attribute named, with its reason');
      equal(element.getBoundingClientRect().width, 0, 'the room it takes');
    });

    it('fixed, the same button paints and is ready', async () => {
      silenceConsole();
      const element = mount('service-name="Yoga" plan-name="Mensual" amount="19.90" plan-type="Subscription" frequency="mensual"');
      await nextEvent(element, 'cobro-error');
      const ready = nextEvent(element, 'cobro-button-ready');
      element.setAttribute('frequency', 'month');
      await ready;
      await frame();
      check(element.getBoundingClientRect().width > 0, 'the fixed button takes room');
    });

    it('what only the full check finds after intent: the button stays, one OTFE-002, and the dialog says so (en, es)', async () => {
      silenceConsole();
      for (const locale of ['en', 'es']) {
        const element = mount(`${PRODUCT} email="not-an-email" locale="${locale}"`);
        await nextEvent(element, 'cobro-button-ready');
        const heard = recordErrors(element);
        intend(element);
        buttonOf(element).click();
        const alert = await until(() => dialogOf(element)?.open && dialogOf(element).querySelector('[role="alert"]'), 'the message');
        check(BAD_BUTTON[locale].test(alert.textContent), `${locale}: ${alert.textContent}`);
        equal(dialogOf(element).querySelector('merchant-checkout'), null, 'a checkout');
        equal(heard.length, 1, 'cobro-error events after the pointer over and the click');
        equal(heard[0].code, 'OTFE-002', 'the code');
        equal(heard[0].fields?.email, 'invalid_email', 'the attribute named');
        dialogOf(element).querySelector('[part="close-button"]').click();
        await until(() => !dialogOf(element).open, 'the dialog to close');
        // A second click says the same, and nothing new reaches the page.
        buttonOf(element).click();
        await until(() => dialogOf(element).open, 'the dialog to open again');
        equal(heard.length, 1, 'cobro-error events after a second click');
        check(element.getBoundingClientRect().width > 0, 'the button stays where the pointer is');
        dialogOf(element).querySelector('[part="close-button"]').click();
        element.parentElement.remove();
      }
    });

    it('a live-key price changed in the page: the server refuses it and the dialog says so, the button stays (en, es)', async () => {
      silenceConsole();
      const plan = 'service-name="Cerámica" plan-name="Taller" amount="50.00" plan-type="Unique"';
      for (const locale of ['en', 'es']) {
        const element = mount(`${plan} signature="${SIGNED}" widget-key="${LIVE_KEY}" locale="${locale}"`);
        equal((await nextEvent(element, 'cobro-button-ready')).detail.mode, 'live', 'the mode');
        element.setAttribute('amount', '0.50');
        const refused = nextEvent(element, 'cobro-error');
        buttonOf(element).click();
        equal((await refused).detail.code, 'WID-007', 'the code the page hears');
        const alert = await until(() => dialogOf(element)?.open && dialogOf(element).querySelector('[role="alert"]'), 'the message');
        check(BAD_BUTTON[locale].test(alert.textContent), `${locale}: ${alert.textContent}`);
        check(element.getBoundingClientRect().width > 0, 'the button stays where the pointer is');
        dialogOf(element).querySelector('[part="close-button"]').click();
        element.parentElement.remove();
      }
    });
  });
}
