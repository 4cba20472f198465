import type { FastifyInstance } from 'fastify';
import { settleSandboxDebits } from '../modules/payments/sandbox/confirm';
import { chargePeriod, claimDuePeriods, finishCompleted } from './renewals';

export const BILLING_INTERVAL_MS = 60_000;
/** The sandbox's SEPA debits settle a few seconds after they start: checked more often than billing. */
export const SETTLE_INTERVAL_MS = 2_000;

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

/** Starts the every-minute billing run and the sandbox settle loop; stops them when the app closes. */
export function startScheduler(app: FastifyInstance) {
  let running = false;
  const guarded = (job: () => Promise<unknown>) => async () => {
    // A slow run is never overlapped by the next tick of the same process.
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
  const timers = [
    setInterval(guarded(() => runBilling(app)), BILLING_INTERVAL_MS),
    setInterval(guarded(() => settleSandboxDebits(app)), SETTLE_INTERVAL_MS),
  ];
  for (const timer of timers) timer.unref();
  return () => timers.forEach(clearInterval);
}
