import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  isMoneyMovingStatus,
  isOpenPurchaseStatus,
  PAYMENTS_PREFIX,
  providerOf,
  RETURN_PARAMS,
  type PaymentDataBody,
  type PaymentDataResponse,
} from '@cobro/contracts';
import type { Tx } from '../../db/database';
import { charges, purchases } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import { emitEvent } from '../../realtime/emit';
import { publicBaseUrl } from '../../storage/index';
import { firstPeriod } from './billing-period-rules';
import { fullName } from '../customers/index';
import { chargeIntent } from './charge-intent-commands';
import { moveCharge, type ChargeRow } from './charge-state-commands';
import type { checkoutContext } from './checkout-purchase';
import { providerFor } from './registry';
import { openSetup } from './setup-commands';

type Context = Awaited<ReturnType<typeof checkoutContext>>;

/** What the first payment costs: the plan's price, or its proportional part until the payment day. */
export function firstPrices(plan: Context['found']['plan'], now: Date) {
  const first = firstPeriod(plan, now);
  return first ? { current: first.currentPrice, full: first.fullPrice } : { current: plan.unitAmount, full: plan.unitAmount };
}

const address = (c: Context['customer']) =>
  c.street && c.city && c.postalCode ? `${c.street}, ${c.postalCode} ${c.city}` : null;

/**
 * Where the provider's pages send the buyer back: the checkout's own result pages, or the merchant's page an embedded
 * checkout was on (`page`, checked by `pageToReturnTo`) with the purchase and the outcome in its query, which the
 * element there resumes from (decision 1134). Either reads the purchase to show the real status.
 */
export function returnUrls(app: FastifyInstance, planId: string, purchaseId: string, page: URL | null = null) {
  if (page) return { success: resumeUrl(page, purchaseId, 'success'), failure: resumeUrl(page, purchaseId, 'failure') };
  const base = `${publicBaseUrl(app)}/checkout/${planId}`;
  return { success: `${base}/success?purchase_id=${purchaseId}`, failure: `${base}/error/?purchase_id=${purchaseId}` };
}

function resumeUrl(page: URL, purchaseId: string, result: 'success' | 'failure') {
  const url = new URL(page);
  url.hash = '';
  url.searchParams.set(RETURN_PARAMS.purchase, purchaseId);
  url.searchParams.set(RETURN_PARAMS.result, result);
  return url.toString();
}

/**
 * A service the merchant excluded from withdrawal is paid only with the buyer's consent to its immediate supply and
 * to losing the right (art. 16 CRD, decision 1161): refused before anything is written without it, recorded on the
 * purchase with the payment it comes with. Any other service keeps its period whatever the body says.
 */
function withdrawalWaiver({ found }: Context, body: PaymentDataBody, now: Date) {
  if (!found.service.withdrawalExcluded) return {};
  if (body.withdrawal_consent !== true) throw new AppError('WDR-004');
  return { withdrawalWaivedAt: now };
}

/**
 * payment-data: the purchase's open charge (one per purchase and method; a declined one is final, so a retry
 * opens a new charge) and the provider's way to pay it. A purchase whose money already moved answers CHK-007,
 * so a second Pay can never start a second payment.
 */
