import { API_PREFIX } from '../constants';
import type { ChargeStatus } from '../entities/charge';
import type { CheckoutPaymentMethod, Provider, ProviderName } from '../entities/payment-method';
import type { PurchaseStatus } from '../entities/purchase';

/**
 * The payment rules the checkout, the data layer and the reference server share: which provider serves a method,
 * which purchases can still take a first payment, which charges have money moving, and where a receipt is served.
 */

/**
 * The payments-service path of a checkout method: card and SEPA go through the card provider (public-flows 7),
 * Bizum through Redsys (decision 1136).
 */
export const providerNameOf = (method: CheckoutPaymentMethod): ProviderName =>
  method === 'card' || method === 'sepa_debit' ? 'stripe' : method === 'bizum' ? 'redsys' : method;

/**
 * Methods that pay once and cannot be charged again: an Inespay transfer (a PSD2 single payin) and Bizum (no
 * recurring debit). A subscription is never offered them.
 */
export const ONE_TIME_METHODS: readonly CheckoutPaymentMethod[] = ['inespay', 'bizum'];

/** The provider a purchase or charge records for a checkout method (the path's name in upper case). */
export const providerOf = (method: CheckoutPaymentMethod): Provider =>
  providerNameOf(method).toUpperCase() as Provider;

/** Purchases that can still take a first payment; a later create-purchase finds them again instead of duplicating. */
export const OPEN_PURCHASE_STATUSES = ['incomplete', 'pending', 'failed'] as const satisfies readonly PurchaseStatus[];

/** Charge statuses whose money is moving or moved: a purchase with one cannot start another payment. */
export const MONEY_MOVING_CHARGE_STATUSES = ['processing', 'succeeded', 'paid'] as const satisfies readonly ChargeStatus[];

export const isOpenPurchaseStatus = (status: string) => (OPEN_PURCHASE_STATUSES as readonly string[]).includes(status);
export const isMoneyMovingStatus = (status: string) => (MONEY_MOVING_CHARGE_STATUSES as readonly string[]).includes(status);

/** Where a charge's receipt PDF is served (`receipt_url`), under the server's public base URL as given. */
export const receiptUrlOf = (baseUrl: string, chargeId: string) => `${baseUrl}${API_PREFIX}/receipts/${chargeId}`;
