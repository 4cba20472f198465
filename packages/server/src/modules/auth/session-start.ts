import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { users } from '../../db/schema/index';
import { disconnectSession } from '../../realtime/session-sockets';
import { createSession, deleteSession, hashSessionId, sessionCookieOf, setSessionCookie } from './session-commands';

/**
 * Signs a user in on this browser the way sign-in does (decision 0202): the session of the cookie the browser sent
 * is deleted and its sockets disconnected (rotation), a new session is opened and its cookie set. Answers the new
 * session's id hash and end.
 */
export async function startSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, userId: string) {
  const { db } = app.database;
  const now = app.clock.now();
  const previous = sessionCookieOf(request);
  if (previous) {
    await deleteSession(db, previous);
    disconnectSession(app.io, hashSessionId(previous));
  }
  const session = await createSession(db, userId, now, { ip: request.ip, userAgent: request.headers['user-agent'] });
  await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, userId));
  setSessionCookie(reply, app.config, session.id, session.expiresAt);
  return { idHash: hashSessionId(session.id), expiresAt: session.expiresAt };
}
