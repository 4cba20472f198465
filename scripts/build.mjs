// `npm run build`: every element build (vite.config.ts, one target each), then the SRI manifest of the versioned
// folder, its compatibility copies and the chunk graph the size check reads. Works from a clean checkout: it creates
// everything it writes. `--if-changed` (npm start) skips it all when its inputs are those of the last build (0261).
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inputsDigest, rebuildReason, recordBuild } from './build-inputs.mjs';
import { copyVersion, precompress, publishManifest } from './widget-versions.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const elements = resolve(root, 'packages/elements');
const dist = resolve(elements, 'dist');
const { version } = JSON.parse(readFileSync(resolve(elements, 'package.json'), 'utf8'));
const widget = resolve(dist, 'widget', version);

// Hashed before building: a file saved during the build is then seen as changed by the next start.
const digest = inputsDigest(root);
const OUTPUTS = [`packages/elements/dist/widget/${version}/manifest.json`, 'packages/server/dist/main.js', 'examples/react-shop/dist/index.html'];
if (process.argv.includes('--if-changed')) {
  const reason = rebuildReason(root, digest, OUTPUTS);
  if (!reason) {
    console.log('build skipped: nothing changed since the last build (npm run build forces one)');
    process.exit(0);
  }
  console.log(`building: ${reason}`);
}
// Imported only when building: vite and tsx would take most of a start that skips the build.
const { build } = await import('vite');
const { tsImport } = await import('tsx/esm/api');
/** The spec's other versions a page may pin, served as copies of this build (decision 1063). */
const { WIDGET_SUPPORTED_VERSIONS } = await tsImport('../packages/contracts/src/constants.ts', import.meta.url);

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
precompress(widget);
publishManifest(widget, version);
console.log(`wrote ${relative(root, resolve(widget, 'manifest.json'))}`);
for (const other of WIDGET_SUPPORTED_VERSIONS.filter((v) => v !== version)) {
  copyVersion(resolve(dist, 'widget'), version, other);
  console.log(`wrote ${relative(root, resolve(dist, 'widget', other))}/ (the same files, its own manifest.json)`);
}

// The server as built JavaScript (npm start runs it; scripts/build-server.mjs).
await (await import('./build-server.mjs')).buildServer();

// The React example app, built against the React flavour above (served at /examples/react-shop/dist/).
await build({ configFile: resolve(root, 'examples/react-shop/vite.config.ts'), logLevel: 'warn' });
console.log('built examples/react-shop');
recordBuild(root, digest);

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
