import { PLAN_LIMITS } from '../constants';
import type { ProductPlan } from '../entities/product-plans';

/** Spanish VAT on the product's own plans: plan prices are before it (dashboard-core 2 "price plus VAT"). */
export const PRODUCT_VAT_RATE = 0.21;

export type PlanTier = 'START' | 'GROWTH' | 'SCALE';
const TIERS: readonly PlanTier[] = ['START', 'GROWTH', 'SCALE'];

/** The tier a plan name carries (public-flows 9: descriptions are chosen by START, GROWTH or SCALE in the name). */
export const planTier = (name: string): PlanTier | null => TIERS.find((tier) => name.toUpperCase().includes(tier)) ?? null;

/**
 * The processing limit of a plan in cents, and what it is counted over (dashboard-core 9): a monthly plan (and the
 * free plan, no plan at all) per calendar month, an annual plan per year of subscription.
 */
export function planLimit(plan: Pick<ProductPlan, 'name' | 'type'> | null): { cents: number; per: 'month' | 'year' } {
  const tier = plan ? planTier(plan.name) : null;
  if (!plan || !tier) return { cents: PLAN_LIMITS.FREE.monthly * 100, per: 'month' };
  return plan.type === 'YEAR'
    ? { cents: PLAN_LIMITS[tier].annual * 100, per: 'year' }
    : { cents: PLAN_LIMITS[tier].monthly * 100, per: 'month' };
}

/** Whether the volume processed in the limit's period (cents) is over the limit. */
export const isPlanExceeded = (volumeCents: number, limit: { cents: number }) => volumeCents > limit.cents;

/** VAT of a net amount, in cents rounded half up. */
export const vatOf = (netCents: number) => Math.round(netCents * PRODUCT_VAT_RATE);

/** A net price with its VAT and the total the card is charged. */
export const withVat = (netCents: number) => ({ net: netCents, tax: vatOf(netCents), gross: netCents + vatOf(netCents) });

/** A VAT-inclusive amount split back into net and tax (the tax is what is left, so both add up to it exactly). */
export function splitGross(grossCents: number): { net: number; tax: number } {
  const net = Math.round(grossCents / (1 + PRODUCT_VAT_RATE));
  return { net, tax: grossCents - net };
}

/**
 * The tax percentage the plan payment page shows: the tax amount against the net (public-flows 9), both in cents
 * (the page divides each by 100 first, which cancels out), to a whole percent; 0 when there is no net.
 */
export const taxPercentage = (currentAmount: number, totalTaxAmount: number) =>
  currentAmount === 0 ? 0 : Math.round((totalTaxAmount / currentAmount) * 100);

const DAY = 86_400_000;
const utcDay = (at: Date) => Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());

/** The next payment of a monthly plan: day 1 of the next month (a purchase on day 1 pays that whole month). */
export function nextPaymentDate(today: Date): Date {
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1));
}

/**
 * What a monthly plan bought today costs now: the days from today to the next day 1 over the days of this month,
 * rounded to the cent (on day 1 the full price). The same arithmetic as the payment engine's first period.
 */
export function proratedAmount(monthlyCents: number, today: Date): number {
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1);
  const next = nextPaymentDate(today).getTime();
  const daysLeft = Math.round((next - utcDay(today)) / DAY);
  const daysInMonth = Math.round((next - start) / DAY);
  return Math.round((monthlyCents * daysLeft) / daysInMonth);
}
