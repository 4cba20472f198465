import type { RefundReason } from '@cobro/contracts';
import { i18n } from '@cobro/i18n';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

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

/** The statuses of a provider's own records of a charge or refund (the associated transactions). */
export const TRANSACTION_STATUS_LABELS: Record<string, MessageDescriptor> = {
  succeeded: msg`Succeeded`,
  pending: msg`Pending`,
  failed: msg`Failed`,
  canceled: msg`Canceled`,
  requires_action: msg`Requires action`,
};

/** A provider record's status as words; one the providers add later is shown as they wrote it. */
export const transactionStatusText = (status: string) =>
  TRANSACTION_STATUS_LABELS[status] ? i18n._(TRANSACTION_STATUS_LABELS[status]) : status;
