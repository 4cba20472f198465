import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database';
import { portalSessions } from '../../db/schema/index';
import type { PortalAccess } from '../../http/access';

/**
 * The buyer portal's own cookie (decision 1152): another name than the merchant's `cobro_session`, and a path that
 * sends it only to the portal's calls, so a merchant route never receives it and never reads its table either.
 */
export const PORTAL_COOKIE = 'cobro_portal';
const PORTAL_PATH = '/api/portal';
/** A buyer comes for one errand: two hours, then a new code. */
const PORTAL_SESSION_TTL_MS = 2 * 60 * 60 * 1000;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Opens a portal session for one e-mail at one merchant; only the SHA-256 of its id is stored. */
export async function createPortalSession(db: Queryable, organizationId: string, email: string, now: Date) {
  const id = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + PORTAL_SESSION_TTL_MS);
  await db.insert(portalSessions).values({ idHash: sha256(id), organizationId, email, expiresAt, createdAt: now });
  return { id, expiresAt };
}

/** The portal session of a request's portal cookie, while it has not expired. */
export async function findPortalSession(db: Queryable, request: FastifyRequest, now: Date): Promise<PortalAccess | null> {
  const id = request.cookies[PORTAL_COOKIE];
  if (!id) return null;
  const idHash = sha256(id);
  const [row] = await db
    .select()
    .from(portalSessions)
    .where(and(eq(portalSessions.idHash, idHash), gt(portalSessions.expiresAt, now)));
  return row ? { idHash, organizationId: row.organizationId, email: row.email, expiresAt: row.expiresAt } : null;
}

export async function deletePortalSession(db: Queryable, idHash: string) {
  await db.delete(portalSessions).where(eq(portalSessions.idHash, idHash));
}

const cookieOptions = (reply: FastifyReply, secure: boolean) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  path: PORTAL_PATH,
  secure: reply.request.protocol === 'https' || secure,
});

export function setPortalCookie(reply: FastifyReply, secure: boolean, id: string, expiresAt: Date) {
  reply.setCookie(PORTAL_COOKIE, id, { ...cookieOptions(reply, secure), expires: expiresAt });
}

export function clearPortalCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(PORTAL_COOKIE, cookieOptions(reply, secure));
}
