import type { FastifyInstance, FastifyReply } from 'fastify';

/** Per app, the mail being sent after its answer (forgot-password, the welcome mail, a new confirmation link). */
const sendingOf = new WeakMap<FastifyInstance, Set<Promise<void>>>();

/** Starts keeping the app's mail sent after answers; closing the app waits for it. Called once, at registration. */
export function trackMailAfterAnswers(app: FastifyInstance) {
  sendingOf.set(app, new Set());
  app.addHook('onClose', () => mailAfterAnswersSettled(app));
}

/**
 * Resolves once the mail that answered requests have started sending has gone (or failed). Closing the app waits
 * for it, and tests use it to read the outbox when the work is done instead of polling against a deadline. The
 * work starts when the answer's response closes, which is before the caller of `inject` resumes.
 */
export async function mailAfterAnswersSettled(app: FastifyInstance): Promise<void> {
  await Promise.allSettled(sendingOf.get(app) ?? []);
}

/**
 * Runs `work` once the answer has gone, so neither its writes nor the mail delay the answer (nor tell, by its time,
 * whether there was anything to send). A failure is logged, never answered.
 */
export function afterAnswer(app: FastifyInstance, reply: FastifyReply, what: string, work: () => Promise<void>) {
  const sending = sendingOf.get(app);
  if (!sending) throw new Error('trackMailAfterAnswers(app) was not called');
  reply.raw.once('close', () => {
    const done = work()
      .catch((error: unknown) => app.log.error({ err: error }, `${what} failed`))
      .finally(() => sending.delete(done));
    sending.add(done);
  });
}
