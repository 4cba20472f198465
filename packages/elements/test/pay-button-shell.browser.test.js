/* global describe, it, afterEach */
// The standalone <pay-button>'s first script and the code it loads on intent (decision 1163), each test in a frame of
// its own: a fresh module map and a fresh network log, as on a merchant page that has just loaded.
import { sendKeys } from '/node_modules/@web/test-runner-commands/browser/commands.mjs';
import { check, equal, until } from './helpers.js';
import { API_PATH, installWidgetApi } from './widget-api-fake.js';

const widget = new URL('../dist/widget/1.0.0/', import.meta.url);
const scriptUrl = new URL(`pay-button.js?key=pk_test_shell_page&api=${API_PATH}`, widget).href;
const OPENER_MODULE = 'packages/elements/src/pay-button/open-checkout.ts';
const BUTTON = 'service-id="svc_1" plan-id="plan_1" locale="es"';

/** The standalone build's chunks: what the first script imports statically, and the chunk of the click's code. */
async function builtChunks() {
  const { targets } = await (await fetch(new URL('../dist/meta/graph.json', import.meta.url))).json();
  const graph = targets.standalone;
  const critical = new Set();
  const visit = (file) => {
    if (critical.has(file)) return;
    critical.add(file);
    graph[file].imports.forEach(visit);
  };
  visit('pay-button.js');
  const opener = Object.keys(graph).find((file) => graph[file].modules.includes(OPENER_MODULE));
  return { critical, opener };
}

/**
 * A page with `pay-button.css` in its head, the fake widget API, the layout-shift log, and `<pay-button markup>`,
 * before the script; then the script, as a merchant pastes it. Resolves once the element is defined.
 */
async function merchantPage(markup) {
  const frame = document.createElement('iframe');
  frame.style.cssText = 'inline-size: 40rem; block-size: 20rem; border: 0';
  frame.srcdoc = `<!doctype html><html lang="es"><head><link rel="stylesheet" href="${new URL('pay-button.css', widget)}"></head><body><p>Yoga <pay-button ${markup}></pay-button> mensual</p></body></html>`;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  const win = frame.contentWindow;
  const api = installWidgetApi(win);
  const shifts = [];
  new win.PerformanceObserver((list) => shifts.push(...list.getEntries())).observe({ type: 'layout-shift', buffered: true });
  const element = win.document.querySelector('pay-button');
  const reserved = element.getBoundingClientRect();
  const events = [];
  for (const type of ['cobro-button-ready', 'cobro-open']) element.addEventListener(type, (event) => events.push(event.type));
  const script = Object.assign(win.document.createElement('script'), { type: 'module', src: scriptUrl });
  win.document.head.append(script);
  await win.customElements.whenDefined('pay-button');
  /** The widget files the page has requested, by their path in the versioned folder. */
  const requested = () =>
    win.performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.pathname.startsWith(widget.pathname) && url.pathname.endsWith('.js'))
      .map((url) => url.pathname.slice(widget.pathname.length));
  const button = () => element.shadowRoot.querySelector('button[part="button"]');
  const dialog = () => element.shadowRoot.querySelector('dialog[part="dialog"]');
  return { win, api, element, reserved, shifts, events, requested, button, dialog };
}

const frames = (win, count = 2) =>
  new Promise((resolve) => {
    const next = (left) => (left === 0 ? resolve() : win.requestAnimationFrame(() => next(left - 1)));
    next(count);
  });

describe('<pay-button> first script (standalone): paints alone, loads the rest on intent', () => {
  afterEach(() => document.body.replaceChildren());

  it('paints the button with its label, theme and size before any other script loads, and asks for nothing more until intent', async () => {
    const { critical } = await builtChunks();
    const style = 'style="--cobro-color-primary: rgb(10, 20, 30); --cobro-button-inline-size: 15rem"';
    const page = await merchantPage(`${BUTTON} ${style}`);
    // In the task that defined the element: the button is there, named, themed, sized, in the page's language.
    const button = page.button();
    equal(button.textContent, 'Pagar', 'the Spanish default label');
    equal(button.lang, 'es', 'the label marked as Spanish');
    equal(button.type, 'button', 'a button that submits nothing');
    equal(button.getAttribute('part'), 'button', 'its part');
    equal(page.win.getComputedStyle(button).backgroundColor, 'rgb(10, 20, 30)', 'the page theme on the button');
    equal(page.element.getBoundingClientRect().width, 240, 'the page size on the button');
    const atPaint = page.requested();
    check(atPaint.every((file) => critical.has(file)), `only the critical path before intent: ${atPaint.join(', ')}`);
    await until(() => page.events.includes('cobro-button-ready'), 'the session check');
    await frames(page.win, 3);
    const beforeIntent = page.requested();
    check(beforeIntent.every((file) => critical.has(file)), `nothing more after the session check: ${beforeIntent.join(', ')}`);
    equal(page.api.calls('GET', '/widget/session').length, 1, 'session calls');
  });

  it('intent (pointer over) loads the click code, and the button keeps its box: no layout shift', async () => {
    const { opener } = await builtChunks();
    const page = await merchantPage(BUTTON);
    await until(() => page.events.includes('cobro-button-ready'), 'the session check');
    check(!page.requested().includes(opener), 'the click code is not loaded before intent');
    const painted = page.element.getBoundingClientRect();
    page.button().dispatchEvent(new PointerEvent('pointerenter'));
    await until(() => page.requested().includes(opener), 'the click code requested on intent');
    await frames(page.win, 3);
    const after = page.element.getBoundingClientRect();
    equal(painted.width, page.reserved.width, 'width reserved by pay-button.css and painted');
    equal(painted.height, page.reserved.height, 'height reserved by pay-button.css and painted');
    equal(after.width, painted.width, 'width once the click code is there');
    equal(after.height, painted.height, 'height once the click code is there');
    equal(page.shifts.reduce((sum, shift) => sum + shift.value, 0), 0, 'layout shift');
  });

  it('a click while the click code is still loading opens the checkout once, never lost or doubled', async () => {
    const { opener } = await builtChunks();
    const page = await merchantPage(BUTTON);
    await until(() => page.events.includes('cobro-button-ready'), 'the session check');
    check(!page.requested().includes(opener), 'the click code is not loaded before the click');
    // A click with no intent before it (a script's click(), an assistive technology), then another one at once.
    page.button().click();
    page.button().click();
    await until(() => page.dialog()?.open, 'the checkout dialog');
    await frames(page.win, 3);
    equal(page.api.calls('POST', '/widget/checkout-sessions').length, 1, 'checkout sessions');
    equal(page.events.filter((type) => type === 'cobro-open').length, 1, 'cobro-open events');
  });

  it('the keyboard: Tab-focus and Enter open the checkout', async () => {
    const page = await merchantPage(BUTTON);
    await until(() => page.events.includes('cobro-button-ready'), 'the session check');
    page.win.focus();
    page.button().focus();
    equal(page.element.shadowRoot.activeElement, page.button(), 'the button takes focus');
    await sendKeys({ press: 'Enter' });
    await until(() => page.dialog()?.open, 'the checkout dialog');
    equal(page.api.calls('POST', '/widget/checkout-sessions').length, 1, 'checkout sessions');
  });
});
