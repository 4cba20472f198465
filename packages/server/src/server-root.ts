import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * packages/server: the folder above this file, whether it runs from src/ under tsx or bundled into dist/main.js by
 * `npm run build` (scripts/build-server.mjs). Files the server reads from its own package (the migrations, the
 * sandbox frame's assets) are found from here, so both ways read the same files.
 */
export const SERVER_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
