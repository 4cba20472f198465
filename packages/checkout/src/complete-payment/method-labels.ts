import type { CheckoutPaymentMethod } from '@cobro/contracts';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** The payment methods in the buyer's words (Spain's Spanish: "adeudo directo SEPA"). */
export const METHOD_LABELS: Record<CheckoutPaymentMethod, MessageDescriptor> = {
  card: msg`Card`,
  sepa_debit: msg`SEPA direct debit`,
  inespay: msg`Bank transfer (Inespay)`,
  redsys: msg`Card through Redsys`,
  bizum: msg`Bizum`,
};
