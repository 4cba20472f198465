import react from '@vitejs/plugin-react';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Alias, type Plugin, type UserConfig } from 'vite';
import ts from 'typescript';
import { linguiPlugins } from './packages/i18n/vite';

/**
 * The element builds, one per target, chosen by COBRO_BUILD (scripts/build.mjs runs them all; toolchain pitfall 5:
 * an environment variable, not `--mode`, picks the flavour).
 * - standalone: self-defining scripts with preact/compat, in the versioned folder (what merchants paste).
 * - react: the same entries plus a side-effect-free index, with React as a peer (for React apps and bundlers).
 * - test-standalone / test-react: the test-only element of the browser tests, outside the versioned folder.
 * - react-vendor: React and ReactDOM as ES modules, for the browser tests' import map and the size check.
 */
const root = fileURLToPath(new URL('.', import.meta.url));
const elements = resolve(root, 'packages/elements');
const version: string = JSON.parse(readFileSync(resolve(elements, 'package.json'), 'utf8')).version;
const widget = resolve(elements, 'dist/widget', version);

/** Every file of a folder is an entry named after it: adding `entries/pay-button.ts` adds `pay-button.js`. */
const entriesOf = (folder: string) =>
  Object.fromEntries(
    readdirSync(resolve(elements, folder))
      .filter((file) => file.endsWith('.ts'))
      .map((file) => [basename(file, '.ts'), resolve(elements, folder, file)]),
  );

/** Toolchain pitfall 4: every React entry point the code (or a dependency) imports goes to preact/compat. */
const preactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];
/** Both flavours: wouter's CommonJS `use-sync-external-store` shim replaced by the hook React and preact have. */
const sharedAliases: Alias[] = [
  {
    find: /^use-sync-external-store\/shim(\/index\.js)?$/,
    replacement: resolve(elements, 'src/build-shims/use-sync-external-store.ts'),
  },
];
const isReact = (id: string) => /^react(-dom)?(\/.*)?$/.test(id);

/** The React modules the React flavour imports, re-exported as ES modules with named exports. */
const VENDOR = { react: 'react', 'react-dom': 'react-dom', 'react-dom-client': 'react-dom/client', 'react-jsx-runtime': 'react/jsx-runtime' };
/** Entries are resolved as paths by library mode, so the marker is found anywhere in the id. */
const VENDOR_MARK = 'cobro-vendor:';

function reactVendor(): Plugin {
  const require = createRequire(import.meta.url);
  return {
    name: 'cobro-react-vendor',
    resolveId: (id) => (id.includes(VENDOR_MARK) ? `\0${id.slice(id.indexOf(VENDOR_MARK))}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${VENDOR_MARK}`)) return undefined;
      const specifier = id.slice(VENDOR_MARK.length + 1);
      // React ships CommonJS: list its exports here so the ES module can name them.
      const names = Object.keys(require(specifier)).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default');
      return `import lib from '${specifier}';\nexport default lib;\nexport const { ${names.join(', ')} } = lib;\n`;
    },
  };
}

/** zod's classic schemas, which import the JSON Schema generator for their `toJSONSchema()` and `~standard.jsonSchema`. */
const ZOD_CLASSIC = /[\\/]zod[\\/]v4[\\/]classic[\\/]schemas\.js$/;
const ZOD_JSON_SCHEMA = { '../core/json-schema-processors.js': 'processors', '../core/to-json-schema.js': 'generator' } as const;
const ZOD_STUB = '\0cobro-zod-json-schema:';

/**
 * zod without its JSON Schema generator in the elements (issue 31, decision 1170): every classic schema carries a
 * `toJSONSchema()` method, so the generator (about 5 KB gzip) came with the first schema a buyer's click loads, though
 * nothing in a browser asks a schema for JSON Schema (the server's OpenAPI view does, with zod whole). For imports of
 * zod's classic schemas only, the two modules become stand-ins: the names the schemas read, taken from zod's own
 * source at build time, each a function that throws if ever called; `aggregateChecks` (a string's `minLength`, a
 * number's `minValue`) stays zod's own.
 */
