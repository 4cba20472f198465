// `npm run size`: gzip size of every built element script, counting the chunks it imports statically (what the
// browser must fetch before the element can run), for both flavours; the React flavour also with React counted.
// Then the budgets of quality.md (decisions 1044 and 0250), which fail the command (exit 1) when a figure is over:
// - <pay-button> critical path: the standalone script that paints a clickable button, with its static imports;
// - nobody clicks: everything a page with the shop's buttons fetches from the widget folder when no buyer shows
//   intent: the page stylesheet and the critical path (the session call's answer comes on top: bench:widget
//   measures the whole in Chromium);
// - checkout on intent: what a pointer over, pointerdown, focus or click on the button fetches beside the button's
//   runtime (client, schemas, <merchant-checkout> definition, printed apart), up to the checkout's first screen:
//   the checkout chunk and one sdk catalog; not the checkout's later lazy chunks (later steps, the card provider);
// - click to first screen in all: the runtime on intent and the checkout on intent together, everything a buyer's
//   click fetches (intent asks for both at once) before <merchant-checkout>'s first screen (issue 31, decision 1170);
// - <customer-portal> first screen: its standalone script with its static imports, the portal chunk and one sdk
//   catalog (the hosted /portal page loads exactly that); it must hold no module of the dashboard (issue 30);
// - <merchant-dashboard> first screen in the React build: its static imports, React and ReactDOM, and one dashboard
//   catalog, before any route chunk;
// - /dashboard signed out and signed in: the standalone <merchant-dashboard> as the server's page serves it, with the
//   route chunks of the sign-in page and of the panel (the realtime client, loaded after the first paint, apart).
// Every figure and entry is printed with its change against the last release (scripts/size-baseline.json, written by
// `npm run size -- --write-baseline` when a widget version is released; decision 1163), so a growth shows in review.
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = resolve(root, 'packages/elements/dist');
const graphFile = resolve(dist, 'meta/graph.json');
if (!existsSync(graphFile)) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}
const { version, targets } = JSON.parse(readFileSync(graphFile, 'utf8'));

const KB = 1024;
const BUDGETS = {
  critical: 5.05 * KB,
  nobodyClicks: 5.4 * KB,
  intent: 19.75 * KB,
  firstScreen: 70.5 * KB,
  portal: 73.5 * KB,
  dashboard: 126.75 * KB,
  dashboardSignIn: 112.25 * KB,
  dashboardHome: 78 * KB,
};
/**
 * Where issue 31 wants the figures (quality.md: Shopify's whole buy button is 59 KB); printed beside the budgets,
 * which hold what is reached.
 */
const GOALS = { critical: 4 * KB, nobodyClicks: 5 * KB, firstScreen: 59 * KB, dashboard: 130 * KB, dashboardSignIn: 130 * KB, dashboardHome: 130 * KB };
const BASELINE_FILE = resolve(root, 'scripts/size-baseline.json');
const baseline = existsSync(BASELINE_FILE) ? JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) : { version: 'none', entries: {}, figures: {} };
/** `+123 B` or `-123 B` against the last release, or `new` for what it did not have. */
const delta = (bytes, before) => (before === undefined ? 'new' : `${bytes >= before ? '+' : '-'}${Math.abs(bytes - before)} B`);
const PAGE_CSS = 'pay-button.css';
const RUNTIME_MODULE = 'packages/elements/src/pay-button/runtime/index.ts';
const OPENER_MODULE = 'packages/elements/src/pay-button/open-checkout.ts';
const PORTAL_MODULE = 'packages/checkout/src/portal/index.ts';
/** The route modules each first screen of /dashboard loads before it paints (app-router, shell/section-content). */
const DASHBOARD_SIGN_IN = ['packages/dashboard/src/auth/sign-in-page.tsx'];
const DASHBOARD_HOME = ['packages/dashboard/src/panel/panel-figures.tsx', 'packages/dashboard/src/plans/current-plan-limit.tsx'];
/** The Payments page's route module: printed with what it fetches beyond the signed-in home (issue 31). */
const DASHBOARD_PAYMENTS = ['packages/dashboard/src/charges/charges-list-page.tsx'];
const DASHBOARD_AFTER_PAINT = ['node_modules/socket.io-client/build/esm/index.js', 'packages/data/src/realtime/apply-event.ts'];
const catalogModule = (name) => new RegExp(`^packages/i18n/src/locales/${name}/\\w+\\.po$`);

const FOLDERS = {
  standalone: resolve(dist, 'widget', version),
  react: resolve(dist, 'widget', version, 'react'),
  'react-vendor': resolve(dist, 'vendor'),
};
/** The bare imports of the React flavour, and the vendor entry that provides each. */
const VENDOR_FILES = { react: 'react.js', 'react-dom': 'react-dom.js', 'react-dom/client': 'react-dom-client.js', 'react/jsx-runtime': 'react-jsx-runtime.js' };

