import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Alias, type Plugin, type UserConfig } from 'vite';
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

/** The placeholder `entries/pay-button.ts` passes, and the modules whose chunks intent fetches (decision 0250). */
const INTENT_PLACEHOLDER = /(["'`])__COBRO_INTENT_CHUNKS__\1/;
const INTENT_MODULES = [/\/pay-button\/runtime\/index\.ts$/, /\/packages\/checkout\/src\/index\.ts$/];
const sdkCatalog = (locale: string) => new RegExp(`/locales/sdk/${locale}\\.po$`);

/**
 * <pay-button> on intent: the chunks of its runtime and of the checkout, with every chunk they import statically,
 * and each locale's checkout catalog, written into `pay-button.js` so the script can request them all at once
 * instead of one level of imports at a time (nine levels for the checkout).
 */
function payButtonIntentChunks(): Plugin {
  return {
    name: 'cobro-pay-button-intent-chunks',
    generateBundle(_options, bundle) {
      const entry = bundle['pay-button.js'];
      if (entry?.type !== 'chunk') return;
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const of = (pattern: RegExp) => chunks.filter((chunk) => pattern.test(chunk.facadeModuleId ?? '')).map((chunk) => chunk.fileName);
      const closure = (files: string[], known = new Set<string>()) => {
        const found: string[] = [];
        const visit = (file: string) => {
          const chunk = bundle[file];
          if (known.has(file) || chunk?.type !== 'chunk') return;
          known.add(file);
          found.push(file);
          chunk.imports.forEach(visit);
        };
        files.forEach(visit);
        return found;
      };
      const seen = new Set<string>();
      closure(['pay-button.js'], seen);
      // Largest first: the browser opens six connections to an HTTP/1.1 server, and the last file to arrive gates.
      const bytes = (file: string) => (bundle[file] as { code: string }).code.length;
      const code = closure(INTENT_MODULES.flatMap(of), seen).sort((a, b) => bytes(b) - bytes(a));
      const list = { code, es: closure(of(sdkCatalog('es')), new Set(seen)), en: closure(of(sdkCatalog('en')), new Set(seen)) };
      if (code.length === 0 || !INTENT_PLACEHOLDER.test(entry.code)) throw new Error('pay-button.js: no intent chunks or no placeholder');
      entry.code = entry.code.replace(INTENT_PLACEHOLDER, JSON.stringify(list));
    },
  };
}

interface Target {
  entries: Record<string, string>;
  outDir: string;
  flavour: 'preact' | 'react' | 'vendor';
}

function target(name: string | undefined): Target {
  switch (name) {
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
  const { entries, outDir, flavour } = target(process.env.COBRO_BUILD);
  return {
    root,
    publicDir: false,
    plugins: flavour === 'vendor' ? [reactVendor()] : [...plugins, payButtonIntentChunks()],
    resolve: { alias: flavour === 'preact' ? [...sharedAliases, ...preactAliases] : sharedAliases },
    // Toolchain pitfall 2: library mode leaves process.env.NODE_ENV alone; React would ship its development build.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir,
      // scripts/build.mjs empties dist/ once; the React flavour is written inside the standalone folder.
      emptyOutDir: false,
      target: 'es2022',
      lib: { entry: entries, formats: ['es'], fileName: (_format, entryName) => `${entryName}.js` },
      rolldownOptions: {
        external: flavour === 'react' ? isReact : undefined,
        // Toolchain pitfall 3: library ES output keeps its whitespace unless the output itself is minified.
        output: { minify: true, chunkFileNames: 'chunks/[name]-[hash].js' },
      },
    },
  };
});