function zodWithoutJsonSchema(): Plugin {
  const require = createRequire(import.meta.url);
  const classic = require.resolve('zod').replace(/index\.c?js$/, 'v4/classic/schemas.js');
  return {
    name: 'cobro-zod-without-json-schema',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !ZOD_CLASSIC.test(importer) || !(source in ZOD_JSON_SCHEMA)) return undefined;
      return `${ZOD_STUB}${ZOD_JSON_SCHEMA[source as keyof typeof ZOD_JSON_SCHEMA]}`;
    },
    load(id) {
      if (!id.startsWith(ZOD_STUB)) return undefined;
      const code = readFileSync(classic, 'utf8');
      const absent = `const absent = () => () => { throw new Error('JSON Schema is not built into the Cobro elements'); };\n`;
      if (id.endsWith('processors')) {
        const names = [...new Set([...code.matchAll(/\bprocessors\.(\w+Processor)\b/g)].map((match) => match[1]))];
        const real = resolve(dirname(classic), '../core/json-schema-processors.js');
        return `export { aggregateChecks } from ${JSON.stringify(real)};\n${absent}${names.map((name) => `export const ${name} = absent();`).join('\n')}\n`;
      }
      const imported = /import \{([^}]*)\} from "\.\.\/core\/to-json-schema\.js"/.exec(code)?.[1].split(',').map((name) => name.trim()).filter(Boolean);
      if (!imported?.length) throw new Error(`${classic}: no import of ../core/to-json-schema.js found to stand in for`);
      return `${absent}${imported.map((name) => `export const ${name} = () => absent();`).join('\n')}\n`;
    },
  };
}

/** The endpoint modules of `@cobro/contracts`, and the fields of an endpoint that hold its zod schemas. */
const CONTRACT_ENDPOINTS = /[\\/]packages[\\/]contracts[\\/]src[\\/]endpoints[\\/][^\\/]+\.ts$/;
const ENDPOINT_SCHEMAS = new Set(['query', 'body', 'headers', 'response']);

/**
 * The browser's endpoint descriptors without their schemas (issue 31, decision 1174). The built client reads an
 * endpoint's method, path, service, access, credentials, multipart and navigation, never its schemas (answers are
 * parsed only in development and tests, `validateResponses`); yet every call it made brought the schemas of its
 * request and answer, and zod with them, built when the module loaded. In the element builds, each `endpoint({...})`
 * of the contracts' endpoint modules loses its `query`, `body`, `headers` and `response`; the schemas' modules are then
 * left out unless a form imports them. The sources stay the single definition: the server, the tests and the types
 * read them whole.
 */
function endpointsWithoutSchemas(): Plugin {
  return {
    name: 'cobro-endpoints-without-schemas',
    enforce: 'pre',
    transform(code, id) {
      if (!CONTRACT_ENDPOINTS.test(id) || id.endsWith('.test.ts')) return undefined;
      const file = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true);
      const cuts: Array<[number, number]> = [];
      const visit = (node: ts.Node) => {
        if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'endpoint') {
          const [descriptor] = node.arguments;
          if (!descriptor || !ts.isObjectLiteralExpression(descriptor)) throw new Error(`${id}: endpoint() takes an object literal`);
          for (const property of descriptor.properties) {
            if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name) || !ENDPOINT_SCHEMAS.has(property.name.text)) continue;
            const next = code.slice(property.end).match(/^\s*,/)?.[0].length ?? 0;
            cuts.push([property.getStart(file), property.end + next]);
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(file);
      if (cuts.length === 0 && /\bendpoint\(/.test(code)) throw new Error(`${id}: endpoint() calls whose schemas were not found`);
      return cuts.reduceRight((out, [start, end]) => out.slice(0, start) + out.slice(end), code);
    },
  };
}

/** The chunks of a bundle, by the fields the graph walks below read. */
type ChunkGraph = Record<string, { type: 'chunk'; imports: string[]; dynamicImports: string[] } | { type: 'asset' }>;

/**
 * The chunks `files` reach through static imports (and dynamic ones with `dynamic`), in the order first met, skipping
 * and adding to `known`.
 */
function chunksReached(bundle: ChunkGraph, files: string[], { dynamic = false, known = new Set<string>() } = {}): string[] {
  const found: string[] = [];
  const visit = (file: string) => {
    const item = bundle[file];
    if (known.has(file) || item?.type !== 'chunk') return;
    known.add(file);
    found.push(file);
    item.imports.forEach(visit);
    if (dynamic) item.dynamicImports.forEach(visit);
  };
  files.forEach(visit);
  return found;
}

