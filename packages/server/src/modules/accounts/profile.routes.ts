import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@cobro/contracts';
import { users } from '../../db/schema/index';
import { route } from '../../http/route';
import { confirmEmail, resendConfirmation } from './confirmation-commands';
import { changePassword } from './password-commands';

/**
 * The account calls that are ours (docs/api.md, decision 1130): the signed-in user's language and password, and
 * the e-mail confirmation. Each answers 204.
 */
export function profileRoutes(app: FastifyInstance) {
  const { db } = app.database;

  // The dashboard switches at once and remembers it here; the user's mail is written in it from now on.
  route(app, endpoints.updateLanguage, async ({ body, session }) => {
    await db
      .update(users)
      .set({ language: body.language, languageChosen: true, updatedAt: app.clock.now() })
      .where(eq(users.id, session.user.id));
    return undefined;
  });

  route(app, endpoints.changePassword, async ({ body, session, request, reply }) => {
    await changePassword(app, reply, { session, address: request.ip, current: body.current_password, password: body.password });
    return undefined;
  });

  route(app, endpoints.confirmEmail, async ({ params }) => {
    await confirmEmail(app, params.token);
    return undefined;
  });

  route(app, endpoints.resendConfirmation, async ({ session }) => {
    await resendConfirmation(app, session.user);
    return undefined;
  });
}
