import { elementSuite } from './element-suite.js';

elementSuite({
  flavour: 'standalone (preact/compat)',
  fixtureUrl: new URL('../dist/test/standalone/cobro-fixture.js', import.meta.url).href,
  dashboardUrl: new URL('../dist/widget/1.0.0/merchant-dashboard.js', import.meta.url).href,
});