/** The placeholder `entries/pay-button.ts` passes, and the modules whose chunks intent fetches (decision 0250). */
const INTENT_PLACEHOLDER = /(["'`])__COBRO_INTENT_CHUNKS__\1/;
const INTENT_MODULES = [/\/pay-button\/runtime\/index\.ts$/, /\/packages\/checkout\/src\/index\.ts$/];
/** The button's own code for the click (the dialog, the checkout session: decision 1163), fetched with them. */
const OPENER_MODULE = /\/pay-button\/open-checkout\.ts$/;
const sdkCatalog = (locale: string) => new RegExp(`/locales/sdk/${locale}\\.po$`);

/**
 * <pay-button> on intent: the chunks of its click's code, its runtime and the checkout, with every chunk they import
 * statically, and each locale's checkout catalog, written into `pay-button.js` so the script can request them all at once
 * instead of one level of imports at a time (nine levels for the checkout). The React flavour gets no list: an app
 * bundles it again into chunks of its own, where these file names would only answer 404 (its dynamic imports load
 * the checkout on intent all the same).
 */
function payButtonIntentChunks(flavour: Target['flavour']): Plugin {
  return {
    name: 'cobro-pay-button-intent-chunks',
    generateBundle(_options, bundle) {
      const entry = bundle['pay-button.js'];
      if (entry?.type !== 'chunk') return;
      if (flavour === 'react') {
        entry.code = entry.code.replace(INTENT_PLACEHOLDER, 'null');
        return;
      }
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      // By the modules a chunk holds: a dynamic import's module may sit in a group's chunk (decision 0251).
      const of = (pattern: RegExp) => chunks.filter((chunk) => chunk.moduleIds.some((id) => pattern.test(id))).map((chunk) => chunk.fileName);
      const seen = new Set<string>();
      chunksReached(bundle, ['pay-button.js'], { known: seen });
      // Largest first: the browser opens six connections to an HTTP/1.1 server, and the last file to arrive gates.
      const bytes = (file: string) => (bundle[file] as { code: string }).code.length;
      const code = chunksReached(bundle, [...INTENT_MODULES, OPENER_MODULE].flatMap(of), { known: seen }).sort((a, b) => bytes(b) - bytes(a));
      const catalog = (locale: string) => chunksReached(bundle, of(sdkCatalog(locale)), { known: new Set(seen) });
      const list = { code, es: catalog('es'), en: catalog('en'), ca: catalog('ca') };
      if (code.length === 0 || !INTENT_PLACEHOLDER.test(entry.code)) throw new Error('pay-button.js: no intent chunks or no placeholder');
      entry.code = entry.code.replace(INTENT_PLACEHOLDER, JSON.stringify(list));
    },
  };
}

/**
 * A module's copy in <pay-button>'s first script: `label.ts` is `label.first-script.ts`, so every transform still
 * applies; a catalog `es.po` is `es.po?first-script?lingui`, which the Lingui plugin compiles from `es.po`.
 */
const FIRST_SCRIPT_COPY = /\.first-script(\.[cm]?[jt]sx?)$|\?first-script\?lingui$/;
const PAY_BUTTON_ENTRY = /\/entries\/pay-button\.ts$/;
const copyOf = (id: string) =>
  /^[^?\0]+\.[cm]?[jt]sx?$/.test(id) ? id.replace(/(\.[cm]?[jt]sx?)$/, '.first-script$1') : /^[^?\0]+\.po$/.test(id) ? `${id}?first-script?lingui` : id;
const originalOf = (id: string) => id.replace(FIRST_SCRIPT_COPY, '$1');

/**
 * <pay-button>'s first script in one file (decision 1169). The modules it imports statically that the code it loads
 * on intent imports too (the locale and the label's catalogs, the request and its field tables, the contract's
 * constants, the attributes' parsing) would make a chunk shared by both: a second file on the critical path, since
 * the parts loaded on intent cannot import the entry, whose URL carries `?key=` (decision 1163). So the entry's static
 * imports, and theirs, are taken as copies of their own: the first script holds its copy, the intent code the module,
 * and nothing is shared. A copy is code, not state: the modules with state are the first script's alone (the intent
 * list, the hiding sheet, the mount), except the session call's answers, lent to the click's part
 * (`OpenerContext.sessionAnswer`) instead of read from its copy, so the page still makes one call. The stylesheet as
 * text is the first script's alone, and is not copied.
 */
function payButtonFirstScript(): Plugin {
  return {
    name: 'cobro-pay-button-first-script',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || options.kind !== 'import-statement') return undefined;
      if (!PAY_BUTTON_ENTRY.test(importer) && !FIRST_SCRIPT_COPY.test(importer)) return undefined;
      const resolved = await this.resolve(source, originalOf(importer), { ...options, skipSelf: true });
      return resolved && !resolved.external ? { ...resolved, id: copyOf(resolved.id) } : resolved;
    },
    load: (id) => (FIRST_SCRIPT_COPY.test(id) ? readFileSync(originalOf(id), 'utf8') : undefined),
  };
}