export async function paymentData(app: FastifyInstance, ctx: Context, body: PaymentDataBody, page: URL | null = null): Promise<PaymentDataResponse> {
  const now = app.clock.now();
  const waiver = withdrawalWaiver(ctx, body, now);
  if (ctx.found.plan.type === 'variable') return variableSetup(app, ctx, body, waiver);
  const { found, customer } = ctx;
  const prices = firstPrices(found.plan, now);
  const provider = providerOf(body.payment_method);
  const charge = await app.database.db.transaction(async (tx) => {
    const purchase = await buyersPurchase(tx, ctx, body.purchase_id);
    const existing = await tx.select().from(charges).where(eq(charges.purchaseId, purchase.id)).orderBy(desc(charges.createdAt));
    if (!isOpenPurchaseStatus(purchase.status) || existing.some((c) => isMoneyMovingStatus(c.status))) {
      throw new AppError('CHK-007');
    }
    // The buyer may switch method on the payment page: the purchase follows the method being paid.
    const chosen = { provider, paymentMethod: body.payment_method, ...waiver, updatedAt: now };
    const open = existing.find(
      (c) => c.status === 'pending' && c.paymentMethod === body.payment_method && c.provider === provider && c.amount === prices.current,
    );
    if (open) {
      await tx.update(purchases).set(chosen).where(eq(purchases.id, purchase.id));
      return open;
    }
    // Any other pending charge of this purchase (another method, a stale price) is abandoned as failed.
    for (const stale of existing.filter((c) => c.status === 'pending')) {
      const abandoned = await moveCharge(app, tx, stale.id, { status: 'failed', code: 'abandoned', declineCode: null, message: null });
      // Confirmed after the read above (moveCharge waits for the confirm's lock): its money moves, this call stops.
      if (!abandoned.moved && abandoned.charge.status !== 'failed') throw new AppError('CHK-007');
    }
    const created = pendingCharge(ctx, purchase.id, body, prices.current, now);
    const inHand = { row: created, customer, bought: found };
    await emitEvent(tx, found.organization.id, 'charge-pending', { id: created.id, occurredAt: now, charge: inHand });
    // The purchase follows the attempt in progress: an abandoned one above is not the buyer failing to pay.
    const pending = found.plan.recurring ? { paymentStatus: 'pending' } : { status: 'pending' as const, paymentStatus: 'pending' };
    await tx.update(purchases).set({ ...chosen, ...pending }).where(eq(purchases.id, purchase.id));
    // Last: the insert's statement trigger locks the merchant's panel row for the hour (charge_hours), which every
    // payment of the merchant waits for, until the commit (decision 1167).
    await tx.insert(charges).values(created);
    return created;
  });
  app.outbox.wake();

  // A sandbox id (`pi_sb_...`) stays with the sandbox even once Stripe is configured.
  const paymentProvider = providerFor(app, { provider, payment_method: body.payment_method, provider_id: charge.providerId });
  const result = await chargeIntent(app, charge, paymentProvider, {
    chargeId: charge.id,
    organizationId: found.organization.id,
    idempotencyKey: `payment-${charge.id}`,
    amount: charge.amount,
    currency: 'eur',
    paymentMethod: body.payment_method,
    bizumPhone: body.bizum_phone,
    language: customer.language,
    description: `${found.service.name} - ${found.plan.name}`,
    customer: { id: customer.id, email: customer.email, name: fullName(customer), providerCustomerId: customer.providerCustomerId },
    returnUrls: returnUrls(app, found.plan.id, body.purchase_id, page),
    notificationUrl: notificationUrl(app, provider),
    saveForFutureUse: found.plan.recurring,
  });
  if (result.status !== 'requires_action') {
    if (result.status !== 'failed') throw new AppError('CHK-007');
    // The provider could not open the payment (unreachable, refused): an attempt the buyer never made, which no list
    // shows (UNATTEMPTED_FAILURES); the buyer may choose again. A looked-up intent that failed has its charge moved.
    if (!charge.providerId) await notStarted(app, charge.id, result.code);
    throw new AppError('PE-001', { details: { provider_code: result.code } });
  }
  if (provider === 'STRIPE' && !charge.providerId) {
    // Bound once: the charge names its one live intent (Stripe's is bound in chargeIntent already).
    await app.database.db.update(charges).set({ providerId: result.providerPaymentId }).where(and(eq(charges.id, charge.id), isNull(charges.providerId)));
  }
  const common = answerOf(ctx, body.purchase_id, charge.amount, prices);
  const action = result.action;
  if (action.type === 'confirm_in_element') {
    return { ...common, payment_intent: result.providerPaymentId, client_secret: action.clientSecret, stripe_key: action.publishableKey };
  }
  if (action.type === 'form_post') return { ...common, url: action.url, body: action.fields };
  return { ...common, url: action.url };
}

