import {
  chargeStatusGroup,
  normalizePaymentMethod,
  type ChargePaymentMethod,
  type ChargeStatus,
  type ChargeStatusGroup,
  type PurchaseStatus,
} from '@cobro/contracts';
import { i18n } from '@cobro/i18n';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The words several screens share: charge statuses (also in the callback log), the list filters, payment methods.
 * Words of one feature live beside it: charges/charge-texts.ts, purchases/purchase-texts.ts, customers/customer-texts.ts.
 */

/** What a charge's status group says (dashboard-core 4); statuses outside the groups are shown with their own word. */
export const CHARGE_STATUS_LABELS: Record<ChargeStatusGroup | 'refunded' | 'canceled', MessageDescriptor> = {
  succeeded: msg`Succeeded`,
  // A pending charge: an attempt the buyer has not submitted (contracts attempt-rules.ts).
  incomplete: msg`Incomplete`,
  processing: msg`Processing`,
  error: msg`Error`,
  disputed: msg`Disputed`,
  refunded: msg`Refunded`,
  canceled: msg`Canceled`,
};

const labelledGroup = (group: string): group is keyof typeof CHARGE_STATUS_LABELS => group in CHARGE_STATUS_LABELS;

/** What a charge's status badge says (dashboard-core 4): its display group's words; a status outside them, its own. */
export function chargeStatusLabel(status: ChargeStatus): MessageDescriptor {
  const group = chargeStatusGroup(status);
  return labelledGroup(group) ? CHARGE_STATUS_LABELS[group] : { id: group };
}

/**
 * The charges status filter: the spec's listing events, pending as its badge says, and the disputed group as one
 * option (issue 27 item 11); `chargeStatusesOf` (list-options.ts) turns a group into the statuses the API takes.
 */
export const CHARGE_FILTER_LABELS: Record<string, MessageDescriptor> = {
  succeeded: msg`Succeeded`,
  pending: msg`Incomplete`,
  processing: msg`Processing`,
  failed: msg`Failed`,
  refunded: msg`Refunded`,
  disputed: msg`Disputed`,
};

/** Card brands as the providers name them (`visa`, `amex`): proper names, the same in every language. */
export const CARD_BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** Each purchase status by name, for the filter (the badge may group several under one word). */
export const PURCHASE_STATUS_LABELS: Record<PurchaseStatus, MessageDescriptor> = {
  incomplete: msg`Incomplete`,
  incomplete_expired: msg`Incomplete, expired`,
  trialing: msg`Trial`,
  active: msg`Active`,
  past_due: msg`Past due`,
  canceled: msg`Canceled`,
  unpaid: msg`Debt`,
  finished: msg`Finished`,
  paused: msg`Paused`,
  paid: msg`Paid`,
  succeeded: msg`Succeeded`,
  failed: msg`Failed`,
  pending: msg`Pending`,
};

export const PAYMENT_METHOD_LABELS: Record<'card' | 'sepa_debit' | 'inespay' | 'redsys' | 'bizum' | 'afterpay_clearpay', MessageDescriptor> = {
  card: msg`Card`,
  sepa_debit: msg`SEPA direct debit`,
  inespay: msg`Bank transfer (Inespay)`,
  redsys: msg`Redsys`,
  bizum: msg`Bizum`,
  afterpay_clearpay: msg`Afterpay / Clearpay`,
};

/** A charge's or purchase's method in words, whatever spelling (upper or lower case) it was stored with. */
export const paymentMethodText = (method: ChargePaymentMethod) => i18n._(PAYMENT_METHOD_LABELS[normalizePaymentMethod(method)]);
