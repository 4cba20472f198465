// `npm run size`: gzip size of every built element script, counting the chunks it imports statically (what the
// browser must fetch before the element can run), for both flavours; the React flavour also with React counted.
// Figures only: the budgets of quality.md are compared here once the SDK issue brings <pay-button>.
import { existsSync, readFileSync } from 'node:fs';
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

const FOLDERS = {
  standalone: resolve(dist, 'widget', version),
  react: resolve(dist, 'widget', version, 'react'),
  'react-vendor': resolve(dist, 'vendor'),
};
/** The bare imports of the React flavour, and the vendor entry that provides each. */
const VENDOR_FILES = { react: 'react.js', 'react-dom': 'react-dom.js', 'react-dom/client': 'react-dom-client.js', 'react/jsx-runtime': 'react-jsx-runtime.js' };

const gzipped = new Map();
function gzipSize(folder, file) {
  const path = resolve(folder, file);
  if (!gzipped.has(path)) gzipped.set(path, gzipSync(readFileSync(path), { level: 9 }).length);
  return gzipped.get(path);
}

/** The file and every chunk it reaches through static imports; bare specifiers (externals) are collected apart. */
function closure(graph, entry) {
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
  visit(entry);
  return { files, externals };
}

const sum = (folder, files) => [...files].reduce((total, file) => total + gzipSize(folder, file), 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const rows = [];
for (const flavour of ['standalone', 'react']) {
  const graph = targets[flavour];
  for (const [file, chunk] of Object.entries(graph)) {
    if (!chunk.entry) continue;
    const { files, externals } = closure(graph, file);
    const row = { flavour, entry: file, chunks: files.size, gzip: kb(sum(FOLDERS[flavour], files)) };
    if (flavour === 'react') {
      const vendorFiles = new Set();
      for (const specifier of externals) {
        const vendorEntry = VENDOR_FILES[specifier];
        if (!vendorEntry) throw new Error(`No vendor build for the external "${specifier}" of ${file}`);
        for (const vendorFile of closure(targets['react-vendor'], vendorEntry).files) vendorFiles.add(vendorFile);
      }
      row['with react'] = kb(sum(FOLDERS[flavour], files) + sum(FOLDERS['react-vendor'], vendorFiles));
    }
    rows.push(row);
  }
}

console.log(`Element scripts, widget ${version} (gzip level 9, entry plus its static imports):`);
console.table(rows);
