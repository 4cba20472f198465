import type { FastifyInstance } from 'fastify';
import { sweepExpired } from './maintenance/sweep';
import { REVIEW_INTERVAL_MS, runGatewayReviews } from './modules/gateway/index';
import { settleSandboxDebits } from './modules/payment-engine/index';
import { cancelDue } from './modules/purchases/index';
import { type BillingScope, chargePeriod, claimDuePeriods, finishCompleted } from './modules/subscriptions/index';

export const BILLING_INTERVAL_MS = 60_000;
/** The sandbox's SEPA debits settle a few seconds after they start: checked more often than billing. */
export const SETTLE_INTERVAL_MS = 2_000;
/** Expired sessions, old login attempts, idempotency keys and checkout sessions (decision 0206). */
export const SWEEP_INTERVAL_MS = 3_600_000;

/**
 * One billing run at the injected clock's "now" (or as `only` scopes it): cancel subscriptions whose cancel date has
 * come, finish completed ones, claim due periods and retries, charge each claimed one. Safe to run from several
 * processes at once (claims are unique), and what tests call.
 */
export async function runBilling(app: FastifyInstance, only: BillingScope = {}) {
  const canceled = await cancelDue(app);
  const finished = await finishCompleted(app);
  const claimed = await claimDuePeriods(app, only);
  for (const period of claimed) {
    try {
      await chargePeriod(app, period);
    } catch (error) {
      // One merchant's provider outage must not stop the others' renewals; the period is retried by its row.
      app.log.error({ err: error, period: period.id }, 'renewal charge failed');
    }
  }
  return { canceled, finished, charged: claimed.length };
}

/**
 * What the scheduler runs, each on its own timer in every process. No job takes a lock per period: each claims its
 * units of work in the database (a period row under a unique key, a conditional update, a row lock, a plain
 * delete), so N processes ticking at once do each unit once (decision 0230).
 */
export const SCHEDULED_JOBS: { name: string; everyMs: number; run(app: FastifyInstance): Promise<unknown> }[] = [
  { name: 'billing', everyMs: BILLING_INTERVAL_MS, run: runBilling },
  { name: 'sandbox settle', everyMs: SETTLE_INTERVAL_MS, run: (app) => settleSandboxDebits(app) },
  // The sandbox's simulated verification of merchants (decision 0240); with Stripe, account.updated answers instead.
  { name: 'gateway review', everyMs: REVIEW_INTERVAL_MS, run: runGatewayReviews },
  { name: 'sweep', everyMs: SWEEP_INTERVAL_MS, run: (app) => sweepExpired(app.database.db, app.clock.now()) },
];

/** Starts the every-minute billing run, the sandbox settle and review loops and the hourly sweep; stops them when the app closes. */
export function startScheduler(app: FastifyInstance) {
  const guarded = (job: () => Promise<unknown>) => {
    // A slow run is never overlapped by the next tick of the same job in this process; other jobs go on.
    let running = false;
    return async () => {
      if (running) return;
      running = true;
      try {
        await job();
      } catch (error) {
        app.log.error({ err: error }, 'scheduled job failed');
      } finally {
        running = false;
      }
    };
  };
  const timers = SCHEDULED_JOBS.map((job) => setInterval(guarded(() => job.run(app)), job.everyMs));
  for (const timer of timers) timer.unref();
  return () => timers.forEach(clearInterval);
}
