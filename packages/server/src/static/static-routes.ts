import { dirname } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';
import { sendError } from '../errors/error-handler';
import { sendAdminPage } from './admin-page';

/** Paths the admin page never answers: they have owners of their own. */
const RESERVED = /^\/(api|socket\.io|widget|examples|admin-assets)(\/|$)/;

/** A file's name ends in an extension; a page's path does not (`/`, `/signin`, `/checkout/abc/error/`). */
const FILE = /\.[a-z0-9]+$/i;

/** Any GET of a page path is the admin, whatever it accepts (a plain curl too); a file only for an HTML navigation. */
const isPageRequest = (request: FastifyRequest, path: string) =>
  !RESERVED.test(path) && (!FILE.test(path) || (request.headers.accept ?? '').includes('text/html'));

export async function registerStatic(app: FastifyInstance) {
  const { paths } = app.config;
  // Versioned widget files never change under one URL; merchants' pages load them from any origin.
  await app.register(fastifyStatic, {
    root: paths.widgetDir,
    prefix: '/widget/',
    decorateReply: false,
    index: false,
    immutable: true,
    maxAge: '365d',
    // The build writes `.br` and `.gz` beside each file (scripts/build.mjs); sent as they are, never recompressed.
    preCompressed: true,
    suppressWarning: true,
    setHeaders: (reply) => {
      reply.header('cross-origin-resource-policy', 'cross-origin');
      reply.header('access-control-allow-origin', '*');
    },
  });
  await app.register(fastifyStatic, {
    root: paths.examplesDir,
    prefix: '/examples/',
    decorateReply: false,
    suppressWarning: true,
  });

  // The admin page's own stylesheet and icon: a file, because the page's CSP allows no inline style.
  await app.register(fastifyStatic, {
    root: dirname(paths.adminIndex),
    prefix: '/admin-assets/',
    decorateReply: false,
    index: false,
    suppressWarning: true,
  });

  // The host pages answer every other page path (the elements route inside). A catch-all route rather than
  // the not-found handler, so they go through the route hooks (compression) like every other answer.
  app.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0];
    if (isPageRequest(request, path)) return sendAdminPage(request, reply, app.config);
    return sendError(reply, new AppError('API-004'));
  });
  app.setNotFoundHandler(async (_request, reply) => sendError(reply, new AppError('API-004')));
}
