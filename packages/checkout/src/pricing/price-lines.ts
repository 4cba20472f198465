import type { Offer } from '../flow/offer';

export interface PriceLines {
  /** What the buyer pays today, in cents; null while it is being computed (a prorated first payment). */
  dueNow: number | null;
  /** The plan's full price per period (per purchase for one-time plans); a variable plan's price of one unit. */
  fullPrice: number;
  currency: string;
  /** The first payment is a proportional part because the plan charges on a fixed day of the month. */
  prorated: boolean;
  paymentDay: number | null;
  /** A variable plan (decision 1139): `fullPrice` is per unit, nothing is due today, each period bills its usage. */
  perUnit: boolean;
}

/**
 * The price summary's figures (public-flows 9: "a payment_day gives a proportional first payment"). The
 * proportional amount is the server's (payment-data's current_price): the checkout never computes money the
 * server will charge differently, so before a method is chosen a prorated plan says "proportional" without a figure.
 * A variable plan only saves the method today, so it is due nothing now and has no fixed amount on a payment day.
 */
export function priceLines(
  plan: Offer['plan'],
  paid: { currentPrice: number | null; fullPrice: number | null; currency: string | null },
): PriceLines {
  const fullPrice = paid.fullPrice ?? plan.unit_amount;
  const currency = paid.currency ?? plan.currency;
  if (plan.type === 'variable') return { dueNow: 0, fullPrice, currency, prorated: false, paymentDay: null, perUnit: true };
  const paymentDay = plan.recurring ? plan.payment_day : null;
  const dueNow = paid.currentPrice ?? (paymentDay === null ? plan.unit_amount : null);
  return {
    dueNow,
    fullPrice,
    currency,
    prorated: paymentDay !== null && dueNow !== fullPrice,
    paymentDay,
    perUnit: false,
  };
}
