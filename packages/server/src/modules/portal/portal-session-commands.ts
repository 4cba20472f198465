import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database';
import { portalSessions } from '../../db/schema/index';
import type { PortalAccess } from '../../http/access';
import { bearerOf } from '../../http/csrf';

/**
 * The buyer portal's own cookie (decision 1152): another name than the merchant's `cobro_session`, and a path that
 * sends it only to the portal's calls, so a merchant route never receives it and never reads its table either.
 */
export const PORTAL_COOKIE = 'cobro_portal';
const PORTAL_PATH = '/api/portal';
/** A buyer comes for one errand: two hours, then a new code. */
const PORTAL_SESSION_TTL_MS = 2 * 60 * 60 * 1000;
/**
 * The element's bearer token on a merchant's page (decision 1160) is shorter: it sits in a page's memory, beside
 * the merchant's own scripts, so it is worth less for less time; a reload asks for a new code anyway.
 */
const PORTAL_TOKEN_TTL_MS = 30 * 60 * 1000;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * What is stored of a session id: the SHA-256 of the cookie's value, or of a bearer token together with the origin
 * it was issued to, so the same token sent from any other origin finds no row, and neither finds the other's.
 */
const idHashOf = (id: string, origin?: string) => sha256(origin === undefined ? id : `${origin}\n${id}`);

/**
 * Opens a portal session for one e-mail at one merchant: the cookie's, or with `origin` (a merchant's page) a
 * bearer token bound to it. Only the hash of its id is stored.
 */
export async function createPortalSession(db: Queryable, organizationId: string, email: string, now: Date, origin?: string) {
  const id = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + (origin === undefined ? PORTAL_SESSION_TTL_MS : PORTAL_TOKEN_TTL_MS));
  await db.insert(portalSessions).values({ idHash: idHashOf(id, origin), organizationId, email, expiresAt, createdAt: now });
  return { id, expiresAt };
}

/**
 * The hash of the request's portal session id: its bearer token with its Origin when it carries
 * `Authorization: Bearer` (then never its cookie; without an Origin, nothing), else its portal cookie.
 */
function requestIdHash(request: FastifyRequest) {
  const bearer = bearerOf(request.headers);
  if (bearer !== undefined) {
    const origin = request.headers.origin;
    return bearer && origin ? idHashOf(bearer, origin) : null;
  }
  const id = request.cookies[PORTAL_COOKIE];
  return id ? idHashOf(id) : null;
}

/** The portal session of a request's bearer token or portal cookie, while it has not expired. */
export async function findPortalSession(db: Queryable, request: FastifyRequest, now: Date): Promise<PortalAccess | null> {
  const idHash = requestIdHash(request);
  if (!idHash) return null;
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
