import { ChargeStatus, type Charge, type RefundReason } from '@cobro/contracts';
import { i18n } from '@cobro/i18n';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { chargeStatusLabel } from '../common/money-texts';

export const REFUND_REASON_LABELS: Record<RefundReason, MessageDescriptor> = {
  duplicate: msg`Duplicate`,
  fraudulent: msg`Fraudulent`,
  requested_by_customer: msg`Requested by the customer`,
};

/** A failure message the providers send as a code; generic_decline is shown as its text (dashboard-core 8). */
export const FAILURE_MESSAGES: Record<string, MessageDescriptor> = {
  generic_decline: msg`The card was declined`,
  insufficient_funds: msg`The card has insufficient funds`,
  expired_card: msg`The card has expired`,
};

/** A provider's failure code as words (generic_decline is shown as its text); an unknown one as the provider wrote it. */
export const failureText = (message: string) => (FAILURE_MESSAGES[message] ? i18n._(FAILURE_MESSAGES[message]) : message);

/** The statuses of a refund's own record (the associated transactions). */
export const REFUND_STATUS_LABELS: Record<string, MessageDescriptor> = {
  succeeded: msg`Succeeded`,
  pending: msg`Pending`,
  failed: msg`Failed`,
  canceled: msg`Canceled`,
  requires_action: msg`Requires action`,
};

/**
 * A provider record's status as words: the charge's as the payments list says it, a refund's by its own name; one
 * the providers add later is shown as they wrote it.
 */
export function transactionStatusText({ object, status }: Pick<Charge['associated_transactions'][number], 'object' | 'status'>): string {
  const charge = object === 'charge' ? ChargeStatus.safeParse(status) : null;
  if (charge?.success) return i18n._(chargeStatusLabel(charge.data));
  return REFUND_STATUS_LABELS[status] ? i18n._(REFUND_STATUS_LABELS[status]) : status;
}
