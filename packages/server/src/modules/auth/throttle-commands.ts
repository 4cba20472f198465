import { and, count, eq, gt, inArray, min, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db, Queryable } from '../../db/database';
import { loginAttempts } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';

export type ThrottledAction = 'login' | 'sign-up' | 'forgot-password' | 'portal-code';
type Outcome = (typeof loginAttempts.$inferSelect)['outcome'];

const MINUTE = 60 * 1000;

/**
 * Attempts tolerated in each action's window, per e-mail and per client address (decisions 0201, 0210). Sign-in
 * counts failures only (and attempts still pending, which may yet fail); sign-up and forgot-password count every
 * request, since each one creates an account or may send a mail, and a refused sign-up (REG-002) tells whether an
 * e-mail has an account. Sign-up covers every account an anonymous request opens (the first Google sign-in too).
 */
export const THROTTLES: Record<ThrottledAction, { windowMs: number; perEmail: number; perAddress: number; counted: Outcome[] }> = {
  login: { windowMs: 15 * MINUTE, perEmail: 5, perAddress: 20, counted: ['failure', 'pending'] },
  'sign-up': { windowMs: 60 * MINUTE, perEmail: 5, perAddress: 10, counted: ['counted'] },
  'forgot-password': { windowMs: 60 * MINUTE, perEmail: 5, perAddress: 20, counted: ['counted'] },
  // The buyer portal (decision 1152): asking for a code and trying one both count, so neither the mails nor the
  // guesses of a six-digit code go far.
  'portal-code': { windowMs: 15 * MINUTE, perEmail: 10, perAddress: 30, counted: ['counted'] },
};

/** Sign-in's limits, by their historical names (decision 0201). */
export const LOGIN_THROTTLE = {
  windowMs: THROTTLES.login.windowMs,
  perAccount: THROTTLES.login.perEmail,
  perAddress: THROTTLES.login.perAddress,
} as const;

/** The longest window: older attempts are never counted, so the sweep may delete them. */
export const LONGEST_THROTTLE_WINDOW_MS = Math.max(...Object.values(THROTTLES).map((t) => t.windowMs));

/** A reserved attempt's id, or how many seconds until the limit that refused it lets one through again. */
export type Reservation = { id: string } | { retryAfterSeconds: number };

const lockKey = (db: Queryable, key: string) => db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);

/**
 * Reserves an attempt of an action before it runs, or answers when to retry if the e-mail or the address has used
 * up its window. Check and reservation are one step: a transaction holding advisory locks on the e-mail and on the
 * address counts the window and inserts the row, so simultaneous attempts (on any process sharing the database)
 * are counted one after another. Locks are always taken e-mail first, so two attempts never wait on each other in a
 * cycle. A sign-in is inserted `pending` and settled later; a pending row left by a crash counts as a failure
 * until the window passes.
 */
export async function reserveAttempt(db: Db, action: ThrottledAction, email: string, address: string, now: Date): Promise<Reservation> {
  const limits = THROTTLES[action];
  const since = new Date(now.getTime() - limits.windowMs);
  return db.transaction(async (tx) => {
    // The login keys keep their names from decision 0201, so processes of the previous version share the locks.
    const prefix = action === 'login' ? 'login:account' : `${action}:email`;
    await lockKey(tx, `${prefix}:${email}`);
    await lockKey(tx, `${action}:address:${address}`);
    const window = async (column: typeof loginAttempts.email | typeof loginAttempts.address, value: string) => {
      const [row] = await tx
        .select({ n: count(), oldest: min(loginAttempts.attemptedAt) })
        .from(loginAttempts)
        .where(
          and(
            eq(loginAttempts.action, action),
            eq(column, value),
            inArray(loginAttempts.outcome, limits.counted),
            gt(loginAttempts.attemptedAt, since),
          ),
        );
      return row;
    };
    // One after the other: the transaction's one connection takes a query at a time.
    const byEmail = await window(loginAttempts.email, email);
    const byAddress = await window(loginAttempts.address, address);
    const full = [
      byEmail.n >= limits.perEmail ? byEmail.oldest : null,
      byAddress.n >= limits.perAddress ? byAddress.oldest : null,
    ].filter((oldest): oldest is Date => oldest !== null);
    if (full.length) {
      // Refused attempts are not recorded, so a full window holds exactly its limit: one frees when the oldest leaves.
      const freed = Math.max(...full.map((oldest) => new Date(oldest).getTime() + limits.windowMs));
      return { retryAfterSeconds: Math.max(1, Math.ceil((freed - now.getTime()) / 1000)) };
    }
    const [row] = await tx
      .insert(loginAttempts)
      .values({ action, email, address, outcome: action === 'login' ? 'pending' : 'counted', attemptedAt: now })
      .returning({ id: loginAttempts.id });
    return { id: row.id };
  });
}

/** Reserves an attempt, or answers what every throttled call answers: 429 API-007 with Retry-After. */
export async function reserveOrRefuse(db: Db, reply: FastifyReply, action: ThrottledAction, email: string, address: string, now: Date) {
  const reservation = await reserveAttempt(db, action, email, address, now);
  if ('id' in reservation) return reservation.id;
  reply.header('retry-after', String(reservation.retryAfterSeconds));
  throw new AppError('API-007');
}

/** Turns a reserved sign-in into its outcome once the password has been checked. */
export async function settleLoginAttempt(db: Db, attempt: { id: string; email: string; outcome: 'success' | 'failure' }) {
  if (attempt.outcome === 'failure') {
    await db.update(loginAttempts).set({ outcome: 'failure' }).where(eq(loginAttempts.id, attempt.id));
    return;
  }
  await db.transaction(async (tx) => {
    // A successful sign-in clears the account's failures (not the address's: one address may probe many accounts).
    // Attempts still pending are left to settle: each may yet be a failure.
    await tx
      .delete(loginAttempts)
      .where(and(eq(loginAttempts.action, 'login'), eq(loginAttempts.email, attempt.email), eq(loginAttempts.outcome, 'failure')));
    await tx.update(loginAttempts).set({ outcome: 'success' }).where(eq(loginAttempts.id, attempt.id));
  });
}
