import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpoints, type VerifyResponse } from '@cobro/contracts';
import { users } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import { route } from '../../http/route';
import { disconnectSession } from '../../realtime/session-sockets';
import { organizationView } from '../organizations/index';
import { verifyDummy, verifyPassword } from './password-rules';
import {
  clearSessionCookie,
  createSession,
  deleteSession,
  hashSessionId,
  sessionCookieOf,
  setSessionCookie,
  type SessionContext,
} from './session-commands';
import { reserveOrRefuse, settleLoginAttempt } from './throttle-commands';

/** Where a merchant lands after signing in; the dashboard itself sends a not-activated one to /activate. */
export const AFTER_LOGIN_URL = '/dashboard/panel';

export async function verifyView(db: FastifyInstance['database']['db'], session: SessionContext): Promise<VerifyResponse> {
  const organization = await organizationView(db, session.organization);
  const [owner] =
    session.user.id === session.organization.ownerId
      ? [session.user]
      : await db.select().from(users).where(eq(users.id, session.organization.ownerId));
  return {
    user: {
      id: session.user.id,
      name: session.user.name,
      last_name: session.user.lastName,
      email: session.user.email,
      prefix: session.user.prefix,
      phone: session.user.phone,
      owner: { id: owner.id, name: owner.name, email: owner.email },
      language: session.user.languageChosen ? session.user.language : null,
      email_verified: session.user.emailVerifiedAt !== null,
      has_password: session.user.passwordHash !== null,
    },
    organization,
    client_product_type: session.organization.clientProductType,
  };
}

export function authRoutes(app: FastifyInstance) {
  const { db } = app.database;
  /** Deletes a session, then disconnects its sockets on every process: no socket outlives its session. */
  const endSession = async (id: string) => {
    await deleteSession(db, id);
    disconnectSession(app.io, hashSessionId(id));
  };

  route(app, endpoints.login, async ({ body, request, reply }) => {
    const now = app.clock.now();
    const address = request.ip;
    // Reserved before the password is checked, atomically, so simultaneous attempts cannot pass the limit together.
    const attempt = await reserveOrRefuse(db, reply, 'login', body.email, address, now);
    const [user] = await db.select().from(users).where(eq(users.email, body.email));
    // Unknown e-mail, Google-only account and wrong password are one answer (LOG-003) in one time: see decision 0201.
    const ok =
      user?.passwordHash && user.organizationId
        ? await verifyPassword(user.passwordHash, body.password)
        : await verifyDummy(body.password);
    if (!ok || !user) {
      await settleLoginAttempt(db, { id: attempt, email: body.email, outcome: 'failure' });
      throw new AppError('LOG-003');
    }
    await settleLoginAttempt(db, { id: attempt, email: body.email, outcome: 'success' });
    // Rotation: whatever session this browser had is gone; the new id is fresh randomness.
    const previous = sessionCookieOf(request);
    if (previous) await endSession(previous);
    const session = await createSession(db, user.id, now, { ip: address, userAgent: request.headers['user-agent'] });
    await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, user.id));
    setSessionCookie(reply, app.config, session.id, session.expiresAt);
    return { redirectUrl: AFTER_LOGIN_URL };
  });

  route(app, endpoints.verify, async ({ session }) => verifyView(db, session));

  route(app, endpoints.logout, async ({ request, reply }) => {
    const id = sessionCookieOf(request);
    if (id) await endSession(id);
    clearSessionCookie(reply, app.config);
    return undefined;
  });
}
