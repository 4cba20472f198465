import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { endpoints } from '@cobro/contracts';
import { users } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import { route } from '../../http/route';
import { pageLanguage } from '../../static/admin-page';
import { clearSessionCookie, hashSessionId, reserveOrRefuse, sessionCookieOf, startSession, verifyView } from '../auth/index';
import { setPasswordByLink } from './password-commands';
import { sendPasswordLink, type LinkRecipient } from './password-link-commands';
import { registerOwner } from './register-commands';
import { openPasswordTokens, passwordTokenUsable } from './token-commands';
import { MAX_OPEN_RESET_LINKS, tokenTypeOf, type PasswordTokenType } from './token-rules';

const browserSessionHash = (request: FastifyRequest) => {
  const id = sessionCookieOf(request);
  return id ? hashSessionId(id) : null;
};

/** Per app, the mail being sent after its answer (forgot-password). */
const sendingOf = new WeakMap<FastifyInstance, Set<Promise<void>>>();

/**
 * Resolves once the mail that answered requests have started sending has gone (or failed). Closing the app waits
 * for it, and tests use it to read the outbox when the work is done instead of polling against a deadline. The
 * work starts when the answer's response closes, which is before the caller of `inject` resumes.
 */
export async function mailAfterAnswersSettled(app: FastifyInstance): Promise<void> {
  await Promise.allSettled(sendingOf.get(app) ?? []);
}

export function accountsRoutes(app: FastifyInstance) {
  const { db } = app.database;
  /** Mail sent after the answer, so a known and an unknown e-mail answer alike. */
  const sending = new Set<Promise<void>>();
  sendingOf.set(app, sending);
  app.addHook('onClose', () => mailAfterAnswersSettled(app));

  route(
    app,
    endpoints.register,
    async ({ body, request, reply }) => {
      const now = app.clock.now();
      // Counted before the e-mail is looked up: a refused sign-up (REG-002) would otherwise test e-mails at will.
      await reserveOrRefuse(db, reply, 'sign-up', body.email, request.ip, now);
      const language = pageLanguage(request.headers['accept-language']);
      const { user, organization } = await registerOwner(db, body, language, now);
      const session = await startSession(app, request, reply, user.id);
      return verifyView(db, { ...session, user, organization });
    },
    { inputError: (fields) => new AppError('REG-001', { fields }) },
  );

  const resetLinkUnlessFlooded = async (user: LinkRecipient) => {
    if ((await openPasswordTokens(db, user.id, 'RESET_PASSWORD', app.clock.now())) >= MAX_OPEN_RESET_LINKS) return;
    await sendPasswordLink(app, user, 'RESET_PASSWORD');
  };

  route(app, endpoints.forgotPassword, async ({ body, request, reply }) => {
    // Known and unknown e-mails are counted alike, so a 429 tells nothing about an account either.
    await reserveOrRefuse(db, reply, 'forgot-password', body.email, request.ip, app.clock.now());
    const [user] = await db
      .select({ id: users.id, email: users.email, name: users.name, language: users.language, organizationId: users.organizationId })
      .from(users)
      .where(eq(users.email, body.email));
    if (user) {
      // Started once the answer has gone, so not even the link's writes delay it.
      reply.raw.once('close', () => {
        const work = resetLinkUnlessFlooded(user)
          .catch((error: unknown) => app.log.error({ err: error }, 'password reset mail failed'))
          .finally(() => sending.delete(work));
        sending.add(work);
      });
    }
    return undefined;
  });

  route(app, endpoints.verifyToken, async ({ params, query }) => {
    if (!(await passwordTokenUsable(db, params.token, tokenTypeOf(query.token_type), app.clock.now()))) {
      throw new AppError('FOP-004');
    }
    return undefined;
  });

  const byLink = (type: PasswordTokenType) =>
    async ({ params, body, request, reply }: { params: Record<string, string>; body: { password: string }; request: FastifyRequest; reply: FastifyReply }) => {
      await setPasswordByLink(app, { token: params.token, type, password: body.password, browserSessionHash: browserSessionHash(request) });
      if (sessionCookieOf(request)) clearSessionCookie(reply, app.config);
      return undefined;
    };
  route(app, endpoints.resetPassword, byLink('RESET_PASSWORD'));
  route(app, endpoints.createPassword, byLink('CREATE_API_USER_PASSWORD'));
}
