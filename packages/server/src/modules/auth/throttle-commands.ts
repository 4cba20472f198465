import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/database';
import { loginAttempts } from '../../db/schema/index';

/** Failed sign-ins tolerated in the window, per account and per client address. */
export const LOGIN_THROTTLE = {
  windowMs: 15 * 60 * 1000,
  perAccount: 5,
  perAddress: 20,
} as const;

/** Outcomes that count against the limits: a pending attempt may still fail, so it is counted until it settles. */
const COUNTED = ['failure', 'pending'] as const;

const lockKey = (db: Queryable, key: string) => db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);

/**
 * Reserves a sign-in attempt before the password is checked, or answers null when the account or the address has
 * used up its window. Check and reservation are one step: a transaction holding advisory locks on the account and
 * on the address counts the window and inserts a pending row, so simultaneous attempts (on any process sharing
 * the database) are counted one after another. Locks are always taken account first, so two attempts never wait
 * on each other in a cycle. A pending row left by a crash counts as a failure until the window passes.
 */
export async function reserveLoginAttempt(db: Db, email: string, address: string, now: Date): Promise<string | null> {
  const since = new Date(now.getTime() - LOGIN_THROTTLE.windowMs);
  return db.transaction(async (tx) => {
    await lockKey(tx, `login:account:${email}`);
    await lockKey(tx, `login:address:${address}`);
    const counted = (column: typeof loginAttempts.email | typeof loginAttempts.address, value: string) =>
      tx
        .select({ n: count() })
        .from(loginAttempts)
        .where(and(eq(column, value), inArray(loginAttempts.outcome, [...COUNTED]), gt(loginAttempts.attemptedAt, since)));
    // One after the other: the transaction's one connection takes a query at a time.
    const [account] = await counted(loginAttempts.email, email);
    const [addr] = await counted(loginAttempts.address, address);
    if (account.n >= LOGIN_THROTTLE.perAccount || addr.n >= LOGIN_THROTTLE.perAddress) return null;
    const [row] = await tx
      .insert(loginAttempts)
      .values({ email, address, outcome: 'pending', attemptedAt: now })
      .returning({ id: loginAttempts.id });
    return row.id;
  });
}

/** Turns a reserved attempt into its outcome once the password has been checked. */
export async function settleLoginAttempt(db: Db, attempt: { id: string; email: string; outcome: 'success' | 'failure' }) {
  if (attempt.outcome === 'failure') {
    await db.update(loginAttempts).set({ outcome: 'failure' }).where(eq(loginAttempts.id, attempt.id));
    return;
  }
  await db.transaction(async (tx) => {
    // A successful sign-in clears the account's failures (not the address's: one address may probe many accounts).
    // Attempts still pending are left to settle: each may yet be a failure.
    await tx.delete(loginAttempts).where(and(eq(loginAttempts.email, attempt.email), eq(loginAttempts.outcome, 'failure')));
    await tx.update(loginAttempts).set({ outcome: 'success' }).where(eq(loginAttempts.id, attempt.id));
  });
}
