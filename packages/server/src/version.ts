import { createRequire } from 'node:module';

const pkg = createRequire(import.meta.url)('../package.json') as { version: string };

/** The server's own version (packages/server/package.json), reported by /api/health. */
export const SERVER_VERSION = pkg.version;
