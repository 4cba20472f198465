import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors/app-error';
import { UPLOADS_PREFIX, type Storage } from '../../storage/index';

/**
 * Serves stored service images. Names are random and never reused, so a URL's content never changes: it can
 * be cached for a year. nosniff (on every answer, http/nosniff.ts) keeps a browser from reading an image as
 * anything else, and the checkout shows these images inside merchants' pages, hence cross-origin.
 */
export function uploadsRoute(app: FastifyInstance, storage: Storage) {
  app.get(`${UPLOADS_PREFIX}services/:name`, async (request, reply) => {
    const { name } = request.params as { name: string };
    const stored = await storage.get(`services/${name}`);
    if (!stored) throw new AppError('API-004');
    return reply
      .header('content-type', stored.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('content-security-policy', "default-src 'none'")
      .send(Buffer.from(stored.bytes));
  });
}
