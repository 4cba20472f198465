import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PortalCodeBody, PortalCodeSent, PortalSignedIn, PortalSignInBody } from '@cobro/contracts';
import { customers, organizations, portalCodes } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import { allowedOrigins } from '../../http/csrf';
import { isUuid } from '../../ids';
import { mailerOf } from '../../mail/index';
import { afterAnswer, publicBase } from '../accounts/index';
import { reserveOrRefuse } from '../auth/index';
import { isOrganizationPage } from '../widget/index';
import { codeMail } from './portal-mail-view';
import { createPortalSession, setPortalCookie, sha256 } from './portal-session-commands';
import { portalSessionView } from './portal-view';

/** How long a code works (decision 1152); the answer says until when, so the page can tell the buyer (WCAG 2.2.1). */
const PORTAL_CODE_TTL_MS = 10 * 60 * 1000;

/** A code is hashed with what it opens, so a row is worth nothing for another e-mail or merchant. */
const codeHash = (organizationId: string, email: string, code: string) => sha256(`${organizationId}:${email}:${code}`);

/** The merchant's customer rows of this e-mail, newest first: the language of their last checkout is the mail's. */
async function buyerOf(app: FastifyInstance, organizationId: string, email: string) {
  if (!isUuid(organizationId)) return undefined;
  const [row] = await app.database.db
    .select({ language: customers.language, merchant: organizations.companyName })
    .from(customers)
    .innerJoin(organizations, eq(organizations.id, customers.organizationId))
    .where(and(eq(customers.organizationId, organizationId), eq(customers.email, email), isNull(customers.deletedAt)))
    .orderBy(desc(customers.createdAt))
    .limit(1);
  return row;
}

/**
 * The page a sign-in call comes from when it is not this server's (`<customer-portal>` on a merchant's site,
 * decision 1160): its Origin; undefined on the hosted page and for callers that send none.
 */
function embeddingOrigin(app: FastifyInstance, request: FastifyRequest) {
  const origin = request.headers.origin;
  return origin !== undefined && !allowedOrigins(request, app.config.publicUrl).includes(origin) ? origin : undefined;
}

/**
 * Where the code e-mail's link leads: back to the merchant's page that asked (its Origin, when that is one of the
 * organization's pages, and the page's path), else the hosted page. Never anywhere else: an Origin the organization
 * did not configure gets the hosted page.
 */
async function codeLinkPage(app: FastifyInstance, organizationId: string, origin: string | undefined, pagePath: string | undefined) {
  if (origin !== undefined && (await isOrganizationPage(app, organizationId, origin))) {
    const page = new URL(pagePath ?? '/', origin);
    if (page.origin === origin) return page.href;
  }
  return `${publicBase(app)}/portal/${organizationId}`;
}

/**
 * POST /portal/code. Counted per e-mail and per address whether or not the e-mail bought here, and answered before
 * anything is written or mailed: a known and an unknown e-mail get the same answer after the same work, and only a
 * known one gets a code, issued and mailed once the answer has gone. The code is never logged nor stored in clear.
 */
export async function requestCode(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, body: PortalCodeBody): Promise<PortalCodeSent> {
  const now = app.clock.now();
  await reserveOrRefuse(app.database.db, reply, 'portal-code', body.email, request.ip, now);
  const expiresAt = new Date(now.getTime() + PORTAL_CODE_TTL_MS);
  const buyer = await buyerOf(app, body.organization_id, body.email);
  const origin = embeddingOrigin(app, request);
  if (buyer) {
    afterAnswer(app, reply, 'portal code mail', async () => {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await app.database.db.insert(portalCodes).values({
        organizationId: body.organization_id,
        email: body.email,
        codeHash: codeHash(body.organization_id, body.email, code),
        expiresAt,
        createdAt: now,
      });
      // The fragment never reaches a server nor its logs; the portal page reads it and posts the code.
      const page = await codeLinkPage(app, body.organization_id, origin, body.page_path);
      const link = `${page}#email=${encodeURIComponent(body.email)}&code=${code}`;
      await mailerOf(app).send({
        organizationId: body.organization_id,
        to: body.email,
        ...codeMail({ merchant: buyer.merchant, code, link, expiresAt, language: buyer.language }),
      });
    });
  }
  return { expires_at: expiresAt.toISOString() };
}

/**
 * POST /portal/session: the code, unexpired and unused, spent in the same statement that finds it (two tabs with one
 * code: one session), then a portal session for this e-mail at this merchant. Tries are counted like requests. On
 * the API's own origin the session is the cookie; from one of the organization's pages it is a bearer token bound
 * to that page's origin (decision 1160), and from any other page nothing (403 API-009, the code left unspent).
 */
export async function signInWithCode(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, body: PortalSignInBody): Promise<PortalSignedIn> {
  const db = app.database.db;
  const now = app.clock.now();
  await reserveOrRefuse(db, reply, 'portal-code', body.email, request.ip, now);
  if (!isUuid(body.organization_id)) throw new AppError('POR-001');
  const origin = embeddingOrigin(app, request);
  if (origin !== undefined && !(await isOrganizationPage(app, body.organization_id, origin))) throw new AppError('API-009');
  const [spent] = await db
    .update(portalCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(portalCodes.organizationId, body.organization_id),
        eq(portalCodes.email, body.email),
        eq(portalCodes.codeHash, codeHash(body.organization_id, body.email, body.code)),
        isNull(portalCodes.usedAt),
        gt(portalCodes.expiresAt, now),
      ),
    )
    .returning({ id: portalCodes.id });
  if (!spent) throw new AppError('POR-001');
  const session = await createPortalSession(db, body.organization_id, body.email, now, origin);
  const view = await portalSessionView(db, { organizationId: body.organization_id, email: body.email, expiresAt: session.expiresAt });
  if (origin !== undefined) return { ...view, token: session.id };
  setPortalCookie(reply, app.config.publicUrl?.startsWith('https:') === true, session.id, session.expiresAt);
  return view;
}