/**
 * Bytes as the server sends them with gzip: the build's precompressed `.gz` copy of a versioned file (decision
 * 0220); the vendor build outside the versioned folder is compressed here at the same level.
 */
const gzipped = new Map();
function gzipSize(folder, file) {
  const path = resolve(folder, file);
  if (!gzipped.has(path)) {
    const served = `${path}.gz`;
    gzipped.set(path, existsSync(served) ? statSync(served).size : gzipSync(readFileSync(path), { level: 9 }).length);
  }
  return gzipped.get(path);
}
/** The brotli copy the server sends to browsers that accept it (every current one). */
const brotliSize = (folder, files) => [...files].reduce((total, file) => total + statSync(resolve(folder, `${file}.br`)).size, 0);

/** The files and every chunk they reach through static imports; bare specifiers (externals) are collected apart. */
function closure(graph, entries) {
  const files = new Set();
  const externals = new Set();
  const visit = (file) => {
    if (files.has(file)) return;
    files.add(file);
    for (const imported of graph[file].imports) {
      if (imported in graph) visit(imported);
      else externals.add(imported);
    }
  };
  for (const entry of entries) visit(entry);
  return { files, externals };
}

const sum = (folder, files) => [...files].reduce((total, file) => total + gzipSize(folder, file), 0);
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const without = (files, ...seen) => new Set([...files].filter((file) => !seen.some((set) => set.has(file))));
const dynamicOf = (graph, files) => [...new Set([...files].flatMap((file) => graph[file].dynamicImports))];
/** Of the chunks of one catalog (one per locale), the largest with what it imports: a page loads one locale. */
function largestCatalog(graph, folder, candidates, name) {
  const catalogs = candidates.filter((file) => graph[file].modules.some((id) => catalogModule(name).test(id)));
  const sizes = catalogs.map((file) => closure(graph, [file]).files);
  return sizes.reduce((largest, files) => (sum(folder, files) > sum(folder, largest) ? files : largest), new Set());
}

/** React and ReactDOM as the React flavour's page loads them (the vendor build), for bare imports. */
function vendorFiles(externals, of) {
  const files = new Set();
  for (const specifier of externals) {
    const vendorEntry = VENDOR_FILES[specifier];
    if (!vendorEntry) throw new Error(`No vendor build for the external "${specifier}" of ${of}`);
    for (const file of closure(targets['react-vendor'], [vendorEntry]).files) files.add(file);
  }
  return files;
}

const rows = [];
for (const flavour of ['standalone', 'react']) {
  const graph = targets[flavour];
  for (const [file, chunk] of Object.entries(graph)) {
    if (!chunk.entry) continue;
    const { files, externals } = closure(graph, [file]);
    const bytes = sum(FOLDERS[flavour], files);
    const row = { flavour, entry: file, chunks: files.size, gzip: kb(bytes), bytes };
    if (flavour === 'react') {
      row['with react'] = kb(bytes + sum(FOLDERS['react-vendor'], vendorFiles(externals, file)));
    }
    row[`vs ${baseline.version}`] = delta(bytes, baseline.entries[`${flavour}/${file}`]);
    rows.push(row);
  }
}
console.log(`Element scripts, widget ${version} (gzip as served, entry plus its static imports; bytes against ${baseline.version}):`);
console.table(rows.map(({ bytes, ...shown }) => shown));

const standalone = targets.standalone;
const folder = FOLDERS.standalone;
const critical = closure(standalone, ['pay-button.js']).files;
const chunkOf = (module) => Object.keys(standalone).find((file) => standalone[file].modules.includes(module));
const runtimeChunk = chunkOf(RUNTIME_MODULE);
if (!runtimeChunk) throw new Error(`No chunk for ${RUNTIME_MODULE}: the pay button must load its runtime with import()`);
// The button's code for the click (dialog, checkout session: decision 1163) loads on intent with the runtime.
const openerChunk = chunkOf(OPENER_MODULE);
// A click waits for that chunk alone; in the runtime's it would wait for the runtime too (decision 1169).
if (openerChunk === runtimeChunk) throw new Error(`${OPENER_MODULE} is in the runtime's chunk: the click's code must keep a chunk of its own`);
const ownOnIntent = [runtimeChunk, openerChunk].filter(Boolean);
const onIntentRuntime = without(closure(standalone, ownOnIntent).files, critical);
const nobodyClicks = gzipSize(folder, PAGE_CSS) + sum(folder, critical);
// The checkout's import is the click's code's since decision 1169 (its loaders), the first script's before.
const intentStarts = dynamicOf(standalone, new Set([...critical, ...ownOnIntent])).filter((file) => !onIntentRuntime.has(file));
const intentCode = closure(standalone, intentStarts).files;
const intentCatalog = largestCatalog(standalone, folder, dynamicOf(standalone, intentCode), 'sdk');
const intent = without(new Set([...intentCode, ...intentCatalog]), critical, onIntentRuntime);
const notCounted = dynamicOf(standalone, intent).filter((file) => !intent.has(file) && !critical.has(file) && !onIntentRuntime.has(file));

