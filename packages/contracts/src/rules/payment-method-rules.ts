import type { Organization } from '../entities/organization';
import type { PaymentOptionName } from '../entities/payment-providers';
import type { SubscriptionStatus } from '../entities/purchase';

/**
 * When a payment method can be selected (services-and-configuration 4, "Payment methods"). The dashboard greys a
 * method out with `methodLock`, and the reference server refuses to add a locked method to the selection with the
 * same function (409 API-005), so what the screen offers is exactly what the server accepts (decision 0270).
 */

/** Why a method cannot be selected now; null when it can. */
export type PaymentMethodLock = 'unverified' | 'payouts_disabled' | 'subscription_required' | 'subscription_inactive';

export interface PaymentMethodFacts {
  organization: Pick<Organization, 'verification_status'>;
  /** The status of the merchant's subscription to the product (a paid plan or a platform agreement); null: none. */
  subscription: SubscriptionStatus | null;
}

/** Methods for paying users: the merchant's own providers, offered to merchants with a subscription to the product. */
export const PAYING_USER_OPTIONS: readonly PaymentOptionName[] = ['inespay_payments', 'redsys_payments', 'bizum_payments'];
/** Direct debit, locked while the merchant's own subscription is canceled or unpaid. */
export const DIRECT_DEBIT_OPTIONS: readonly PaymentOptionName[] = ['sepa_debit_payments'];

/** A subscription that is over or never started counts as absent. */
const ENDED: readonly SubscriptionStatus[] = ['canceled', 'incomplete_expired'];
const NOT_IN_GOOD_STANDING: readonly SubscriptionStatus[] = ['canceled', 'unpaid'];

/** The account can take payments only verified and with payouts on (a pending review is not verified). */
function accountLock(organization: PaymentMethodFacts['organization']): PaymentMethodLock | null {
  const verification = organization.verification_status;
  if (!verification || verification.verification_status !== 'verified') return 'unverified';
  return verification.payouts_enabled ? null : 'payouts_disabled';
}

export function methodLock(option: PaymentOptionName, facts: PaymentMethodFacts): PaymentMethodLock | null {
  const account = accountLock(facts.organization);
  if (account) return account;
  const subscription = facts.subscription;
  if (PAYING_USER_OPTIONS.includes(option) && (subscription === null || ENDED.includes(subscription))) {
    return 'subscription_required';
  }
  if (DIRECT_DEBIT_OPTIONS.includes(option) && subscription !== null && NOT_IN_GOOD_STANDING.includes(subscription)) {
    return 'subscription_inactive';
  }
  return null;
}

export const isMethodSelectable = (option: PaymentOptionName, facts: PaymentMethodFacts) => methodLock(option, facts) === null;

/**
 * The methods a new selection adds that are locked now. Unselecting is always allowed, and a method selected
 * before it became locked may stay selected; only adding a locked one is refused.
 */
export function lockedAdditions(
  previous: readonly string[],
  next: readonly PaymentOptionName[],
  facts: PaymentMethodFacts,
): PaymentOptionName[] {
  return next.filter((option) => !previous.includes(option) && !isMethodSelectable(option, facts));
}
