import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inputFiles, inputsDigest, rebuildReason, recordBuild } from './build-inputs.mjs';

// Issue 27 item 15: `npm start` rebuilt everything on every start (51 s on a clone where nothing had changed). The
// decision whether to build is taken here, on a temporary tree shaped like the repository.
const OUTPUTS = ['packages/server/dist/main.js', 'packages/elements/dist/widget/1.0.0/manifest.json'];
const TREE: Record<string, string> = {
  'package.json': '{"name":"cobro"}',
  'package-lock.json': '{"lockfileVersion":3}',
  'vite.config.ts': 'export default {}',
  '.gitignore': 'dist/',
  'packages/elements/src/entries/pay-button.ts': 'export const a = 1;',
  'packages/elements/src/pay-button/pay-button.test.ts': 'it()',
  'packages/elements/node_modules/dep/index.js': 'module.exports = 1',
  'packages/i18n/src/locales/sdk/es.po': 'msgid "Pay"\nmsgstr "Pagar"',
  'packages/i18n/src/locales/sdk/es.js': '/* lingui compile */',
  'scripts/build.mjs': '// build',
  'examples/react-shop/src/app.tsx': 'export {}',
  'docs/elements.md': '# Elements',
  'packages/server/dist/main.js': '// built',
  'packages/elements/dist/widget/1.0.0/manifest.json': '{}',
};

let root: string;
const write = (file: string, text: string) => {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
};
/** The decision a start takes now, after a build recorded with the tree as it was. */
const reasonNow = () => rebuildReason(root, inputsDigest(root), OUTPUTS);

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'cobro-build-inputs-'));
  for (const [file, text] of Object.entries(TREE)) write(file, text);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('whether npm start builds', () => {
  it('builds when there is no previous build', () => {
    expect(reasonNow()).toBe('no previous build');
  });

  it('skips when nothing changed since the last build, even files touched without being changed', () => {
    recordBuild(root, inputsDigest(root));
    expect(reasonNow()).toBeNull();
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(root, 'packages/elements/src/entries/pay-button.ts'), later, later);
    expect(reasonNow()).toBeNull();
  });

  it.each([
    ['a changed source file', () => write('packages/elements/src/entries/pay-button.ts', 'export const a = 2;')],
    ['a new source file', () => write('packages/elements/src/entries/merchant-checkout.ts', 'export {}')],
    ['a renamed source file', () => renameSync(join(root, 'packages/elements/src/entries/pay-button.ts'), join(root, 'packages/elements/src/entries/pay.ts'))],
    ['a changed catalog', () => write('packages/i18n/src/locales/sdk/es.po', 'msgid "Pay"\nmsgstr "Pague"')],
    ['a changed lockfile', () => write('package-lock.json', '{"lockfileVersion":3,"packages":{}}')],
    ['a changed config', () => write('vite.config.ts', 'export default { base: "/" }')],
    ['a changed build script', () => write('scripts/build.mjs', '// build, changed')],
    ['a changed example the build bundles', () => write('examples/react-shop/src/app.tsx', 'export const x = 1')],
  ])('rebuilds after %s', (_name, change) => {
    recordBuild(root, inputsDigest(root));
    change();
    expect(reasonNow()).toBe('the sources changed since the last build');
  });

  it('does not rebuild for what the build never reads: tests, outputs, dependencies, compiled catalogs, docs', () => {
    recordBuild(root, inputsDigest(root));
    write('packages/elements/src/pay-button/pay-button.test.ts', 'it.only()');
    write('packages/server/dist/main.js.map', '{}');
    write('packages/elements/node_modules/dep/index.js', 'module.exports = 2');
    write('packages/i18n/src/locales/sdk/es.js', '/* compiled again */');
    write('docs/elements.md', '# Elements, edited');
    expect(reasonNow()).toBeNull();
  });

  it('rebuilds when an output of the last build is gone', () => {
    recordBuild(root, inputsDigest(root));
    rmSync(join(root, 'packages/server/dist'), { recursive: true });
    expect(reasonNow()).toBe('packages/server/dist/main.js is missing');
  });

  it('hashes the environment the build reads', () => {
    expect(inputsDigest(root, { LINGUI_STRICT: '1' })).not.toBe(inputsDigest(root, {}));
  });

  it('lists the inputs sorted and without what it skips', () => {
    const files = inputFiles(root);
    expect(files).toEqual([...files].sort());
    expect(files).toContain('packages/i18n/src/locales/sdk/es.po');
    expect(files.filter((file) => /node_modules|dist\/|\.test\.|locales\/.*\.js$|^docs\/|^\./.test(file))).toEqual([]);
  });

  it('is what npm start runs before the server', () => {
    const pkg = JSON.parse(readFileSync(fileURLToPath(new URL('../package.json', import.meta.url)), 'utf8'));
    expect(pkg.scripts.start).toBe('node scripts/build.mjs --if-changed && node packages/server/dist/main.js');
  });
});
