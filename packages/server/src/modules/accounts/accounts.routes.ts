import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { endpoints } from '@cobro/contracts';
import { users } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import { route } from '../../http/route';
import { pageLanguage } from '../../static/admin-page';
import { clearSessionCookie, hashSessionId, reserveOrRefuse, sessionCookieOf, startSession, verifyView } from '../auth/index';
import { afterAnswer, trackMailAfterAnswers } from './after-answer';
import { sendWelcomeMail } from './confirmation-commands';
import { setPasswordByLink } from './password-commands';
import { sendPasswordLink, type LinkRecipient } from './password-link-commands';
import { registerOwner } from './register-commands';
import { openLinkTokens, linkTokenUsable } from './token-commands';
import { MAX_OPEN_LINKS, tokenTypeOf, type PasswordTokenType } from './token-rules';

const browserSessionHash = (request: FastifyRequest) => {
  const id = sessionCookieOf(request);
  return id ? hashSessionId(id) : null;
};

export function accountsRoutes(app: FastifyInstance) {
  const { db } = app.database;
  trackMailAfterAnswers(app);

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
      afterAnswer(app, reply, 'welcome mail', () => sendWelcomeMail(app, user.id));
      return verifyView(db, { ...session, user, organization });
    },
    { inputError: (fields) => new AppError('REG-001', { fields }) },
  );

  const resetLinkUnlessFlooded = async (user: LinkRecipient) => {
    if ((await openLinkTokens(db, user.id, 'RESET_PASSWORD', app.clock.now())) >= MAX_OPEN_LINKS) return;
    await sendPasswordLink(app, user, 'RESET_PASSWORD');
  };

  route(app, endpoints.forgotPassword, async ({ body, request, reply }) => {
    // Known and unknown e-mails are counted alike, so a 429 tells nothing about an account either.
    await reserveOrRefuse(db, reply, 'forgot-password', body.email, request.ip, app.clock.now());
    const [user] = await db
      .select({ id: users.id, email: users.email, name: users.name, language: users.language, organizationId: users.organizationId })
      .from(users)
      .where(eq(users.email, body.email));
    // Started once the answer has gone, so not even the link's writes delay it: a known and an unknown e-mail answer alike.
    if (user) afterAnswer(app, reply, 'password reset mail', () => resetLinkUnlessFlooded(user));
    return undefined;
  });

  route(app, endpoints.verifyToken, async ({ params, query }) => {
    if (!(await linkTokenUsable(db, params.token, tokenTypeOf(query.token_type), app.clock.now()))) {
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
