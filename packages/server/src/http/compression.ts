import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Every page, script, stylesheet and JSON answer goes out compressed when the client accepts it (quality.md):
 * brotli first, then gzip, with `Vary: Accept-Encoding`. The versioned widget files are compressed once at build
 * (`.br` and `.gz` beside each file) and served as they are; this covers what is made per request. Brotli at
 * quality 5 costs about as much CPU as gzip's default for a better ratio on these small bodies.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 256,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
}
