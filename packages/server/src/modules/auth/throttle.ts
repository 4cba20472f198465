import { and, count, eq, gt } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { loginAttempts } from '../../db/schema/index';

/** Failed sign-ins tolerated in the window, per account and per client address. */
export const LOGIN_THROTTLE = {
  windowMs: 15 * 60 * 1000,
  perAccount: 5,
  perAddress: 20,
} as const;

/** Whether a new attempt for this e-mail or from this address must wait; counts only failures in the window. */
export async function isLoginThrottled(db: Queryable, email: string, address: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - LOGIN_THROTTLE.windowMs);
  const failures = (column: typeof loginAttempts.email | typeof loginAttempts.address, value: string) =>
    db
      .select({ n: count() })
      .from(loginAttempts)
      .where(and(eq(column, value), eq(loginAttempts.outcome, 'failure'), gt(loginAttempts.attemptedAt, since)));
  const [[account], [addr]] = await Promise.all([failures(loginAttempts.email, email), failures(loginAttempts.address, address)]);
  return account.n >= LOGIN_THROTTLE.perAccount || addr.n >= LOGIN_THROTTLE.perAddress;
}

export async function recordLoginAttempt(
  db: Queryable,
  attempt: { email: string; address: string; outcome: 'success' | 'failure'; now: Date },
) {
  if (attempt.outcome === 'success') {
    // A successful sign-in clears the account's failures (not the address's: one address may probe many accounts).
    await db
      .delete(loginAttempts)
      .where(and(eq(loginAttempts.email, attempt.email), eq(loginAttempts.outcome, 'failure')));
  }
  await db.insert(loginAttempts).values({
    email: attempt.email,
    address: attempt.address,
    outcome: attempt.outcome,
    attemptedAt: attempt.now,
  });
}
