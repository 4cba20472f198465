// `node scripts/size-modules.mjs <target> <start>...`: where the bytes of a screen go, module by module (decision 1171).
// Builds one element target of vite.config.ts in memory (the standalone one needs `npm run build` first, for its
// planned chunk groups), takes the chunks the starts reach through static imports, and prints each chunk's gzip size,
// then each module's share of it by package or folder and by module. A start is a file name (`merchant-dashboard.js`)
// or a part of a module path that some chunk stands for (`auth/sign-in-page.tsx`, `locales/dashboard/es.po`) or, when none
// stands for it, that a chunk holds (a planned group's: `pay-button/runtime/index.ts`). `npm run size:parts` is the click's.
// A module's share is its chunk's gzip size split in proportion to the gzip size of each module's code alone.
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const [target, ...starts] = process.argv.slice(2);
if (!target || starts.length === 0) {
  console.error('usage: node scripts/size-modules.mjs <standalone|react> <chunk file or module path part>...');
  process.exit(1);
}
process.env.COBRO_BUILD = target;
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
const result = await build({ configFile: `${root}/vite.config.ts`, logLevel: 'silent', build: { write: false } });
const chunks = (Array.isArray(result) ? result : [result]).flatMap((output) => output.output).filter((item) => item.type === 'chunk');
const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));

const reached = new Set();
const visit = (file) => {
  if (reached.has(file) || !byFile.has(file)) return;
  reached.add(file);
  byFile.get(file).imports.forEach(visit);
};
for (const start of starts) {
  const standsFor = chunks.filter((chunk) => chunk.facadeModuleId?.includes(start));
  const holding = standsFor.length ? standsFor : chunks.filter((chunk) => Object.keys(chunk.modules).some((id) => id.includes(start)));
  const found = byFile.has(start) ? [start] : holding.map((chunk) => chunk.fileName);
  if (found.length === 0) throw new Error(`No chunk is ${start} or stands for a module named so`);
  found.forEach(visit);
}

const gzip = (code) => gzipSync(code, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1).padStart(6)} KB`;
const modules = [];
let total = 0;
for (const file of reached) {
  const chunk = byFile.get(file);
  const bytes = gzip(chunk.code);
  total += bytes;
  const own = Object.entries(chunk.modules).map(([id, module]) => ({ id: relative(root, id.replace(/^\0/, '')), gzip: module.code ? gzip(module.code) : 0 }));
  const alone = own.reduce((sum, module) => sum + module.gzip, 0) || 1;
  for (const module of own) modules.push({ ...module, chunk: file, share: (module.gzip / alone) * bytes });
  console.log(`${kb(bytes)}  ${file} (${own.length} modules)`);
}
console.log(`${kb(total)}  in all, ${reached.size} chunks\n`);

/** `node_modules/zod`, `node_modules/@tanstack/query-core`, or the first three folders of a repository path. */
const groupOf = (id) => {
  const parts = id.split('/');
  if (parts[0] === 'node_modules') return parts.slice(0, parts[1].startsWith('@') ? 3 : 2).join('/');
  return parts.slice(0, 4).join('/');
};
const groups = new Map();
for (const module of modules) groups.set(groupOf(module.id), (groups.get(groupOf(module.id)) ?? 0) + module.share);
console.log('By package or folder:');
for (const [group, share] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`${kb(share)}  ${group}`);
console.log('\nBy module:');
for (const module of modules.sort((a, b) => b.share - a.share).slice(0, Number(process.env.TOP ?? 60))) {
  console.log(`${kb(module.share)}  ${module.id}  [${module.chunk}]`);
}
