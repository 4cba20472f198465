import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../../config';
import type { Queryable } from '../../db/database';
import { prepared } from '../../db/prepared';
import { organizations, sessions, users } from '../../db/schema/index';
import type { SessionContext } from '../../http/access';

export const SESSION_COOKIE = 'cobro_session';
/** Absolute lifetime; a merchant signs in again after a week. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export type UserRow = typeof users.$inferSelect;
export type OrganizationRow = typeof organizations.$inferSelect;
export type { SessionContext };

/** Only the SHA-256 of the cookie value is stored, so the sessions table cannot be replayed if it leaks. */
export const hashSessionId = (id: string) => createHash('sha256').update(id).digest('hex');

export async function createSession(
  db: Queryable,
  userId: string,
  now: Date,
  meta: { ip?: string; userAgent?: string },
): Promise<{ id: string; expiresAt: Date }> {
  const id = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.insert(sessions).values({
    idHash: hashSessionId(id),
    userId,
    expiresAt,
    lastSeenAt: now,
    createdAt: now,
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 512),
  });
  return { id, expiresAt };
}

export async function deleteSession(db: Queryable, id: string) {
  await db.delete(sessions).where(eq(sessions.idHash, hashSessionId(id)));
}

/** The session of a hash, with its user and organization, while it has not expired: read on every request. */
const sessionByHash = (db: Queryable) =>
  prepared(db, 'find_session', () =>
    db
      .select({ expiresAt: sessions.expiresAt, user: users, organization: organizations })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .innerJoin(organizations, eq(organizations.id, users.organizationId))
      .where(and(eq(sessions.idHash, sql.placeholder('idHash')), gt(sessions.expiresAt, sql.placeholder('now'))))
      .limit(1),
  );

/** The signed-in user and organization of a cookie value, or null when unknown or expired. */
export async function findSession(db: Queryable, id: string | undefined, now: Date): Promise<SessionContext | null> {
  if (!id) return null;
  const idHash = hashSessionId(id);
  const [row] = await sessionByHash(db).execute({ idHash, now: now.toISOString() });
  return row ? { idHash, ...row } : null;
}

/** Whether the session of this hash still exists and has not expired. */
export async function sessionAlive(db: Queryable, idHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .select({ idHash: sessions.idHash })
    .from(sessions)
    .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, now)))
    .limit(1);
  return rows.length > 0;
}

export const sessionCookieOf = (request: FastifyRequest) => request.cookies[SESSION_COOKIE];

/** Served over https directly, or behind a proxy whose public URL is https. */
function isSecure(request: FastifyRequest, config: ServerConfig) {
  return request.protocol === 'https' || config.publicUrl?.startsWith('https:') === true;
}

export function setSessionCookie(reply: FastifyReply, config: ServerConfig, id: string, expiresAt: Date) {
  // No Domain attribute: the cookie stays host-only.
  reply.setCookie(SESSION_COOKIE, id, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: isSecure(reply.request, config),
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: ServerConfig) {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: isSecure(reply.request, config),
  });
}
