import { PLATFORM_FEE_CUTOFF } from '../constants';
import { DISPUTED_CHARGE_STATUSES, refundableAmount, type Charge, type ChargeStatus } from '../entities/charge';
import { normalizePaymentMethod, type ChargePaymentMethod, type Provider } from '../entities/payment-method';
import type { Frequency } from '../entities/plan';
import type { Purchase, PurchaseStatus, SubscriptionStatus } from '../entities/purchase';
import { FIELD_MESSAGES } from '../messages';
import { providerOf } from './payment-rules';

/**
 * The money rules of customers, charges and purchases (dashboard-core 4, 5 and 9). The dashboard's menus and
 * dialogs and the reference server ask the same functions, so an action the UI offers is one the server accepts.
 */

export { refundableAmount };
export { abandonedAttemptCutoff, isAbandonedAttempt, UNATTEMPTED_FAILURES } from './attempt-rules';

const SETTLED: readonly ChargeStatus[] = ['paid', 'succeeded'];
const isSettled = (status: ChargeStatus) => SETTLED.includes(status);
export const isDisputed = (status: ChargeStatus) => DISPUTED_CHARGE_STATUSES.includes(status);

/** The provider that moved a charge's money: its purchase's, else the one its method implies. */
export function chargeProvider(charge: Pick<Charge, 'purchase' | 'payment_method'>): Provider {
  if (charge.purchase) return charge.purchase.provider;
  return providerOf(normalizePaymentMethod(charge.payment_method as ChargePaymentMethod));
}

type RefundState = Pick<Charge, 'amount' | 'amount_refunded' | 'status' | 'refunded' | 'stripe_id' | 'purchase' | 'payment_method'>;

/**
 * Refund is allowed when amount_refunded < amount, status is paid or succeeded, not refunded, and the provider
 * is the card provider with its identifier present, or REDSYS.
 */
export function canRefund(charge: RefundState): boolean {
  const provider = chargeProvider(charge);
  const providerAllows = (provider === 'STRIPE' && Boolean(charge.stripe_id)) || provider === 'REDSYS';
  return charge.amount_refunded < charge.amount && isSettled(charge.status) && !charge.refunded && providerAllows;
}

export type RefundAmountCheck =
  | { ok: true; amount: number }
  | { ok: false; code: 'CHA-006'; message: typeof FIELD_MESSAGES.missingField | typeof FIELD_MESSAGES.invalidRefund; remaining: number };

/**
 * The refund amount (cents) is required, greater than 0 and not above amount minus already refunded, compared in
 * cents; otherwise CHA-006 with the remaining amount for the message.
 */
export function validateRefundAmount(
  amount: number | null | undefined,
  charge: Pick<Charge, 'amount' | 'amount_refunded'>,
): RefundAmountCheck {
  const remaining = refundableAmount(charge);
  if (amount === null || amount === undefined || Number.isNaN(amount)) {
    return { ok: false, code: 'CHA-006', message: FIELD_MESSAGES.missingField, remaining };
  }
  if (!Number.isInteger(amount) || amount <= 0 || amount > remaining) {
    return { ok: false, code: 'CHA-006', message: FIELD_MESSAGES.invalidRefund, remaining };
  }
  return { ok: true, amount };
}

type ReceiptState = Pick<Charge, 'receipt_url' | 'refunded' | 'status' | 'purchase' | 'payment_method'> & {
  plans: readonly Pick<Charge['plans'][number], 'type'>[];
};

/**
 * Whether a charge has Cobro's own receipt, recibo.pdf, rendered from the charge itself: every charge whose money
 * moved, whatever its method (settled, refunded since, or disputed), so a Redsys, Bizum or Inespay buyer has one as a
 * card buyer does (decision 1165). Not `receipt_url`, the spec's field, which only card-provider charges carry.
 */
export const hasReceipt = (charge: Pick<Charge, 'status'>) =>
  isSettled(charge.status) || charge.status === 'refunded' || isDisputed(charge.status);

/** Send receipt (charge list): receipt_url, not refunded, not disputed, card provider, at least one fixed plan. */
export const canSendReceipt = (charge: ReceiptState) =>
  Boolean(charge.receipt_url) &&
  !charge.refunded &&
  !isDisputed(charge.status) &&
  chargeProvider(charge) === 'STRIPE' &&
  charge.plans.some((plan) => plan.type === 'fixed');

/** Send receipt (customer detail): the list rule, and the status must be paid or succeeded. */
export const canSendCustomerReceipt = (charge: ReceiptState) => canSendReceipt(charge) && isSettled(charge.status);

