import { and, count, eq, gt, min, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { plans } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import type { WidgetMode } from './widget-access-rules';

/**
 * New plans the web-services buttons of one widget key may create per window (decision 1011). A test key's page
 * can be called by anyone holding the public key, with any price; a live key's plans are signed by the merchant,
 * whose catalog still grows only as fast as buyers reach new products.
 */
export const BUTTON_PLAN_QUOTA = { windowMs: 60 * 60 * 1000, test: 20, live: 100 } as const;

/** 429 API-007 with the seconds until the key may create again, which the route sends as Retry-After. */
export class ButtonPlanQuotaError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('API-007', { details: { reason: 'button_plan_quota' } });
  }
}

/**
 * Counts one more button plan against the key's window, inside the transaction that creates it, or throws
 * ButtonPlanQuotaError. The count is of the plans themselves (created_at by the injected clock), under a
 * transaction-scoped advisory lock per organization and key mode, so concurrent creations on any process are
 * counted one after another. Callers hold the per-name lock first (always the same order: no deadlock).
 */
export async function takeButtonPlanQuota(tx: Tx, organizationId: string, mode: WidgetMode, now: Date) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`widget-plan-quota:${organizationId}:${mode}`}, 0))`);
  const since = new Date(now.getTime() - BUTTON_PLAN_QUOTA.windowMs);
  const [row] = await tx
    .select({ n: count(), oldest: min(plans.createdAt) })
    .from(plans)
    .where(
      and(eq(plans.organizationId, organizationId), eq(plans.origin, 'button'), eq(plans.keyMode, mode), gt(plans.createdAt, since)),
    );
  if (row.n < BUTTON_PLAN_QUOTA[mode]) return;
  // The window frees a place when its oldest plan leaves it.
  const freedAt = new Date(row.oldest!).getTime() + BUTTON_PLAN_QUOTA.windowMs;
  throw new ButtonPlanQuotaError(Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000)));
}
