import { providerOf } from '@cobro/contracts';
import type { Queryable } from '../db/database';
import { charges, purchases, refunds, type SubscriptionStatus } from '../db/schema/index';
import type { SeededPlan } from './catalog';
import { createChargeFactory, DISPUTE_STATUSES, METHODS, OUTCOMES, type ChargeRow, type Method, type Outcome } from './charge-rows';
import type { SeededCustomer } from './customers';
import type { Random } from './prng';

const DAY = 24 * 60 * 60 * 1000;
const PERIOD_DAYS = { day: 1, week: 7, month: 30, quarterly: 91, semianually: 182, year: 365 } as const;
export const SUBSCRIPTION_STATUSES: readonly SubscriptionStatus[] = [
  'incomplete', 'incomplete_expired', 'trialing', 'active', 'past_due', 'canceled', 'unpaid', 'finished', 'paused',
];
/** Subscriptions seeded per status, and the charge count the one-time sales top up to. */
export const SUBSCRIPTIONS_PER_STATUS = 4;
export const TARGET_CHARGES = 300;
const HISTORY_DAYS = 90;
/** How long ago subscriptions of a status started, in days, where it matters (a trial is recent, ...). */
const STARTED_DAYS_AGO: Partial<Record<SubscriptionStatus, [number, number]>> = {
  trialing: [1, 10],
  incomplete: [0, 1],
  incomplete_expired: [3, 60],
  finished: [50, HISTORY_DAYS - 1],
};

type PurchaseRow = typeof purchases.$inferInsert & { id: string };

export interface SalesContext {
  random: Random;
  now: Date;
  organizationId: string;
  customers: SeededCustomer[];
  plans: SeededPlan[];
  publicUrl: string;
}

/** What a subscription's charges end with, by its status (a past_due one's last charge failed, ...). */
function lastOutcome(status: SubscriptionStatus): Outcome {
  if (status === 'past_due' || status === 'unpaid' || status === 'incomplete_expired') return 'failed';
  if (status === 'incomplete') return 'processing';
  return 'succeeded';
}

