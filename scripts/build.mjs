// `npm run build`: every element build (vite.config.ts, one target each), then the SRI manifest of the versioned
// folder and the chunk graph the size check reads. Works from a clean checkout: it creates everything it writes.
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const elements = resolve(root, 'packages/elements');
const dist = resolve(elements, 'dist');
const { version } = JSON.parse(readFileSync(resolve(elements, 'package.json'), 'utf8'));
const widget = resolve(dist, 'widget', version);

// The order matters only for reading the log: each target writes its own folder.
// `standalone-plan` writes nothing but the intent chunk groups the standalone build reads (decision 0251).
const TARGETS = ['standalone-plan', 'standalone', 'react', 'test-standalone', 'test-react', 'react-vendor'];

// vitest.config.ts and vite.config.ts import the Lingui plugins without a file extension, which Vite's future
// native config loader will refuse; the warning would repeat for every target while the bundled loader works.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';

rmSync(dist, { recursive: true, force: true });
const graphs = {};
for (const name of TARGETS) {
  process.env.COBRO_BUILD = name;
  const started = Date.now();
  const result = await build({ configFile: resolve(root, 'vite.config.ts'), logLevel: 'warn' });
  if (name !== 'standalone-plan') graphs[name] = chunkGraph(result);
  console.log(`built ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
delete process.env.COBRO_BUILD;
entriesStandAlone(graphs.standalone);

// The page stylesheet that reserves <pay-button>'s box before the script upgrades it (zero layout shift).
copyFileSync(resolve(elements, 'src/pay-button/pay-button.page.css'), resolve(widget, 'pay-button.css'));

mkdirSync(resolve(dist, 'meta'), { recursive: true });
writeFileSync(resolve(dist, 'meta/graph.json'), `${JSON.stringify({ version, targets: graphs }, null, 2)}\n`);
await (await import('./elements-manifest.mjs')).writeElementsManifest();
writeFileSync(resolve(widget, 'manifest.json'), `${JSON.stringify(sriManifest(widget), null, 2)}\n`);
console.log(`wrote ${relative(root, resolve(widget, 'manifest.json'))}`);
precompress(widget);

// The server as built JavaScript (npm start runs it; scripts/build-server.mjs).
await (await import('./build-server.mjs')).buildServer();

// The React example app, built against the React flavour above (served at /examples/react-shop/dist/).
await build({ configFile: resolve(root, 'examples/react-shop/vite.config.ts'), logLevel: 'warn' });
console.log('built examples/react-shop');

/**
 * Per target: each emitted JS file, whether it is an entry, the chunks it imports statically and dynamically, and
 * the module a dynamic chunk stands for (`module`) and the repository's modules it holds (`modules`: a group's chunk
 * holds a dynamically imported module without standing for it), which the size check uses to tell the loads apart.
 */
function chunkGraph(result) {
  const outputs = Array.isArray(result) ? result : [result];
  const chunks = {};
  for (const output of outputs) {
    for (const item of output.output) {
      if (item.type !== 'chunk') continue;
      chunks[item.fileName] = {
        entry: item.isEntry,
        module: item.facadeModuleId ? relative(root, item.facadeModuleId) : null,
        modules: item.moduleIds.filter((id) => id.startsWith(root)).map((id) => relative(root, id)),
        imports: item.imports,
        dynamicImports: item.dynamicImports,
      };
    }
  }
  return chunks;
}

/**
 * Each standalone script runs alone on a page: no chunk one entry loads may import another entry (that would run the
 * other's code: defining <pay-button> on a page that pasted only <merchant-checkout>). The dashboard's own routes
 * importing from its entry is what `allow-extension` is for (vite.config.ts, decision 0251).
 */
function entriesStandAlone(graph) {
  const entries = Object.keys(graph).filter((file) => graph[file].entry);
  for (const entry of entries) {
    const seen = new Set();
    const visit = (file) => {
      if (seen.has(file) || !graph[file]) return;
      seen.add(file);
      for (const imported of [...graph[file].imports, ...graph[file].dynamicImports]) {
        if (imported !== entry && graph[imported]?.entry) throw new Error(`${file}, loaded by ${entry}, imports the entry ${imported}`);
        visit(imported);
      }
    };
    visit(entry);
  }
}

/**
 * The versioned files never change, so they are compressed once here at the highest levels (brotli 11, gzip 9)
 * and the server sends the `.br` or `.gz` beside a file as it is (decision 0220).
 */
function precompress(folder) {
  const text = new Set(['.js', '.css', '.json', '.html', '.svg', '.map', '.ts']);
  for (const file of listFiles(folder).filter((f) => text.has(extname(f)))) {
    const bytes = readFileSync(join(folder, file));
    writeFileSync(join(folder, `${file}.br`), brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(join(folder, `${file}.gz`), gzipSync(bytes, { level: 9 }));
  }
}

/** Every file of the versioned folder with its Subresource Integrity hash, for `<script integrity>`. */
function sriManifest(folder) {
  const files = {};
  for (const file of listFiles(folder).sort()) {
    const bytes = readFileSync(join(folder, file));
    files[file] = { integrity: `sha384-${createHash('sha384').update(bytes).digest('base64')}`, bytes: bytes.length };
  }
  return { version, files };
}

function listFiles(folder, prefix = '') {
  return readdirSync(join(folder, prefix)).flatMap((name) => {
    const path = prefix ? `${prefix}/${name}` : name;
    return statSync(join(folder, path)).isDirectory() ? listFiles(folder, path) : [path];
  });
}
