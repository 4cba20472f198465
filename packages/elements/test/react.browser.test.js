import { elementSuite } from './element-suite.js';
import { payButtonIntegratorSuite } from './pay-button-integrator-suite.js';
import { payButtonRefusalsSuite } from './pay-button-refusals-suite.js';
import { payButtonSuite } from './pay-button-suite.js';
import { API_PATH } from './widget-api-fake.js';

const widget = new URL('../dist/widget/1.0.0/', import.meta.url);
const indexUrl = new URL('react/index.js', widget).href;

elementSuite({
  flavour: 'React',
  fixtureUrl: new URL('../dist/test/react/cobro-fixture.js', import.meta.url).href,
  dashboardUrl: new URL('react/merchant-dashboard.js', widget).href,
});

// The ESM build: `definePayButton()` from the side-effect-free index, key and API URL as attributes.
payButtonSuite({
  flavour: 'React',
  define: async () => (await import(indexUrl)).definePayButton(),
  defineAgain: async () => (await import(indexUrl)).definePayButton(),
  config: `widget-key="pk_test_react_page" api-url="${new URL(API_PATH, location.href).href}"`,
  pageCssUrl: new URL('pay-button.css', widget).href,
});

payButtonIntegratorSuite({
  flavour: 'React',
  config: `widget-key="pk_test_react_page" api-url="${new URL(API_PATH, location.href).href}"`,
});

payButtonRefusalsSuite({
  flavour: 'React',
  config: `widget-key="pk_test_react_page" api-url="${new URL(API_PATH, location.href).href}"`,
});