/** react-hook-form, which the checkout's and the dashboard's forms load and their other shared code does not. */
const FORM_LIBRARY = /\/node_modules\/react-hook-form\//;

/** Where the planning pass leaves the intent groups for the standalone build (scripts/build.mjs runs both). */
const INTENT_GROUPS_FILE = resolve(elements, 'dist/meta/intent-groups.json');
/** Module ids by the name of the chunk they go into. */
type IntentGroups = Record<string, string[]>;

/**
 * <pay-button> on intent in few files (decision 0251). Over HTTP/1.1 the browser opens six connections, so the
 * thirty chunks of the runtime and the checkout arrived in six waves, each behind whatever the server was doing (the
 * checkout session call). The planning pass builds the standalone scripts as they chunk by themselves and sorts the
 * chunks intent loads (what is in them after tree-shaking):
 * - `button`: the chunks the button's script imports (none since it is one file: `payButtonFirstScript`);
 * - `button-shared`: what the runtime imports of the click's part (decision 1169);
 * - `common`: those the dashboard's first screen loads too (it loads them all at once anyway);
 * - `runtime` and `checkout`: the others, by whose code needs them (the size check tells the two apart), each with
 *   a `-shared` twin for what the dashboard's later routes load too, so a route does not bring the checkout along.
 * The standalone build puts each group in one chunk; every other module keeps the chunk it had.
 */
function planIntentGroups(): Plugin {
  return {
    name: 'cobro-plan-intent-groups',
    generateBundle(_options, bundle) {
      const chunk = (file: string) => {
        const item = bundle[file];
        return item?.type === 'chunk' ? item : undefined;
      };
      const reach = (files: string[], dynamic: boolean) => new Set(chunksReached(bundle, files, { dynamic }));
      const facade = (pattern: RegExp) => Object.keys(bundle).filter((file) => pattern.test(chunk(file)?.facadeModuleId ?? ''));
      const [runtime, checkout] = INTENT_MODULES.map((pattern) => reach(facade(pattern), false));
      const button = reach(['pay-button.js'], false);
      const dashboardFirst = reach(['merchant-dashboard.js'], false);
      const dashboard = reach(['merchant-dashboard.js'], true);
      const groups: IntentGroups = {};
      // The click's part keeps its chunk; what the runtime imports of it (the request and its field tables, the
      // catalogs) is a chunk of its own, so the runtime, which <customer-portal> loads for the checkout's styles, never brings
      // the click's code along (decision 1169).
      const [opener] = facade(OPENER_MODULE);
      if (opener) groups['button-shared'] = sharedOf(this, chunk(opener)!.moduleIds);
      for (const file of new Set([...runtime!, ...checkout!, ...button])) {
        if (file === 'pay-button.js' || file === opener) continue;
        const name = button.has(file)
          ? 'button'
          : dashboardFirst.has(file)
            ? 'common'
            : `${runtime!.has(file) ? 'runtime' : 'checkout'}${dashboard.has(file) ? '-shared' : ''}`;
        for (const id of chunk(file)!.moduleIds) {
          // The forms' library gets a file of its own: the panel and the lists use the shared group's keys and
          // formatting, and fetched react-hook-form with them (decision 1171).
          (groups[name.endsWith('-shared') && FORM_LIBRARY.test(id) ? `${name}-forms` : name] ??= []).push(id);
        }
      }
      if (!groups.runtime || !groups.checkout) throw new Error('intent groups: no runtime or no checkout module found');
      mkdirSync(dirname(INTENT_GROUPS_FILE), { recursive: true });
      writeFileSync(INTENT_GROUPS_FILE, `${JSON.stringify(groups, null, 2)}\n`);
    },
  };
}

