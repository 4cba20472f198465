/**
 * The house rules (issue 12; docs/architecture.md, "Packages"), read by the two dependency-cruiser configurations at
 * the root: .dependency-cruiser.cjs (product code: every rule) and .dependency-cruiser.tests.cjs (tests: the package
 * order). `npm run check:imports` runs both in `npm test`; rules.test.ts beside this file proves each rule fires.
 */
const pkg = (name) => `(?:^|/)packages/${name}/`;
const server = '(?:^|/)packages/server/src/';
const modules = `${server}modules/`;
/** Tests and their fixtures may reach into any file they test; .dependency-cruiser.tests.cjs holds them to the package order. */
const TESTS = '(\\.test\\.tsx?|\\.fixtures\\.tsx?|\\.spec\\.ts)$|(^|/)(test|e2e)/';

/** Which workspace packages each package may import: the one-way package order. */
const ALLOWED = {
  contracts: [],
  client: ['contracts'],
  data: ['contracts', 'client'],
  i18n: ['contracts'],
  ui: ['contracts', 'i18n'],
  dashboard: ['contracts', 'client', 'data', 'i18n', 'ui'],
  checkout: ['contracts', 'client', 'data', 'i18n', 'ui'],
  elements: ['contracts', 'client', 'data', 'i18n', 'ui', 'dashboard', 'checkout'],
  admin: [],
  server: ['contracts'],
};
const PACKAGES = Object.keys(ALLOWED);

const packageOrder = PACKAGES.map((name) => ({
  name: `package-order-${name}`,
  comment: `${name} may import only ${ALLOWED[name].join(', ') || 'no other workspace package'} (contracts -> client -> data; i18n -> ui; then dashboard/checkout -> elements)`,
  severity: 'error',
  from: { path: pkg(name) },
  to: { path: `(^|/)packages/(${PACKAGES.filter((other) => other !== name && !ALLOWED[name].includes(other)).join('|')})/` },
}));

module.exports = { packageOrder, TESTS,
  structure: [
    {
      name: 'server-floors',
      comment: 'db, http, realtime and pdf are floors under the modules: app.ts passes resolvers and hooks in',
      severity: 'error',
      from: { path: `${server}(db|http|realtime|pdf)/` },
      to: { path: modules },
    },
    {
      name: 'module-through-index',
      comment: "a server module uses another module only through that module's index.ts",
      severity: 'error',
      from: { path: `${modules}([^/]+)/` },
      to: { path: modules, pathNot: [`${modules}$1/`, `${modules}[^/]+/index\\.ts$`] },
    },
    {
      name: 'no-module-cycle',
      comment: 'server modules depend on each other one way',
      severity: 'error',
      scope: 'folder',
      from: { path: `${modules}[^/]+$` },
      to: { path: `${modules}[^/]+$`, circular: true },
    },
    {
      name: 'server-lazy-packages',
      comment:
        'packages only some requests or configurations need load where they are used (await import), not with every start (decision 0260)',
      severity: 'error',
      from: { path: server },
      to: {
        path: '(^|/)node_modules/(exceljs|pdf-lib|nodemailer|openid-client|redis|stripe|@socket\\.io/(redis|postgres)-adapter|@electric-sql/pglite)(/|$)',
        dynamic: false,
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'no-file-cycle',
      comment: 'no import cycle between files',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
