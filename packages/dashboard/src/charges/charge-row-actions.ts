import { canRefund, canSendCustomerReceipt, canSendReceipt, type Charge } from '@cobro/contracts';

export type ChargeAction = 'details' | 'refund' | 'send-receipt' | 'download-receipt';

/** Where a charge row is shown: the charges list (and a purchase's charges), or a customer's history. */
export type ChargeScope = 'list' | 'customer';

/**
 * The actions a charge row offers, from the shared money rules (dashboard-core 4): the server checks the same
 * functions, so the menu never offers a call it would refuse. Download needs a receipt to download.
 */
export function chargeRowActions(charge: Charge, scope: ChargeScope): ChargeAction[] {
  const sendable = scope === 'customer' ? canSendCustomerReceipt(charge) : canSendReceipt(charge);
  return [
    'details',
    ...(canRefund(charge) ? (['refund'] as const) : []),
    ...(sendable ? (['send-receipt'] as const) : []),
    ...(charge.receipt_url ? (['download-receipt'] as const) : []),
  ];
}