export type ChargeStatusGroup = 'succeeded' | 'incomplete' | 'processing' | 'error' | 'disputed';

/**
 * succeeded/paid; pending (an attempt the buyer has not submitted, attempt-rules.ts) as incomplete; processing;
 * failed as error; the disputed group; others raw.
 */
export function chargeStatusGroup(status: ChargeStatus): ChargeStatusGroup | ChargeStatus {
  if (isSettled(status)) return 'succeeded';
  if (status === 'pending') return 'incomplete';
  if (status === 'processing') return 'processing';
  if (status === 'failed') return 'error';
  if (isDisputed(status)) return 'disputed';
  return status;
}

/** Colours the table names; `neutral` where it names none (decision 0901). */
export type BadgeTone = 'red' | 'yellow' | 'blue' | 'green' | 'neutral';
export interface PurchaseBadge {
  /** What the badge says: the status itself or the table's "shown as" word. */
  label: 'debt' | 'incomplete' | 'complete' | 'processing' | PurchaseStatus;
  tone: BadgeTone;
}

/** Purchase badges, exactly the table of dashboard-core 4. */
export function purchaseBadge(status: PurchaseStatus): PurchaseBadge {
  switch (status) {
    case 'canceled':
      return { label: 'canceled', tone: 'red' };
    case 'past_due':
      return { label: 'past_due', tone: 'yellow' };
    case 'unpaid':
      return { label: 'debt', tone: 'red' };
    case 'incomplete':
    case 'incomplete_expired':
    case 'failed':
      return { label: 'incomplete', tone: 'neutral' };
    case 'paused':
      return { label: 'paused', tone: 'blue' };
    case 'active':
      return { label: 'active', tone: 'green' };
    case 'paid':
    case 'succeeded':
      return { label: 'complete', tone: 'neutral' };
    case 'pending':
      return { label: 'processing', tone: 'neutral' };
    default:
      return { label: status, tone: 'neutral' };
  }
}

type PurchaseState = Pick<Purchase, 'status' | 'provider' | 'subscription' | 'finish_date' | 'canceled_at' | 'payment_status'> & {
  plan: Pick<Purchase['plan'], 'recurring'>;
};

const fromSeconds = (seconds: number | null | undefined) => (seconds == null ? null : new Date(seconds * 1000).toISOString());

/**
 * Relevant end date (ISO, or null for a dash): cancel_at if active; canceled_at if canceled; current period end
 * if paused; otherwise finish_date for card and REDSYS providers; otherwise none.
 */
export function relevantEndDate(purchase: PurchaseState): string | null {
  const subscription = purchase.subscription;
  if (purchase.status === 'active') return fromSeconds(subscription?.cancel_at);
  if (purchase.status === 'canceled') return purchase.canceled_at ?? fromSeconds(subscription?.canceled_at);
  if (purchase.status === 'paused') return fromSeconds(subscription?.current_period_end);
  if (purchase.provider === 'STRIPE' || purchase.provider === 'REDSYS') return purchase.finish_date;
  return null;
}

/** The cancel-date tooltip shows when the cancel date lies in the future. */
export const showCancelTooltip = (purchase: Pick<Purchase, 'subscription'>, now: Date) => {
  const cancelAt = purchase.subscription?.cancel_at;
  return cancelAt != null && cancelAt * 1000 > now.getTime();
};

const subscriptionIn = (purchase: Pick<Purchase, 'subscription'>, statuses: readonly SubscriptionStatus[]) =>
  purchase.subscription != null && statuses.includes(purchase.subscription.status);

/** Change payment method: subscription status debt (unpaid), active, past_due or paused. */
export const canChangePaymentMethod = (purchase: Pick<Purchase, 'subscription'>) =>
  subscriptionIn(purchase, ['unpaid', 'active', 'past_due', 'paused']);

/** Manual payment: subscription status unpaid or past_due. */
export const canManualPay = (purchase: Pick<Purchase, 'subscription'>) => subscriptionIn(purchase, ['unpaid', 'past_due']);

const CANCELLABLE: readonly string[] = ['active', 'paused', 'unpaid', 'past_due'];

/**
 * Cancel: subscription status active, paused, unpaid or past_due; or, for REDSYS and card-provider recurring
 * purchases, when the payment status is one of those.
 */
export function canCancel(purchase: PurchaseState): boolean {
  if (subscriptionIn(purchase, CANCELLABLE as SubscriptionStatus[])) return true;
  const recurringOnProvider = purchase.plan.recurring && (purchase.provider === 'REDSYS' || purchase.provider === 'STRIPE');
  return recurringOnProvider && CANCELLABLE.includes(purchase.payment_status ?? '');
}

