import type { FastifyInstance } from 'fastify';
import { sweepExpired } from '../maintenance/sweep';
import { settleSandboxDebits } from '../modules/payments/sandbox/confirm';
import { chargePeriod, claimDuePeriods, finishCompleted } from './renewals';

export const BILLING_INTERVAL_MS = 60_000;
/** The sandbox's SEPA debits settle a few seconds after they start: checked more often than billing. */
export const SETTLE_INTERVAL_MS = 2_000;
/** Expired sessions, old login attempts, idempotency keys and checkout sessions (decision 0206). */
export const SWEEP_INTERVAL_MS = 3_600_000;

/**
 * One billing run at the injected clock's "now": finish completed subscriptions, claim due periods and retries,
 * charge each claimed one. Safe to run from several processes at once (claims are unique), and what tests call.
 */
export async function runBilling(app: FastifyInstance) {
  const finished = await finishCompleted(app);
  const claimed = await claimDuePeriods(app);
  for (const period of claimed) {
    try {
      await chargePeriod(app, period);
    } catch (error) {
      // One merchant's provider outage must not stop the others' renewals; the period is retried by its row.
      app.log.error({ err: error, period: period.id }, 'renewal charge failed');
    }
  }
  return { finished, charged: claimed.length };
}

/** Starts the every-minute billing run, the sandbox settle loop and the hourly sweep; stops them when the app closes. */
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
  const timers = [
    setInterval(guarded(() => runBilling(app)), BILLING_INTERVAL_MS),
    setInterval(guarded(() => settleSandboxDebits(app)), SETTLE_INTERVAL_MS),
    setInterval(guarded(() => sweepExpired(app.database.db, app.clock.now())), SWEEP_INTERVAL_MS),
  ];
  for (const timer of timers) timer.unref();
  return () => timers.forEach(clearInterval);
}