/** The charge payment-data opens, whole (no column left to its default), so the event carries it as committed. */
function pendingCharge({ found, customer }: Context, purchaseId: string, body: PaymentDataBody, amount: number, now: Date): ChargeRow {
  return {
    id: randomUUID(),
    organizationId: found.organization.id,
    customerId: customer.id,
    purchaseId,
    amount,
    amountRefunded: 0,
    amountNet: 0,
    amountFee: 0,
    feeDetails: [],
    status: 'pending',
    refunded: false,
    refundReason: null,
    paymentMethod: body.payment_method,
    paymentMethodDetails: null,
    currency: found.plan.currency,
    provider: providerOf(body.payment_method),
    providerId: null,
    receiptUrl: null,
    description: found.plan.name,
    disputeAmount: null,
    disputeReason: null,
    disputeStatus: null,
    failureCode: null,
    failureMessage: null,
    paidAt: null,
    createdAt: now,
    updatedAt: now,
  };
}

/** The buyer's purchase of this plan, locked; CHK-006 when it is not theirs. */
async function buyersPurchase(tx: Tx, { found, customer }: Context, purchaseId: string) {
  const [purchase] = await tx
    .select()
    .from(purchases)
    .where(and(eq(purchases.id, purchaseId), eq(purchases.planId, found.plan.id), eq(purchases.customerId, customer.id), isNull(purchases.deletedAt)))
    .for('update');
  if (!purchase) throw new AppError('CHK-006');
  return purchase;
}

const answerOf = ({ found, customer }: Context, purchaseId: string, amount: number, prices: { current: number; full: number }) => ({
  purchase_id: purchaseId,
  amount,
  current_price: prices.current,
  full_price: prices.full,
  currency: found.plan.currency,
  customer: { name: fullName(customer), email: customer.email, address: address(customer) },
});

/**
 * payment-data for a variable plan (decision 1139): nothing is charged today. The buyer's card or SEPA mandate is
 * saved by a setup, whose success starts the subscription (replaceSubscriptionMethod); each period's end then bills
 * the units reported. Only methods that can be charged later are offered (paymentOptions).
 */
async function variableSetup(app: FastifyInstance, ctx: Context, body: PaymentDataBody, waiver: ReturnType<typeof withdrawalWaiver>): Promise<PaymentDataResponse> {
  const method = body.payment_method;
  if (method !== 'card' && method !== 'sepa_debit') throw new AppError('CHK-010');
  const now = app.clock.now();
  await app.database.db.transaction(async (tx) => {
    const purchase = await buyersPurchase(tx, ctx, body.purchase_id);
    if (!isOpenPurchaseStatus(purchase.status) || purchase.billingAnchor) throw new AppError('CHK-007');
    await tx
      .update(purchases)
      .set({ provider: providerOf(method), paymentMethod: method, paymentStatus: 'pending', ...waiver, updatedAt: now })
      .where(eq(purchases.id, purchase.id));
  });
  const setup = await openSetup(app, { organizationId: ctx.found.organization.id, purchaseId: body.purchase_id, customer: ctx.customer, method });
  return {
    ...answerOf(ctx, body.purchase_id, 0, { current: 0, full: ctx.found.plan.unitAmount }),
    payment_intent: setup.id,
    client_secret: setup.client_secret,
    stripe_key: setup.stripe_key,
  };
}

async function notStarted(app: FastifyInstance, chargeId: string, providerCode: string) {
  await app.database.db.transaction((tx) => moveCharge(app, tx, chargeId, { status: 'failed', code: 'not_started', declineCode: null, message: providerCode }));
  app.outbox.wake();
}

/** Where each provider posts its signed messages (Stripe's webhook is configured in its dashboard to the same URL). */
export function notificationUrl(app: FastifyInstance, provider: 'STRIPE' | 'REDSYS' | 'INESPAY') {
  const path = provider === 'STRIPE' ? 'stripe/webhook' : `${provider.toLowerCase()}/notification`;
  return `${publicBaseUrl(app)}${PAYMENTS_PREFIX}/${path}`;
}
