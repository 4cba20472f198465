import { elementSuite } from './element-suite.js';

elementSuite({
  flavour: 'React',
  fixtureUrl: new URL('../dist/test/react/cobro-fixture.js', import.meta.url).href,
  dashboardUrl: new URL('../dist/widget/1.0.0/react/merchant-dashboard.js', import.meta.url).href,
});
