import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { passwordTokens } from '../../db/schema/index';
import { hashPasswordToken, newPasswordToken, PASSWORD_TOKEN_TTL_MS, tokenUsable, type PasswordTokenType } from './token-rules';

/** Stores a new link's hash for the user and answers the token itself, which only the mail carries. */
export async function issuePasswordToken(db: Queryable, userId: string, type: PasswordTokenType, now: Date) {
  const token = newPasswordToken();
  await db.insert(passwordTokens).values({
    tokenHash: hashPasswordToken(token),
    userId,
    type,
    expiresAt: new Date(now.getTime() + PASSWORD_TOKEN_TTL_MS[type]),
    createdAt: now,
  });
  return token;
}

/** How many links of this kind the user has that still open. */
export async function openPasswordTokens(db: Queryable, userId: string, type: PasswordTokenType, now: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(passwordTokens)
    .where(
      and(eq(passwordTokens.userId, userId), eq(passwordTokens.type, type), isNull(passwordTokens.usedAt), gt(passwordTokens.expiresAt, now)),
    );
  return row.n;
}

/** Whether a link opens: its token is known, of this kind, unused and not expired. */
export async function passwordTokenUsable(db: Queryable, token: string, type: PasswordTokenType, now: Date) {
  const [row] = await db.select().from(passwordTokens).where(eq(passwordTokens.tokenHash, hashPasswordToken(token)));
  return tokenUsable(row, type, now);
}

/**
 * Uses a link up: one atomic update, so of two simultaneous uses only one gets the user back; the other (and an
 * unknown, expired or used token) gets null. The user's other unused links are used up with it.
 */
export async function consumePasswordToken(db: Queryable, token: string, type: PasswordTokenType, now: Date) {
  const [row] = await db
    .update(passwordTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordTokens.tokenHash, hashPasswordToken(token)),
        eq(passwordTokens.type, type),
        isNull(passwordTokens.usedAt),
        gt(passwordTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordTokens.userId });
  if (!row) return null;
  await db
    .update(passwordTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordTokens.userId, row.userId), isNull(passwordTokens.usedAt)));
  return row.userId;
}
