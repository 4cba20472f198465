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
// - <customer-portal> first screen: its standalone script with its static imports, the portal chunk and one sdk
//   catalog (the hosted /portal page loads exactly that); it must hold no module of the dashboard (issue 30);
// - <merchant-dashboard> first screen in the React build: its static imports, React and ReactDOM, and one dashboard
//   catalog, before any route chunk.
import { existsSync, readFileSync, statSync } from 'node:fs';
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
const BUDGETS = { critical: 12 * KB, nobodyClicks: 15 * KB, intent: 60 * KB, portal: 125 * KB, dashboard: 155 * KB };
const PAGE_CSS = 'pay-button.css';
const RUNTIME_MODULE = 'packages/elements/src/pay-button/runtime/index.ts';
const PORTAL_MODULE = 'packages/checkout/src/portal/index.ts';
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
    const row = { flavour, entry: file, chunks: files.size, gzip: kb(sum(FOLDERS[flavour], files)) };
    if (flavour === 'react') {
      row['with react'] = kb(sum(FOLDERS[flavour], files) + sum(FOLDERS['react-vendor'], vendorFiles(externals, file)));
    }
    rows.push(row);
  }
}
console.log(`Element scripts, widget ${version} (gzip as served, entry plus its static imports):`);
console.table(rows);

const standalone = targets.standalone;
const folder = FOLDERS.standalone;
const critical = closure(standalone, ['pay-button.js']).files;
const runtimeChunk = Object.keys(standalone).find((file) => standalone[file].modules.includes(RUNTIME_MODULE));
if (!runtimeChunk) throw new Error(`No chunk for ${RUNTIME_MODULE}: the pay button must load its runtime with import()`);
const onIntentRuntime = without(closure(standalone, [runtimeChunk]).files, critical);
const nobodyClicks = gzipSize(folder, PAGE_CSS) + sum(folder, critical);
const intentStarts = dynamicOf(standalone, critical).filter((file) => file !== runtimeChunk);
const intentCode = closure(standalone, intentStarts).files;
const intentCatalog = largestCatalog(standalone, folder, dynamicOf(standalone, intentCode), 'sdk');
const intent = without(new Set([...intentCode, ...intentCatalog]), critical, onIntentRuntime);
const notCounted = dynamicOf(standalone, intent).filter((file) => !intent.has(file) && !critical.has(file) && !onIntentRuntime.has(file));

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

const figures = [
  { figure: '<pay-button> critical path (standalone: paints a clickable button)', files: critical.size, bytes: sum(folder, critical), budget: BUDGETS.critical },
  { figure: 'nobody clicks: pay-button.css and the critical path (plus the session answer)', files: critical.size + 1, bytes: nobodyClicks, budget: BUDGETS.nobodyClicks },
  { figure: '<pay-button> runtime on intent (client, schemas, <merchant-checkout>)', files: onIntentRuntime.size, bytes: sum(folder, onIntentRuntime) },
  { figure: 'checkout on intent (standalone, first screen, new files only)', files: intent.size, bytes: sum(folder, intent), budget: BUDGETS.intent },
  { figure: '<customer-portal> first screen (standalone: script, portal chunk, one catalog)', files: portalFirst.size, bytes: sum(folder, portalFirst), budget: BUDGETS.portal },
  { figure: '<merchant-dashboard> first screen (React build, with react and catalog)', files: dashboard.files.size + dashboardCatalog.size, bytes: dashboardBytes, budget: BUDGETS.dashboard },
];
console.log('\nBudgets (quality.md):');
console.table(
  figures.map(({ figure, files, bytes, budget }) => ({
    figure,
    files,
    gzip: kb(bytes),
    budget: budget ? kb(budget) : '-',
    result: budget === undefined ? '' : bytes <= budget ? 'ok' : 'OVER',
  })),
);
const nobodyBrotli = brotliSize(folder, [PAGE_CSS, ...critical]);
console.log(`As served with brotli: critical path ${kb(brotliSize(folder, critical))}, nobody clicks ${kb(nobodyBrotli)}, runtime on intent ${kb(brotliSize(folder, onIntentRuntime))}, checkout on intent ${kb(brotliSize(folder, intent))}`);
console.log(`On intent in all (runtime and checkout, fetched at once): ${kb(sum(folder, onIntentRuntime) + sum(folder, intent))}`);
console.log(`Checkout on intent counts: ${[...intent].join(', ')}`);
console.log(`Not counted (lazy chunks the first screen does not load: later steps, the card provider's loader, other catalogs): ${notCounted.join(', ') || 'none'}`);

const over = figures.filter(({ bytes, budget }) => budget !== undefined && bytes > budget);
if (over.length > 0) {
  console.error(`\n✖ Over budget: ${over.map(({ figure, bytes, budget }) => `${figure} ${kb(bytes)} > ${kb(budget)}`).join('; ')}`);
  process.exit(1);
}
console.log('\n✔ Every figure is within its budget.');
