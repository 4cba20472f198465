import { and, count, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { passwordTokens } from '../../db/schema/index';
import { hashLinkToken, LINK_TOKEN_TTL_MS, linkFamily, newLinkToken, tokenUsable, type LinkTokenType } from './token-rules';

/** Stores a new link's hash for the user and answers the token itself, which only the mail carries. */
export async function issueLinkToken(db: Queryable, userId: string, type: LinkTokenType, now: Date) {
  const token = newLinkToken();
  await db.insert(passwordTokens).values({
    tokenHash: hashLinkToken(token),
    userId,
    type,
    expiresAt: new Date(now.getTime() + LINK_TOKEN_TTL_MS[type]),
    createdAt: now,
  });
  return token;
}

/** The user's unused, unexpired links of these kinds. */
const openOf = (userId: string, types: LinkTokenType[], now: Date) =>
  and(eq(passwordTokens.userId, userId), inArray(passwordTokens.type, types), isNull(passwordTokens.usedAt), gt(passwordTokens.expiresAt, now));

/** How many links of this kind the user has that still open. */
export async function openLinkTokens(db: Queryable, userId: string, type: LinkTokenType, now: Date) {
  const [row] = await db.select({ n: count() }).from(passwordTokens).where(openOf(userId, [type], now));
  return row.n;
}

/** Whether a link opens: its token is known, of this kind, unused and not expired. */
export async function linkTokenUsable(db: Queryable, token: string, type: LinkTokenType, now: Date) {
  const [row] = await db.select().from(passwordTokens).where(eq(passwordTokens.tokenHash, hashLinkToken(token)));
  return tokenUsable(row, type, now);
}

/** Uses up the user's open links of a kind's family (a password changed: no reset link may change it again). */
export async function useUpLinks(db: Queryable, userId: string, type: LinkTokenType, now: Date) {
  await db.update(passwordTokens).set({ usedAt: now }).where(openOf(userId, linkFamily(type), now));
}

/**
 * Uses a link up: one atomic update, so of two simultaneous uses only one gets the user back; the other (and an
 * unknown, expired or used token) gets null. The user's other open links of its family are used up with it.
 */
export async function consumeLinkToken(db: Queryable, token: string, type: LinkTokenType, now: Date) {
  const [row] = await db
    .update(passwordTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordTokens.tokenHash, hashLinkToken(token)),
        eq(passwordTokens.type, type),
        isNull(passwordTokens.usedAt),
        gt(passwordTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordTokens.userId });
  if (!row) return null;
  await useUpLinks(db, row.userId, type, now);
  return row.userId;
}
