import { elementSuite } from './element-suite.js';
import { payButtonIntegratorSuite } from './pay-button-integrator-suite.js';
import { payButtonRefusalsSuite } from './pay-button-refusals-suite.js';
import { payButtonSuite } from './pay-button-suite.js';
import { API_PATH } from './widget-api-fake.js';

const widget = new URL('../dist/widget/1.0.0/', import.meta.url);
// The script as merchants paste it: the widget key and the API URL in its own query.
const payButtonUrl = new URL(`pay-button.js?key=pk_test_standalone_page&api=${API_PATH}`, widget).href;

elementSuite({
  flavour: 'standalone (preact/compat)',
  fixtureUrl: new URL('../dist/test/standalone/cobro-fixture.js', import.meta.url).href,
  dashboardUrl: new URL('merchant-dashboard.js', widget).href,
});

payButtonSuite({
  flavour: 'standalone (preact/compat)',
  define: () => import(payButtonUrl),
  defineAgain: () => import(`${payButtonUrl}&loaded-again`),
  config: '',
  pageCssUrl: new URL('pay-button.css', widget).href,
});

payButtonIntegratorSuite({ flavour: 'standalone (preact/compat)', config: '' });
payButtonRefusalsSuite({ flavour: 'standalone (preact/compat)', config: '' });