/** Of one chunk's modules, those a module outside it imports, with what they import of it. */
function sharedOf(context: { getModuleInfo: (id: string) => { importers: readonly string[]; importedIds: readonly string[] } | null }, ids: string[]) {
  const inChunk = new Set(ids);
  const shared = new Set<string>();
  const take = (id: string) => {
    if (!inChunk.has(id) || shared.has(id)) return;
    shared.add(id);
    context.getModuleInfo(id)?.importedIds.forEach(take);
  };
  for (const id of ids) if (context.getModuleInfo(id)?.importers.some((importer) => !inChunk.has(importer))) take(id);
  return [...shared];
}

/** The planned groups as `codeSplitting` options. */
function intentGroups() {
  let planned: IntentGroups;
  try {
    planned = JSON.parse(readFileSync(INTENT_GROUPS_FILE, 'utf8'));
  } catch {
    throw new Error(`${INTENT_GROUPS_FILE} is missing: run \`npm run build\`, which plans the intent chunks first`);
  }
  return {
    // The planned modules only: taking what they import too would follow imports that tree-shaking drops (the
    // barrels of ui and i18n) and bring the dashboard's modules into the buyer's chunks.
    includeDependenciesRecursively: false,
    groups: Object.entries(planned).map(([name, ids]) => {
      const members = new Set(ids);
      return { name, test: (id: string) => members.has(id) };
    }),
  };
}

interface Target {
  entries: Record<string, string>;
  outDir: string;
  flavour: 'preact' | 'react' | 'vendor';
}

function target(name: string | undefined): Target {
  switch (name) {
    case 'standalone-plan':
    case 'standalone':
      return { entries: entriesOf('src/entries'), outDir: widget, flavour: 'preact' };
    case 'react':
      return {
        entries: { ...entriesOf('src/entries'), index: resolve(elements, 'src/index.ts') },
        outDir: resolve(widget, 'react'),
        flavour: 'react',
      };
    case 'test-standalone':
      return { entries: entriesOf('test/entries'), outDir: resolve(elements, 'dist/test/standalone'), flavour: 'preact' };
    case 'test-react':
      return { entries: entriesOf('test/entries'), outDir: resolve(elements, 'dist/test/react'), flavour: 'react' };
    case 'react-vendor':
      return {
        entries: Object.fromEntries(Object.entries(VENDOR).map(([file, specifier]) => [file, VENDOR_MARK + specifier])),
        outDir: resolve(elements, 'dist/vendor'),
        flavour: 'vendor',
      };
    default:
      throw new Error(`COBRO_BUILD must name a target (got "${name}"): run \`npm run build\`, which runs them all`);
  }
}

export default defineConfig(({ command }): UserConfig => {
  const plugins = [react(), ...linguiPlugins()];
  if (command !== 'build') return { plugins };
  const name = process.env.COBRO_BUILD;
  const { entries, outDir, flavour } = target(name);
  const planning = name === 'standalone-plan';
  const codeSplitting = name === 'standalone' ? intentGroups() : undefined;
  const targetPlugins =
    flavour === 'vendor'
      ? [reactVendor()]
      : [zodWithoutJsonSchema(), endpointsWithoutSchemas(), payButtonFirstScript(), ...plugins, planning ? planIntentGroups() : payButtonIntentChunks(flavour)];
  return {
    root,
    publicDir: false,
    plugins: targetPlugins,
    resolve: { alias: flavour === 'preact' ? [...sharedAliases, ...preactAliases] : sharedAliases },
    // Toolchain pitfall 2: library mode leaves process.env.NODE_ENV alone; React would ship its development build.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir,
      write: !planning,
      // scripts/build.mjs empties dist/ once; the React flavour is written inside the standalone folder.
      emptyOutDir: false,
      target: 'es2022',
      lib: { entry: entries, formats: ['es'], fileName: (_format, entryName) => `${entryName}.js` },
      rolldownOptions: {
        // Required by the groups' `includeDependenciesRecursively: false`. The standalone entries export nothing, and
        // scripts/build.mjs checks that no chunk one entry loads imports another entry. Set for that build only: the
        // key itself, even undefined, replaces library mode's `strict`.
        ...(codeSplitting && { preserveEntrySignatures: 'allow-extension' as const }),
        external: flavour === 'react' ? isReact : undefined,
        // Toolchain pitfall 3: library ES output keeps its whitespace unless the output itself is minified.
        output: { minify: true, chunkFileNames: 'chunks/[name]-[hash].js', ...(codeSplitting && { codeSplitting }) },
      },
    },
  };
});
