import type { RealtimeEvent } from '@cobro/contracts';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { passwordTokenKeys } from '../auth/auth.keys';
import { chargeKeys } from '../charges/charges.keys';
import { paymentOptionKeys } from '../checkout/checkout.keys';
import {
  apiKeyKeys,
  organizationPaymentOptionKeys,
  paymentProviderKeys,
  platformPaymentMethodKeys,
} from '../configuration/configuration.keys';
import { customerKeys } from '../customers/customers.keys';
import { organizationFilesKeys } from '../gateway/gateway.keys';
import { organizationKeys } from '../organization/organization.keys';
import { panelKeys } from '../panel/panel.keys';
import { planKeys } from '../plans/plans.keys';
import { productPlanKeys } from '../plans/product-plans.keys';
import { purchaseKeys } from '../purchases/purchases.keys';
import { serviceKeys } from '../services/services.keys';
import { sessionKeys } from '../session/session.keys';
import { taskKeys } from '../tasks/tasks.keys';
import { webhookDeliveryKeys, widgetServiceKeys } from '../widget/widget.keys';

/**
 * A charge changes its own lists and detail, the purchase it belongs to, its customer's detail (spending, MRR) and
 * the panel; it also queues a merchant-callback delivery when callbacks are on (the delivery log).
 */
const CHARGE_CHANGED = [chargeKeys.all, purchaseKeys.all, customerKeys.all, panelKeys.all, webhookDeliveryKeys.all];
/**
 * A purchase (subscription) change shows in purchases, on its customer (MRR, history) and in the panel's subscription
 * figures; charges show their purchase, and a manual payment records a charge.
 */
const PURCHASE_CHANGED = [purchaseKeys.all, customerKeys.all, panelKeys.all, chargeKeys.all];
/** Charges and purchases show their customer's name and e-mail, so a customer change refreshes them too. */
const CUSTOMER_CHANGED = [customerKeys.all, chargeKeys.all, purchaseKeys.all];
/**
 * A service lists its plans and a plan names its service, so any change to either refreshes both; the onboarding
 * "add services" task depends on the catalog, and the web checkout's button lists the ACTIVE services and plans.
 */
const CATALOG_CHANGED = [serviceKeys.all, planKeys.all, taskKeys.all, widgetServiceKeys.all];
/** Reads, or calls whose answer is not cached anywhere: nothing to refresh. */
const NOTHING: readonly QueryKey[] = [];

/**
 * The one answer to "what does realtime event E or mutation M make stale": the realtime connection reads it by
 * event, the mutations by their name (`refundCharge` for refundChargeMutation). Every event of the contract must
 * have an entry, so a new event does not compile until it is mapped here. Mutations that update single cache
 * entries themselves (a purchase by id, the widget configuration, the session) are not in it.
 */
export const STALE_AFTER = {
  // Activation changes the organization (payments_activated, verification) that verify also returns, and unlocks tasks.
  'gateway-activation': [organizationKeys.all, sessionKeys.all, taskKeys.all],
  'charge-refunded': CHARGE_CHANGED,
  'charge-succeeded': CHARGE_CHANGED,
  'charge-failed': CHARGE_CHANGED,
  'charge-pending': CHARGE_CHANGED,
  'charge-disputed': CHARGE_CHANGED,
  'purchases-updated': PURCHASE_CHANGED,
  'purchases-remove': PURCHASE_CHANGED,
  // A buyer's withdrawal (decision 1153) shows on its purchase and queues a callback delivery.
  'withdrawal-requested': [purchaseKeys.all, webhookDeliveryKeys.all],
  'plan-updated': CATALOG_CHANGED,
  'service-updated': CATALOG_CHANGED,

  refundCharge: CHARGE_CHANGED,
  // Refunds the purchase's charges (and cancels a subscription): its withdrawal is under the purchases' keys.
  refundWithdrawal: CHARGE_CHANGED,
  sendReceipt: NOTHING,
  cancelPurchase: PURCHASE_CHANGED,
  manualPurchase: PURCHASE_CHANGED,
  pausePurchase: PURCHASE_CHANGED,
  resumePurchase: PURCHASE_CHANGED,
  updateCustomer: CUSTOMER_CHANGED,
  deleteCustomer: CUSTOMER_CHANGED,
  createService: CATALOG_CHANGED,
  updateService: CATALOG_CHANGED,
  publishService: CATALOG_CHANGED,
  pauseService: CATALOG_CHANGED,
  enableService: CATALOG_CHANGED,
  deleteService: CATALOG_CHANGED,
  createPlan: CATALOG_CHANGED,
  pausePlan: CATALOG_CHANGED,
  enablePlan: CATALOG_CHANGED,
  deletePlan: CATALOG_CHANGED,
  // A resend changes the row (attempts, status), so the log refreshes.
  resendWebhookDelivery: [webhookDeliveryKeys.all],
  // A new customer, whose payment options are then read afresh.
  completeData: [paymentOptionKeys.all],
  exportTable: NOTHING,
  verifyId: NOTHING,
  updateLocation: NOTHING,
  // The merchant issues the invoice; no screen of the buyer shows the request.
  requestInvoice: NOTHING,
  // Only sends a mail.
  forgotPassword: NOTHING,
  // The link's token is spent and the server ends the user's sessions.
  newPassword: [passwordTokenKeys.all, sessionKeys.all],
  // The user's language and e-mail confirmation are in GET /auth/verify's answer (decision 1130).
  updateLanguage: [sessionKeys.all],
  confirmEmail: [sessionKeys.all],
  // This session stays and no cached answer holds the password; a new confirmation link only sends a mail.
  changePassword: NOTHING,
  resendConfirmation: NOTHING,
  // The organization's identity documents (the step 4 form and the general-data card read them).
  uploadLegalDocument: [organizationFilesKeys.all],
  removeLegalDocument: [organizationFilesKeys.all],
  // The merchant's options, and the options a checkout in this page offers.
  selectPaymentMethods: [organizationPaymentOptionKeys.all, paymentOptionKeys.all],
  // A connected (or requested) provider changes its record and which options are selectable.
  activateProvider: [paymentProviderKeys.all, organizationPaymentOptionKeys.all],
  requestProviderAccess: [paymentProviderKeys.all, organizationPaymentOptionKeys.all],
  disconnectProvider: [paymentProviderKeys.all, organizationPaymentOptionKeys.all],
  // Only tries the saved credentials against the provider's host.
  checkProvider: NOTHING,
  // The organization's tyc, which verify also returns.
  updateTerms: [organizationKeys.all, sessionKeys.all],
  generateApiKey: [apiKeyKeys.all],
  removeApiKey: [apiKeyKeys.all],
  // A plan checkout starts the organization's plan subscription (current plan, state) and the plan task.
  productPlanCheckout: [productPlanKeys.all, taskKeys.all],
  // A platform's card setup: once confirmed, its saved methods (the plans modal's platform variant) change.
  platformPaymentData: [productPlanKeys.all, platformPaymentMethodKeys.all],
} as const satisfies Record<RealtimeEvent, readonly QueryKey[]> & Record<string, readonly QueryKey[]>;

export type Change = keyof typeof STALE_AFTER;

/** Invalidates everything a change makes stale. */
export const invalidateAfter = (client: QueryClient, change: Change): Promise<unknown> =>
  Promise.all(STALE_AFTER[change].map((queryKey) => client.invalidateQueries({ queryKey })));

/** The `invalidate` of a mutation whose cache update is its table entry. */
export const staleAfter = (change: Change) => (client: QueryClient) => invalidateAfter(client, change);