/** Pause and resume are not ruled by the spec beyond their dialogs: an active subscription pauses, a paused one resumes (decision 0901). */
export const canPause = (purchase: Pick<Purchase, 'subscription'>) => subscriptionIn(purchase, ['active']);
export const canResume = (purchase: Pick<Purchase, 'subscription'>) => subscriptionIn(purchase, ['paused']);

/** Which cancel call: PUT /purchases/{id}/cancel for card-provider subscriptions, the queue path for others. */
export const cancelCall = (purchase: Pick<Purchase, 'provider' | 'subscription_id'>) =>
  purchase.provider === 'STRIPE' && purchase.subscription_id ? ('cancelPurchase' as const) : ('cancelQueuedPurchase' as const);

/** Calendar month of a moment in Spain, where the merchants are: `2026-03`. */
const monthIn = (date: Date | string, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' }).format(new Date(date));

/** Charges whose money moved: the ones spending and recurring revenue count (decision 0900). */
const collected = (charge: Pick<Charge, 'status' | 'refunded'>) =>
  !charge.refunded && (isSettled(charge.status) || isDisputed(charge.status));

/** Months per charge of each frequency, as section 9 writes it (quarterly and semianually by decision 0900). */
const MONTHLY_FACTOR: Record<Frequency, number> = { month: 1, year: 1 / 12, week: 4, day: 30, quarterly: 1 / 3, semianually: 1 / 6 };

type RevenueCharge = Pick<Charge, 'amount' | 'amount_refunded' | 'status' | 'refunded' | 'created_at'> & {
  plans: readonly Pick<Charge['plans'][number], 'recurring' | 'frequency'>[];
};

/**
 * Monthly recurring revenue (cents): monthly plan amount as is, annual / 12, weekly * 4, daily * 30, minus the
 * refunded amount; only charges created this month and not refunded.
 */
export function monthlyRecurringRevenue(charges: readonly RevenueCharge[], now: Date, timeZone = 'Europe/Madrid'): number {
  const month = monthIn(now, timeZone);
  let total = 0;
  for (const charge of charges) {
    if (!collected(charge) || monthIn(charge.created_at, timeZone) !== month) continue;
    const plan = charge.plans.find((p) => p.recurring && p.frequency);
    if (!plan?.frequency) continue;
    total += charge.amount * MONTHLY_FACTOR[plan.frequency] - charge.amount_refunded;
  }
  return Math.round(total);
}

/** Customer spending (cents): sum of non-refunded charges' amount minus refunded amount. */
export const customerSpending = (charges: readonly Pick<Charge, 'amount' | 'amount_refunded' | 'status' | 'refunded'>[]) =>
  charges.filter(collected).reduce((sum, c) => sum + c.amount - c.amount_refunded, 0);

/** The card provider's fee kinds that make up the displayed fee. */
export const CARD_PROVIDER_FEE_TYPES = ['application', 'provider', 'card', 'sepa', 'afterpay'] as const;

export interface DisplayedFee {
  fee: number;
  net: number;
  /** INESPAY and REDSYS net and fee are shown as approximate (REDSYS's as agreed with the bank). */
  approximate: boolean;
}

type FeeState = Pick<Charge, 'amount' | 'amount_refunded' | 'amount_fee' | 'amount_net' | 'amount_fee_details' | 'created_at' | 'purchase' | 'payment_method'>;

/**
 * Fees: card-provider fee types summed; for charges created before 30 March 2023 the platform fee is subtracted
 * from the displayed fee. INESPAY and REDSYS show their stored fee and net, as approximate.
 */
export function displayedFee(charge: FeeState): DisplayedFee {
  const provider = chargeProvider(charge);
  if (provider !== 'STRIPE') {
    const fee = charge.amount_fee ?? charge.amount_fee_details.reduce((sum, d) => sum + d.amount, 0);
    return { fee, net: charge.amount_net ?? charge.amount - fee, approximate: true };
  }
  const sumOf = (types: readonly string[]) =>
    charge.amount_fee_details.filter((d) => types.includes(d.type)).reduce((sum, d) => sum + d.amount, 0);
  // Midnight in Madrid (summer time had begun on 26 March 2023).
  const beforeCutoff = new Date(charge.created_at).getTime() < Date.parse(`${PLATFORM_FEE_CUTOFF}T00:00:00+02:00`);
  const fee = sumOf(CARD_PROVIDER_FEE_TYPES) - (beforeCutoff ? sumOf(['platform']) : 0);
  return { fee, net: charge.amount - charge.amount_refunded - fee, approximate: false };
}
