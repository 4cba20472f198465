// `npm run size:parts`: where the bytes of a buyer's click go (decision 1170). Builds the standalone target in memory
// (after `npm run build`, which plans its chunk groups) and splits the chunks intent loads (the groups `common`,
// `runtime`, `checkout` and their `-shared` twins, `open-checkout`, and the Catalan sdk catalog, the largest) by part:
// each module gzipped alone, scaled by its chunk's real gzip size over the sum of its modules', so the parts add up to
// the chunks' total; a part is a package, or a folder of one of ours. A figure to find what to cut, not a budget.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
if (!existsSync(resolve(root, 'packages/elements/dist/meta/intent-groups.json'))) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}
const ON_INTENT = /^chunks\/(common|runtime|runtime-shared|checkout|checkout-shared|open-checkout)-[\w-]{8}\.js$/;
const SDK_CATALOG = 'packages/i18n/src/locales/sdk/ca.po';
const TOP = Number(process.argv[2] ?? 40);

process.env.COBRO_BUILD = 'standalone';
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
const { build } = await import('vite');
const result = await build({ configFile: resolve(root, 'vite.config.ts'), logLevel: 'warn', build: { write: false } });
const chunks = (Array.isArray(result) ? result : [result])
  .flatMap(({ output }) => output)
  .filter((item) => item.type === 'chunk')
  .map((chunk) => ({ ...chunk, modules: Object.entries(chunk.modules).map(([id, module]) => [id.replace(`${root}`, ''), module.code ?? '']) }))
  .filter((chunk) => ON_INTENT.test(chunk.fileName) || chunk.modules.some(([id]) => id === SDK_CATALOG));

/** `zod`, `@tanstack/query-core`, or `checkout/identify` for packages/checkout/src/identify/… */
const partOf = (id) => {
  const inPackage = id.split('node_modules/').at(-1);
  if (inPackage !== id) return inPackage.split('/').slice(0, inPackage.startsWith('@') ? 2 : 1).join('/');
  return id.replace(/^packages\/([\w-]+)\/src\/([\w-]+).*/, '$1/$2');
};
const gzip = (text) => gzipSync(text, { level: 9 }).length;
const parts = new Map();
let total = 0;
for (const chunk of chunks) {
  const bytes = gzip(chunk.code);
  total += bytes;
  const alone = chunk.modules.map(([id, code]) => [id, gzip(code)]);
  const sum = alone.reduce((all, [, size]) => all + size, 0);
  for (const [id, size] of alone) parts.set(partOf(id), (parts.get(partOf(id)) ?? 0) + (size * bytes) / sum);
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`A click's chunks (${chunks.map((chunk) => chunk.fileName).join(', ')}): ${kb(total)} gzip, by part:`);
console.table([...parts].sort((a, b) => b[1] - a[1]).slice(0, TOP).map(([part, bytes]) => ({ part, gzip: kb(bytes), share: `${((100 * bytes) / total).toFixed(1)}%` })));
