import { DisputeStatus as DisputeStatusSchema, providerMethodDetails, providerOf, receiptUrlOf, type MethodFacts } from '@cobro/contracts';
import type { charges, ChargeStatus, DisputeStatus } from '../db/schema/index';
import { feesFor } from '../modules/payment-engine/fee-rules';
import type { Random } from './prng';

export type Method = 'card' | 'sepa_debit' | 'redsys' | 'bizum' | 'inespay';
/** What happened to one charge; `partially_refunded` is a succeeded charge with part of it refunded. */
export type Outcome = 'succeeded' | 'pending' | 'processing' | 'failed' | 'refunded' | 'partially_refunded' | 'disputed';
export type ChargeRow = typeof charges.$inferInsert & { id: string; amount: number; createdAt: Date };

export const METHODS: readonly Method[] = ['card', 'sepa_debit', 'redsys', 'inespay'];
export const OUTCOMES: readonly Outcome[] = ['succeeded', 'pending', 'processing', 'failed', 'refunded', 'partially_refunded', 'disputed'];
/** Every dispute status of the contract, so the seed shows each one. */
export const DISPUTE_STATUSES: readonly DisputeStatus[] = DisputeStatusSchema.options;

/** Card-provider charges settle as `succeeded`; the bank gateways report `paid`. */
const settled = (method: Method): ChargeStatus => (providerOf(method) === 'STRIPE' ? 'succeeded' : 'paid');

/**
 * Provider ids are unique per provider (a unique index guards notification replays): a Redsys order's 7 random digits
 * get `n` to stay so, the others are long enough alone. None reads as a card number (ids.ts).
 */
function providerId(random: Random, method: Method, n: number): string {
  const suffix = String(n).padStart(5, '0');
  if (method === 'redsys' || method === 'bizum') return `${random.digits(7)}${suffix}`;
  if (method === 'inespay') return `ines_${random.idText(10)}`;
  return `${method === 'card' ? 'ch' : 'py'}_${random.idText(14)}`;
}

export interface ChargeBase {
  organizationId: string;
  customerId: string;
  purchaseId: string;
  method: Method;
  /** The customer's stored card or account the purchase pays with, as the provider reports it; null for none. */
  paidWith: MethodFacts | null;
  amount: number;
  createdAt: Date;
}

export function createChargeFactory(random: Random, publicUrl: string) {
  let count = 0;
  return (base: ChargeBase, outcome: Outcome, disputeStatus: DisputeStatus): ChargeRow => {
    count += 1;
    return buildCharge(random, publicUrl, count, base, outcome, disputeStatus);
  };
}

function buildCharge(
  random: Random,
  publicUrl: string,
  n: number,
  base: ChargeBase,
  outcome: Outcome,
  disputeStatus: DisputeStatus,
): ChargeRow {
  const { method, amount } = base;
  const id = random.uuid();
  const money = outcome !== 'failed' && outcome !== 'pending' && outcome !== 'processing';
  const feeDetails = money ? feesFor(method, amount) : [];
  const amountFee = feeDetails.reduce((sum, f) => sum + f.amount, 0);
  const amountRefunded =
    outcome === 'refunded' ? amount : outcome === 'partially_refunded' ? Math.max(1, Math.round(amount * random.int(20, 60) / 100)) : 0;
  const status: ChargeStatus =
    outcome === 'partially_refunded' || outcome === 'succeeded' ? settled(method) : outcome;
  const refundable = amountRefunded > 0;
  return {
    id,
    organizationId: base.organizationId,
    customerId: base.customerId,
    purchaseId: base.purchaseId,
    amount,
    amountRefunded,
    amountFee,
    amountNet: money ? amount - amountFee - amountRefunded : 0,
    feeDetails,
    status,
    refunded: outcome === 'refunded',
    refundReason: refundable ? random.pick(['requested_by_customer', 'duplicate', 'fraudulent'] as const) : null,
    paymentMethod: method,
    currency: 'eur',
    provider: providerOf(method),
    providerId: providerId(random, method, n),
    receiptUrl: money && providerOf(method) === 'STRIPE' ? receiptUrlOf(publicUrl, id) : null,
    disputeAmount: outcome === 'disputed' ? amount : null,
    disputeReason: outcome === 'disputed' ? random.pick(['fraudulent', 'product_not_received', 'duplicate']) : null,
    disputeStatus: outcome === 'disputed' ? disputeStatus : null,
    failureCode: outcome === 'failed' ? 'card_declined' : null,
    failureMessage: outcome === 'failed' ? random.pick(['generic_decline', 'insufficient_funds', 'expired_card']) : null,
    // As a settled charge keeps them (payment engine's moveCharge): brand and last four of what paid it.
    paymentMethodDetails: money && base.paidWith ? providerMethodDetails({ type: method, ...base.paidWith }) : null,
    paidAt: money ? base.createdAt : null,
    createdAt: base.createdAt,
    updatedAt: base.createdAt,
  };
}
