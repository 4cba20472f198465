import type { FastifyInstance, FastifyReply } from 'fastify';

/** Tells the browser to read a body only as its declared type. */
export const noSniff = (reply: FastifyReply) => reply.header('x-content-type-options', 'nosniff');

/**
 * `X-Content-Type-Options: nosniff` on every answer, JSON and errors included (the organization files answer
 * carries the documents' data URLs). One hook, so a new route cannot leave it out: onSend runs for handler
 * answers, errors and not-found alike. Only a URL the router cannot decode skips the hooks; the app's
 * frameworkErrors handler adds it there with `noSniff`.
 */
export function registerNoSniff(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply, payload) => {
    noSniff(reply);
    return payload;
  });
}
