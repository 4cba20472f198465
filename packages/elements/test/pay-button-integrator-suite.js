/* global describe, it, afterEach */
// What an integrator met on their first page (issue 11), per flavour: run after payButtonSuite, which defines
// <pay-button> and installs the fake widget API.
import { check, equal, until } from './helpers.js';
import { intend } from './pay-button-suite.js';

const PRODUCT = 'service-id="svc_1" plan-id="plan_1" locale="en"';
const WEB = 'service-name="Yoga" plan-name="Mensual" amount="19.90" locale="en"';
const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
const buttonOf = (element) => element.shadowRoot?.querySelector('button[part="button"]');
const dialogOf = (element) => element.shadowRoot?.querySelector('dialog[part="dialog"]');
const nextEvent = (target, type) => new Promise((resolve) => target.addEventListener(type, resolve, { once: true }));
/** A message key as the API sends them (`missing_field`, `services.invalid_amount`), never a sentence. */
const MESSAGE_KEY = /^[a-z_.]+$/;

async function quietly(run) {
  const original = console.error;
  console.error = () => {};
  try {
    return await run();
  } finally {
    console.error = original;
  }
}

export function payButtonIntegratorSuite({ flavour, config }) {
  describe(`<pay-button> as an integrator meets it, ${flavour} build`, () => {
    const mount = (attributes) => {
      const holder = document.createElement('div');
      document.body.append(holder);
      holder.innerHTML = `<pay-button ${attributes} ${config}></pay-button>`;
      return holder.firstElementChild;
    };
    /** A button whose attributes are checked at once: a pointer over it (decision 0250). */
    const mountIntended = (attributes) => {
      const element = mount(attributes);
      intend(element);
      return element;
    };
    afterEach(() => document.body.replaceChildren());

    it('a button made invalid and then fixed is shown again', async () => {
      const element = mountIntended(`${PRODUCT} amount="x"`);
      await quietly(() => nextEvent(element, 'cobro-error'));
      await frame();
      equal(getComputedStyle(element).display, 'none', 'the invalid button');
      const ready = nextEvent(element, 'cobro-button-ready');
      element.removeAttribute('amount');
      await ready;
      await frame();
      check(getComputedStyle(element).display !== 'none', `the fixed button is displayed (${getComputedStyle(element).display})`);
      check(element.getBoundingClientRect().width > 0, 'the fixed button takes room');
    });

    it('invalid customer prefill is OTFE-002 naming each field, and a fixed one is ready', async () => {
      const element = mountIntended(`${PRODUCT} email="not-an-email" cif="12345678A" not-editable`);
      const event = await quietly(() => nextEvent(element, 'cobro-error'));
      equal(event.detail.code, 'OTFE-002', 'the code');
      equal(event.detail.fields?.email, 'invalid_email', 'the e-mail');
      equal(event.detail.fields?.cif, 'invalid_tin', 'the tax id');
      const ready = nextEvent(element, 'cobro-button-ready');
      element.setAttribute('email', 'ana@example.es');
      element.setAttribute('cif', '12345678Z');
      await ready;
    });

    it('every intent checks the attributes: a pointer over, a touch, the keyboard', async () => {
      for (const type of ['pointerenter', 'pointerdown', 'focus']) {
        const element = mount(`${PRODUCT} email="not-an-email"`);
        await nextEvent(element, 'cobro-button-ready');
        const errored = nextEvent(element, 'cobro-error');
        intend(element, type);
        const event = await quietly(() => errored);
        equal(event.detail.fields?.email, 'invalid_email', `the e-mail, after ${type}`);
        element.parentElement.remove();
      }
    });

    it('a company tax id is checked as a CIF', async () => {
      const element = mountIntended(`${PRODUCT} type="COMPANY" cif="12345678Z"`);
      const event = await quietly(() => nextEvent(element, 'cobro-error'));
      equal(event.detail.fields?.cif, 'invalid_tin', 'a DNI given for a company');
    });

    it('OTFE-002 fields are message keys, never the validator\'s sentences', async () => {
      const element = mountIntended(`${WEB} plan-type="Monthly" frequency="fortnight" type="ALIEN" country="FR" billing-cycles="1"`);
      const event = await quietly(() => nextEvent(element, 'cobro-error'));
      const fields = event.detail.fields ?? {};
      for (const name of ['plan-type', 'type', 'country', 'billing-cycles']) check(name in fields, `${name} is named`);
      for (const [name, reason] of Object.entries(fields)) check(MESSAGE_KEY.test(reason), `${name}: "${reason}" is not a message key`);
    });

    it('removing the button with its checkout open: a document listener hears cobro-close', async () => {
      const element = mount(PRODUCT);
      await nextEvent(element, 'cobro-button-ready');
      buttonOf(element).click();
      await until(() => dialogOf(element)?.open, 'the dialog to open');
      const heard = [];
      const listener = (event) => heard.push(event);
      document.addEventListener('cobro-close', listener);
      try {
        element.remove();
        await until(() => heard.length > 0, 'cobro-close on the document', 2000);
      } finally {
        document.removeEventListener('cobro-close', listener);
      }
      equal(heard.length, 1, 'cobro-close heard once');
      check(heard[0].detail.session_id?.startsWith('cs_'), 'the closed session in the detail');
    });
  });
}