// zod's JSON Schema generator stays out of the elements (vite.config.ts, decision 1170): no browser asks for one.
const generator = [...onIntentRuntime, ...intent].filter((file) => standalone[file].modules.some((id) => id.endsWith('zod/v4/core/to-json-schema.js')));
if (generator.length > 0) {
  console.error(`✖ zod's JSON Schema generator is loaded on intent, in ${generator.join(', ')}: see zodWithoutJsonSchema in vite.config.ts`);
  process.exit(1);
}
// The identify step does without react-hook-form (decision 1170); the later steps' forms bring it in their own chunks.
const formLibrary = [...onIntentRuntime, ...intent].filter((file) => standalone[file].modules.some((id) => id.includes('/react-hook-form/')));
if (formLibrary.length > 0) {
  console.error(`✖ react-hook-form is loaded on intent, in ${formLibrary.join(', ')}: the first screen's form must not need it`);
  process.exit(1);
}

const portalScript = closure(standalone, ['customer-portal.js']).files;
const portalStarts = dynamicOf(standalone, portalScript).filter((file) => standalone[file].modules.includes(PORTAL_MODULE));
if (portalStarts.length !== 1) throw new Error(`customer-portal.js must load ${PORTAL_MODULE} with one import()`);
const portalCode = closure(standalone, portalStarts).files;
const portalCatalog = largestCatalog(standalone, folder, dynamicOf(standalone, new Set([...portalScript, ...portalCode])), 'sdk');
const portalFirst = new Set([...portalScript, ...portalCode, ...portalCatalog]);
const portalDashboard = [...portalFirst].flatMap((file) => standalone[file].modules.filter((id) => id.startsWith('packages/dashboard/')));
if (portalDashboard.length > 0) {
  console.error(`✖ <customer-portal> first screen loads dashboard modules: ${portalDashboard.join(', ')}`);
  process.exit(1);
}

const react = targets.react;
const dashboard = closure(react, ['merchant-dashboard.js']);
const dashboardCatalog = largestCatalog(react, FOLDERS.react, dynamicOf(react, dashboard.files), 'dashboard');
const dashboardBytes =
  sum(FOLDERS.react, dashboard.files) +
  sum(FOLDERS.react, without(dashboardCatalog, dashboard.files)) +
  sum(FOLDERS['react-vendor'], vendorFiles(dashboard.externals, 'merchant-dashboard.js'));
