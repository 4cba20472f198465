/* global describe, it, before, afterEach */
// The defineElement suite, run once per flavour against the built scripts (served unbundled: plain JS here).
import { check, equal, until } from './helpers.js';

const nextTasks = () => new Promise((resolve) => setTimeout(resolve, 50));
const view = (element) => element.shadowRoot.querySelector('.fixture');
const rendered = (element) => until(() => view(element), `<${element.localName}> to render`);
const stateOf = (element, key) => view(element)?.dataset[key];
const waitState = (element, key, value) =>
  until(() => stateOf(element, key) === value, `data-${key}="${value}" (was "${stateOf(element, key)}")`);

export function elementSuite({ flavour, fixtureUrl, dashboardUrl }) {
  describe(`defineElement, ${flavour} build`, () => {
    let fixture;
    before(async () => {
      fixture = await import(fixtureUrl);
    });
    afterEach(() => document.body.replaceChildren());

    it('defining twice is harmless (the same script loaded again, and the shipped dashboard script)', async () => {
      const first = customElements.get('cobro-fixture');
      check(first, 'the script defines <cobro-fixture>');
      equal(fixture.defineFixture(), first, 'a second defineElement returns the first class');
      await import(`${fixtureUrl}?loaded-again`);
      equal(customElements.get('cobro-fixture'), first, 'the tag keeps its first class');

      await import(dashboardUrl);
      const dashboard = customElements.get('merchant-dashboard');
      check(dashboard, 'the shipped script defines <merchant-dashboard>');
      await import(`${dashboardUrl}?loaded-again`);
      equal(customElements.get('merchant-dashboard'), dashboard, '<merchant-dashboard> keeps its first class');
    });

    it('renders the shipped <merchant-dashboard> into its shadow root', async () => {
      await import(dashboardUrl);
      document.body.innerHTML = '<merchant-dashboard api-url="/__no-api__"></merchant-dashboard>';
      const element = document.querySelector('merchant-dashboard');
      await until(() => element.shadowRoot && element.shadowRoot.childElementCount > 0, 'the dashboard to render');
      check(element.shadowRoot.adoptedStyleSheets.length > 0, 'the dashboard adopts its stylesheets');
    });

    it('a valueless boolean attribute is true; absent or "false" is false', async () => {
      document.body.innerHTML = '<cobro-fixture test-mode></cobro-fixture>';
      const element = document.querySelector('cobro-fixture');
      await rendered(element);
      await waitState(element, 'testMode', 'true');
      equal(element.testMode, true, 'the property');
      element.removeAttribute('test-mode');
      await waitState(element, 'testMode', 'false');
      element.setAttribute('test-mode', '');
      await waitState(element, 'testMode', 'true');
      element.setAttribute('test-mode', 'false');
      await waitState(element, 'testMode', 'false');
    });

    it('parses attributes by type and never writes properties back to attributes', async () => {
      const element = document.createElement('cobro-fixture');
      element.setAttribute('amount', '12.5');
      element.setAttribute('items', '["a","b"]');
      document.body.append(element);
      await rendered(element);
      await waitState(element, 'amount', '12.5');
      await waitState(element, 'items', '["a","b"]');
      element.items = ['c'];
      element.label = 'hola';
      await waitState(element, 'label', 'hola');
      await waitState(element, 'items', '["c"]');
      equal(element.getAttribute('items'), '["a","b"]', 'the items attribute is left as written');
      equal(element.hasAttribute('label'), false, 'no label attribute appears');
    });

    it('events are prefixed CustomEvents that bubble out of shadow roots (composed)', async () => {
      const outer = document.createElement('div');
      document.body.append(outer);
      outer.attachShadow({ mode: 'open' }).innerHTML = '<cobro-fixture></cobro-fixture>';
      const element = outer.shadowRoot.querySelector('cobro-fixture');
      const received = new Promise((resolve) => document.addEventListener('cobro-ping', resolve, { once: true }));
      const button = await until(() => element.shadowRoot.querySelector('button'), 'the button');
      button.click();
      const event = await received;
      check(event instanceof CustomEvent, 'a CustomEvent');
      equal(event.bubbles, true, 'bubbles');
      equal(event.composed, true, 'composed');
      equal(event.detail.clicks, 1, 'the detail');
      equal(event.target, outer, 'seen from the document, the event comes from the outer shadow host');
    });

    it('a property set before the element upgraded is applied after the upgrade', async () => {
      const tag = 'cobro-fixture-late';
      const element = document.createElement(tag);
      element.label = 'early';
      element.items = ['x'];
      document.body.append(element);
      fixture.defineFixture(tag);
      await rendered(element);
      await waitState(element, 'label', 'early');
      await waitState(element, 'items', '["x"]');
      equal(Object.prototype.hasOwnProperty.call(element, 'label'), false, 'the own property was moved to the accessor');
      element.label = 'later';
      await waitState(element, 'label', 'later');
    });

    it('moving the element in the DOM keeps its state; removing it for good unmounts it', async () => {
      const [from, to] = [document.createElement('section'), document.createElement('section')];
      document.body.append(from, to);
      const element = document.createElement('cobro-fixture');
      from.append(element);
      const button = await until(() => element.shadowRoot.querySelector('button'), 'the button');
      button.click();
      await waitState(element, 'clicks', '1');
      button.click();
      await waitState(element, 'clicks', '2');
      const before = view(element);

      to.append(element);
      await nextTasks();
      equal(stateOf(element, 'clicks'), '2', 'the click count after the move');
      equal(view(element), before, 'the same rendered node after the move');

      element.remove();
      await until(() => element.shadowRoot.childElementCount === 0, 'the unmount after a removal');
      from.append(element);
      await rendered(element);
      await waitState(element, 'clicks', '0');
    });

    it('adopts its styles as constructable stylesheets, with no <style> element', async () => {
      document.body.innerHTML = '<cobro-fixture></cobro-fixture>';
      const element = document.querySelector('cobro-fixture');
      const node = await rendered(element);
      equal(element.shadowRoot.adoptedStyleSheets.length, 1, 'adopted sheets');
      equal(element.shadowRoot.querySelector('style'), null, 'inline style element');
      equal(getComputedStyle(node).color, 'rgb(1, 2, 3)', 'the fixture colour');
    });
  });
}
