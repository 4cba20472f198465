import { and, lt, notExists, eq } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { checkoutSessions, idempotencyKeys, loginAttempts, passwordTokens, portalCodes, portalSessions, purchases, sessions } from '../db/schema/index';
import { LONGEST_THROTTLE_WINDOW_MS } from '../modules/auth/index';

const HOUR = 3_600_000;

/** How long each kind of short-lived row is kept (decision 0206). */
export const RETENTION_MS = {
  /** Older attempts are never counted by the throttle. */
  loginAttempts: LONGEST_THROTTLE_WINDOW_MS,
  /** Like Stripe's: a retry with the same key after a day is a new request. */
  idempotencyKeys: 24 * HOUR,
  /** A checkout session nobody bought through, a week after it expired (a buyer may still be looking at it). */
  checkoutSessions: 7 * 24 * HOUR,
} as const;

/**
 * Deletes what can no longer be used: expired sign-in sessions, password links, buyer portal codes and sessions, login attempts outside the throttle window, old
 * idempotency keys, and expired checkout sessions that no purchase refers to (a purchase keeps its session: the
 * callback reads the merchant's external ids from it). Idempotent, safe from several processes at once.
 */
export async function sweepExpired(db: Queryable, now: Date) {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const [expiredSessions, attempts, keys, checkout, links, codes, portal] = await Promise.all([
    db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.idHash }),
    db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, before(RETENTION_MS.loginAttempts))).returning({ id: loginAttempts.id }),
    db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before(RETENTION_MS.idempotencyKeys))).returning({ id: idempotencyKeys.id }),
    db
      .delete(checkoutSessions)
      .where(
        and(
          lt(checkoutSessions.expiresAt, before(RETENTION_MS.checkoutSessions)),
          notExists(db.select({ id: purchases.id }).from(purchases).where(eq(purchases.checkoutSessionId, checkoutSessions.id))),
        ),
      )
      .returning({ id: checkoutSessions.id }),
    db.delete(passwordTokens).where(lt(passwordTokens.expiresAt, now)).returning({ id: passwordTokens.tokenHash }),
    db.delete(portalCodes).where(lt(portalCodes.expiresAt, now)).returning({ id: portalCodes.id }),
    db.delete(portalSessions).where(lt(portalSessions.expiresAt, now)).returning({ id: portalSessions.idHash }),
  ]);
  return {
    sessions: expiredSessions.length,
    loginAttempts: attempts.length,
    idempotencyKeys: keys.length,
    checkoutSessions: checkout.length,
    passwordTokens: links.length,
    portalCodes: codes.length,
    portalSessions: portal.length,
  };
}