export function buildSales(ctx: SalesContext) {
  const { random, now, organizationId } = ctx;
  const makeCharge = createChargeFactory(random, ctx.publicUrl);
  const purchaseRows: PurchaseRow[] = [];
  const chargeRows: ChargeRow[] = [];
  let forced = 0;
  let disputes = 0;
  /** Settled outcomes of a charge that went through: mostly succeeded, some refunded or disputed. */
  const settledOutcome = (): Outcome => {
    const roll = random.next();
    return roll < 0.8 ? 'succeeded' : roll < 0.87 ? 'refunded' : roll < 0.94 ? 'partially_refunded' : 'disputed';
  };
  /** The first one-time sales walk every outcome on every method, so each status shows up; then they are drawn. */
  const oneTimeOutcome = (customer: SeededCustomer): [Method, Outcome] => {
    if (forced < OUTCOMES.length * METHODS.length) {
      const pair: [Method, Outcome] = [METHODS[forced % METHODS.length], OUTCOMES[Math.floor(forced / METHODS.length)]];
      forced += 1;
      return pair;
    }
    const roll = random.next();
    const outcome: Outcome = roll < 0.08 ? 'failed' : roll < 0.14 ? random.pick(['pending', 'processing'] as const) : settledOutcome();
    // Some of the one-time sales through Redsys were paid by Bizum (one-time only, decision 1136); no draw is added,
    // so the rest of the demo stays as it was.
    const method = methodOf(customer);
    return [method === 'redsys' && roll > 0.6 ? 'bizum' : method, outcome];
  };
  const storedMethods = new Map(ctx.customers.flatMap((c) => c.methods.map((m) => [m.id, m] as const)));
  const charge = (purchase: PurchaseRow, method: Method, at: Date, outcome: Outcome) => {
    const stored = purchase.paymentMethodId ? storedMethods.get(purchase.paymentMethodId) : undefined;
    const paidWith = stored ? { brand: stored.brand ?? null, last4: stored.last4 ?? null } : null;
    const row = makeCharge(
      { organizationId, customerId: purchase.customerId, purchaseId: purchase.id, method, paidWith, amount: purchase.amount, createdAt: at },
      outcome,
      DISPUTE_STATUSES[outcome === 'disputed' ? disputes++ % DISPUTE_STATUSES.length : 0],
    );
    chargeRows.push(row);
    return row;
  };
  const methodOf = (customer: SeededCustomer): Method => {
    const roll = random.next();
    if (roll < 0.15) return 'redsys';
    if (roll < 0.25) return 'inespay';
    return customer.methods.some((m) => m.type === 'sepa_debit') && roll < 0.45 ? 'sepa_debit' : 'card';
  };
  const basePurchase = (plan: SeededPlan, customer: SeededCustomer, method: Method, createdAt: Date, status: PurchaseRow['status']): PurchaseRow => {
    const units = plan.type === 'variable' ? random.int(1, 8) : 1;
    const provider = providerOf(method);
    return {
      id: random.uuid(),
      organizationId,
      customerId: customer.id,
      serviceId: plan.serviceId,
      planId: plan.id,
      provider,
      salesChannel: random.chance(0.3) ? 'WIDGET' : 'PAYMENT_LINK',
      status,
      paymentMethod: method,
      paymentMethodId: customer.methods.find((m) => m.type === method)?.id ?? null,
      amount: plan.unitAmount * units,
      currency: 'eur',
      createdAt,
      updatedAt: createdAt,
    };
  };

  const livePlans = ctx.plans.filter((p) => p.status === 'ACTIVE');
  const recurring = livePlans.filter((p) => p.recurring && p.frequency !== 'week');
  const weekly = livePlans.find((p) => p.frequency === 'week')!;
  const oneTime = livePlans.filter((p) => !p.recurring);

  for (const status of SUBSCRIPTION_STATUSES) {
    for (let i = 0; i < SUBSCRIPTIONS_PER_STATUS; i++) {
      // Finished subscriptions are the weekly plan's: six cycles that fit inside the history.
      const plan = status === 'finished' ? weekly : random.pick(recurring);
      const period = PERIOD_DAYS[plan.frequency!] * DAY;
      const customer = random.pick(ctx.customers);
      const method = methodOf(customer);
      const [minDays, maxDays] = STARTED_DAYS_AGO[status] ?? [5, HISTORY_DAYS - 1];
      const started = new Date(now.getTime() - random.int(minDays, maxDays) * DAY - random.int(0, 86_399) * 1000);
      const purchase = basePurchase(plan, customer, method, started, status);
      purchase.subscriptionId = purchase.provider === 'STRIPE' ? `sub_${random.idText(16)}` : `queue_${random.idText(12)}`;
      const cycles = status === 'trialing' ? 0 : status === 'incomplete' || status === 'incomplete_expired' ? 1 : Math.max(1, Math.ceil((now.getTime() - started.getTime()) / period));
      const paid = status === 'finished' ? Math.min(cycles, plan.billingCycles ?? cycles) : status === 'paused' || status === 'canceled' ? Math.max(1, cycles - 1) : cycles;
      let periodStart = started;
      for (let c = 0; c < paid; c++) {
        periodStart = new Date(started.getTime() + c * period);
        const last = c === paid - 1;
        charge(purchase, method, periodStart, last && lastOutcome(status) !== 'succeeded' ? lastOutcome(status) : settledOutcome());
      }
      const periodEnd = new Date(periodStart.getTime() + period);
      purchase.currentPeriodStart = periodStart;
      purchase.currentPeriodEnd = periodEnd;
      purchase.cyclesCompleted = paid;
      purchase.paymentStatus = chargeRows.at(-1)?.purchaseId === purchase.id ? chargeRows.at(-1)!.status : null;
      if (['active', 'past_due', 'unpaid', 'trialing'].includes(status)) purchase.nextRecurringDate = periodEnd;
      if (status === 'canceled') purchase.canceledAt = new Date(periodEnd.getTime() - random.int(1, 5) * DAY);
      if (status === 'paused') purchase.pausedAt = new Date(periodStart.getTime() + DAY);
      if (status === 'finished') purchase.finishDate = periodEnd;
      // One active subscription is set to end in the future (the cancel-date tooltip).
      if (status === 'active' && i === 0) purchase.cancelAt = new Date(now.getTime() + 20 * DAY);
      if (plan.billingCycles && status !== 'finished') purchase.finishDate = new Date(started.getTime() + plan.billingCycles * period);
      purchaseRows.push(purchase);
    }
  }

  // One-time sales fill the history up to the target number of charges.
  while (chargeRows.length < TARGET_CHARGES) {
    const customer = random.pick(ctx.customers);
    const plan = random.pick(oneTime);
    const at = new Date(now.getTime() - random.int(0, HISTORY_DAYS - 1) * DAY - random.int(0, 86_399) * 1000);
    const [method, outcome] = oneTimeOutcome(customer);
    const purchase = basePurchase(plan, customer, method, at, 'paid');
    const row = charge(purchase, method, at, outcome);
    purchase.status = row.status === 'failed' ? 'failed' : row.status === 'pending' || row.status === 'processing' ? 'pending' : row.status === 'paid' ? 'paid' : 'succeeded';
    purchase.paymentStatus = row.status;
    purchaseRows.push(purchase);
  }

  const refundRows = chargeRows
    .filter((c) => (c.amountRefunded ?? 0) > 0)
    .map((c) => ({
      organizationId,
      chargeId: c.id,
      amount: c.amountRefunded!,
      status: 'succeeded' as const,
      reason: c.refundReason,
      providerId: `re_${random.idText(16)}`,
      createdAt: new Date(Math.min(now.getTime(), c.createdAt.getTime() + random.int(1, 6) * DAY)),
    }));
  return { purchases: purchaseRows, charges: chargeRows, refunds: refundRows };
}

export async function insertSales(db: Queryable, sales: ReturnType<typeof buildSales>) {
  const chunk = <T>(rows: T[], size = 100) => Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));
  for (const rows of chunk(sales.purchases)) await db.insert(purchases).values(rows);
  for (const rows of chunk(sales.charges)) await db.insert(charges).values(rows);
  for (const rows of chunk(sales.refunds)) if (rows.length) await db.insert(refunds).values(rows);
}
