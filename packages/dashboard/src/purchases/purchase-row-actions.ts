import { canCancel, canChangePaymentMethod, canManualPay, canPause, canResume, cancelCall, type Purchase } from '@cobro/contracts';

export type PurchaseAction = 'details' | 'change-method' | 'manual-payment' | 'pause' | 'resume' | 'cancel';

/**
 * The actions a purchase offers, from the shared money rules (dashboard-core 4). Changing the method also needs the
 * subscription's id, which the update-card link is made of.
 */
export function purchaseRowActions(purchase: Purchase, options: { withDetails: boolean }): PurchaseAction[] {
  const actions: PurchaseAction[] = options.withDetails ? ['details'] : [];
  if (canChangePaymentMethod(purchase) && purchase.subscription_id) actions.push('change-method');
  if (canManualPay(purchase)) actions.push('manual-payment');
  if (canPause(purchase)) actions.push('pause');
  if (canResume(purchase)) actions.push('resume');
  if (canCancel(purchase)) actions.push('cancel');
  return actions;
}

/** The cancel call of a purchase, as the cancel mutation names it. */
export const cancelVia = (purchase: Purchase) => (cancelCall(purchase) === 'cancelPurchase' ? 'provider' : 'queue');

/** The public page where a customer changes the card of a subscription, on the product's own host. */
export const updateCardLink = (origin: string, subscriptionId: string) =>
  `${origin.replace(/\/+$/, '')}/update-card/${encodeURIComponent(subscriptionId)}`;
