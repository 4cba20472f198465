import type { ChargeStatusGroup, HolderType, ManualPaymentMethod, PurchaseBadge, PurchaseStatus, RefundReason } from '@cobro/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** What a charge's status group says (dashboard-core 4); statuses outside the groups are shown with their own word. */
export const CHARGE_STATUS_LABELS: Record<ChargeStatusGroup | 'refunded' | 'canceled', MessageDescriptor> = {
  succeeded: msg`Succeeded`,
  processing: msg`Processing`,
  error: msg`Error`,
  disputed: msg`Disputed`,
  refunded: msg`Refunded`,
  canceled: msg`Canceled`,
};

/** The charges status filter: the spec's listing events, with the dispute statuses one by one. */
export const CHARGE_FILTER_LABELS: Record<string, MessageDescriptor> = {
  succeeded: msg`Succeeded`,
  pending: msg`Pending`,
  processing: msg`Processing`,
  failed: msg`Failed`,
  refunded: msg`Refunded`,
  needs_response: msg`Disputed: needs response`,
  warning_needs_response: msg`Disputed: inquiry needs response`,
  submitted: msg`Disputed: evidence submitted`,
  unsubmitted: msg`Disputed: evidence not submitted`,
  won: msg`Disputed: won`,
  lost: msg`Disputed: lost`,
  expired: msg`Disputed: expired`,
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

/** The words of the purchase badges table (dashboard-core 4). */
export const PURCHASE_BADGE_LABELS: Record<PurchaseBadge['label'], MessageDescriptor> = {
  ...PURCHASE_STATUS_LABELS,
  debt: msg`Debt`,
  complete: msg`Complete`,
  processing: msg`Processing`,
};

export const PAYMENT_METHOD_LABELS: Record<'card' | 'sepa_debit' | 'inespay' | 'redsys' | 'afterpay_clearpay', MessageDescriptor> = {
  card: msg`Card`,
  sepa_debit: msg`SEPA direct debit`,
  inespay: msg`Bank transfer (Inespay)`,
  redsys: msg`Redsys`,
  afterpay_clearpay: msg`Afterpay / Clearpay`,
};

export const MANUAL_PAYMENT_LABELS: Record<ManualPaymentMethod, MessageDescriptor> = {
  transferencia: msg`Bank transfer`,
  bizum: msg`Bizum`,
  efectivo: msg`Cash`,
  débito: msg`Debit card`,
  tpv: msg`Card terminal (POS)`,
  otro: msg`Other`,
};

export const REFUND_REASON_LABELS: Record<RefundReason, MessageDescriptor> = {
  duplicate: msg`Duplicate`,
  fraudulent: msg`Fraudulent`,
  requested_by_customer: msg`Requested by the customer`,
};

/** The list's type column says client or company; the detail's badge says person or company (dashboard-core 2). */
export const CUSTOMER_TYPE_LABELS: Record<HolderType, MessageDescriptor> = {
  PERSON: msg`Client`,
  COMPANY: msg`Company`,
};
export const HOLDER_TYPE_LABELS: Record<HolderType, MessageDescriptor> = {
  PERSON: msg`Person`,
  COMPANY: msg`Company`,
};

/** A failure message the providers send as a code; generic_decline is shown as its text (dashboard-core 8). */
export const FAILURE_MESSAGES: Record<string, MessageDescriptor> = {
  generic_decline: msg`The card was declined`,
  insufficient_funds: msg`The card has insufficient funds`,
  expired_card: msg`The card has expired`,
};