// zod stays off the dashboard's first screen (decision 1174): the built client's endpoints carry no schemas
// (endpointsWithoutSchemas in vite.config.ts) and error answers are read without zod; a form's schema loads with it.
// And off a buyer's click (decision 1175): the button's attribute check and the identify step read their requests
// as the contract's schemas do, without them (readWidgetRequest, emailIssue); the server keeps the schemas.
const withZod = (graph, files) => [...files].filter((file) => graph[file].modules.some((id) => /(^|\/)node_modules\/zod\//.test(id)));
for (const [where, files, decision] of [
  ["<merchant-dashboard>'s first screen (React build)", withZod(react, dashboard.files), 1174],
  ["a buyer's click, up to <merchant-checkout>'s first screen", withZod(standalone, new Set([...onIntentRuntime, ...intent])), 1175],
]) {
  if (files.length > 0) {
    console.error(`✖ zod is on ${where}, in ${files.join(', ')}: see decision ${decision}`);
    process.exit(1);
  }
}

// <merchant-dashboard> as the server's /dashboard page serves it (packages/admin/public/index.html loads the standalone
// script): the script with its static imports, one dashboard catalog, and the route chunks a screen needs to paint,
// with what they import. The realtime client (socket.io and the code that applies an event) loads after the shell's
// first paint (decision 0511) and is printed apart.
const served = targets.standalone;
const servedScript = closure(served, ['merchant-dashboard.js']).files;
const servedCatalog = largestCatalog(served, folder, dynamicOf(served, servedScript), 'dashboard');
const chunksOf = (modules) =>
  modules.map((module) => {
    const file = Object.keys(served).find((name) => served[name].module === module);
    if (!file) throw new Error(`No route chunk for ${module}: the dashboard must load it with import()`);
    return file;
  });
const servedScreen = (modules) => new Set([...servedScript, ...servedCatalog, ...closure(served, chunksOf(modules)).files]);
const servedSignIn = servedScreen(DASHBOARD_SIGN_IN);
const servedHome = servedScreen(DASHBOARD_HOME);
const afterPaint = without(closure(served, chunksOf(DASHBOARD_AFTER_PAINT)).files, servedHome);
const payments = without(closure(served, chunksOf(DASHBOARD_PAYMENTS)).files, servedHome, afterPaint);

const figures = [
  { key: 'critical', figure: '<pay-button> critical path (standalone: paints a clickable button)', files: critical.size, bytes: sum(folder, critical) },
  { key: 'nobodyClicks', figure: 'nobody clicks: pay-button.css and the critical path (plus the session answer)', files: critical.size + 1, bytes: nobodyClicks },
  { key: 'runtime', figure: "<pay-button> runtime on intent (its click's code, client, schemas, <merchant-checkout>)", files: onIntentRuntime.size, bytes: sum(folder, onIntentRuntime) },
  { key: 'intent', figure: 'checkout on intent (standalone, first screen, new files only)', files: intent.size, bytes: sum(folder, intent) },
  { key: 'firstScreen', figure: "click to first screen in all (runtime and checkout on intent: <merchant-checkout>'s first screen)", files: onIntentRuntime.size + intent.size, bytes: sum(folder, onIntentRuntime) + sum(folder, intent) },
  { key: 'portal', figure: '<customer-portal> first screen (standalone: script, portal chunk, one catalog)', files: portalFirst.size, bytes: sum(folder, portalFirst) },
  { key: 'dashboard', figure: '<merchant-dashboard> first screen (React build, with react and catalog)', files: dashboard.files.size + dashboardCatalog.size, bytes: dashboardBytes },
  { key: 'dashboardSignIn', figure: '/dashboard signed out: sign-in (standalone, script, catalog, route chunks)', files: servedSignIn.size, bytes: sum(folder, servedSignIn) },
  { key: 'dashboardHome', figure: '/dashboard signed in: the panel (standalone, script, catalog, route chunks)', files: servedHome.size, bytes: sum(folder, servedHome) },
].map((figure) => ({ ...figure, budget: BUDGETS[figure.key], goal: GOALS[figure.key] }));
console.log(`\nBudgets (quality.md), with the change against the last release (${baseline.version}):`);
console.table(
  figures.map(({ key, figure, files, bytes, budget, goal }) => ({
    figure,
    files,
    gzip: kb(bytes),
    [`vs ${baseline.version}`]: delta(bytes, baseline.figures[key]),
    budget: budget ? kb(budget) : '-',
    goal: goal ? kb(goal) : '',
    result: budget === undefined ? '' : bytes <= budget ? 'ok' : 'OVER',
  })),
);
if (process.argv.includes('--write-baseline')) {
  const entries = Object.fromEntries(rows.map(({ flavour, entry, bytes }) => [`${flavour}/${entry}`, bytes]));
  const written = { version, entries, figures: Object.fromEntries(figures.map(({ key, bytes }) => [key, bytes])) };
  writeFileSync(BASELINE_FILE, `${JSON.stringify(written, null, 2)}\n`);
  console.log(`wrote scripts/size-baseline.json: the figures of ${version}, the release the next changes compare with`);
}
const nobodyBrotli = brotliSize(folder, [PAGE_CSS, ...critical]);
console.log(`As served with brotli: critical path ${kb(brotliSize(folder, critical))}, nobody clicks ${kb(nobodyBrotli)}, runtime on intent ${kb(brotliSize(folder, onIntentRuntime))}, checkout on intent ${kb(brotliSize(folder, intent))}`);
console.log(`/dashboard signed in, after the first paint: the realtime client ${kb(sum(folder, afterPaint))} (${[...afterPaint].join(', ')})`);
console.log(`/dashboard/charges (the Payments page) beyond the signed-in home and its realtime client: ${kb(sum(folder, payments))} in ${payments.size} files (${[...payments].join(', ')})`);
console.log(`/dashboard signed in counts: ${[...servedHome].join(', ')}`);
console.log(`Checkout on intent counts: ${[...intent].join(', ')}`);
console.log(`Not counted (lazy chunks the first screen does not load: later steps, the card provider's loader, other catalogs): ${notCounted.join(', ') || 'none'}`);

const over = figures.filter(({ bytes, budget }) => budget !== undefined && bytes > budget);
if (over.length > 0) {
  console.error(`\n✖ Over budget: ${over.map(({ figure, bytes, budget }) => `${figure} ${kb(bytes)} > ${kb(budget)}`).join('; ')}`);
  process.exit(1);
}
console.log('\n✔ Every figure is within its budget.');
