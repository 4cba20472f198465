// The reference server as one JavaScript file, so a start runs no TypeScript compiler (tsx stays for development and
// the tests): packages/server/src/main.ts and the workspace sources it imports (@cobro/contracts) bundled by
// rolldown into packages/server/dist/main.js; npm packages stay imports. `npm start` runs it (decision 0260). The
// receipts' thread has its own entry beside it, dist/receipt-worker.js (receipt-renderer.ts, decision 1168).
import { rmSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';

const root = fileURLToPath(new URL('..', import.meta.url));
const server = resolve(root, 'packages/server');
const outfile = resolve(server, 'dist/main.js');

/** npm packages (and node: builtins) load from node_modules at run time; our own sources are bundled. */
const external = (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0') && !id.startsWith('@cobro/');

export async function buildServer() {
  const started = Date.now();
  rmSync(resolve(server, 'dist'), { recursive: true, force: true });
  await build({
    input: { main: resolve(server, 'src/main.ts'), 'receipt-worker': resolve(server, 'src/modules/charges/receipt-worker.ts') },
    platform: 'node',
    external,
    logLevel: 'warn',
    output: { dir: dirname(outfile), entryFileNames: '[name].js', format: 'esm', sourcemap: true },
  });
  console.log(`built ${relative(root, outfile)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
