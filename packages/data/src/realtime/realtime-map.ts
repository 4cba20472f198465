import type { RealtimeEvent } from '@cobro/contracts';
import type { QueryKey } from '@tanstack/react-query';
import { chargeKeys } from '../charges/charges.keys';
import { customerKeys } from '../customers/customers.keys';
import { organizationKeys } from '../organization/organization.keys';
import { panelKeys } from '../panel/panel.keys';
import { planKeys } from '../plans/plans.keys';
import { purchaseKeys } from '../purchases/purchases.keys';
import { serviceKeys } from '../services/services.keys';
import { sessionKeys } from '../session/session.keys';
import { taskKeys } from '../tasks/tasks.keys';
import { webhookDeliveryKeys, widgetServiceKeys } from '../widget/widget.keys';

/**
 * A charge changes its own lists and detail, the purchase it belongs to, its customer's detail and the panel; it
 * also queues a merchant-callback delivery when callbacks are on (the delivery log).
 */
const chargeChanged = [chargeKeys.all, purchaseKeys.all, customerKeys.all, panelKeys.all, webhookDeliveryKeys.all];
/** A purchase (subscription) change shows in purchases, on its customer and in the panel's subscription figures. */
const purchaseChanged = [purchaseKeys.all, customerKeys.all, panelKeys.all];

/**
 * Which cached data each realtime event of the spec makes stale. Typed as a Record over every event, so a new
 * event in the contract does not compile until it is mapped here.
 */
export const REALTIME_INVALIDATIONS: Record<RealtimeEvent, readonly QueryKey[]> = {
  // Activation changes the organization (payments_activated, verification) that verify also returns, and unlocks tasks.
  'gateway-activation': [organizationKeys.all, sessionKeys.all, taskKeys.all],
  'charge-refunded': chargeChanged,
  'charge-succeeded': chargeChanged,
  'charge-failed': chargeChanged,
  'charge-pending': chargeChanged,
  'charge-disputed': chargeChanged,
  'purchases-updated': purchaseChanged,
  'purchases-remove': purchaseChanged,
  // A service shows its plans and a plan its service; adding the first service completes an onboarding task; the
  // web checkout's button lists the ACTIVE services and plans.
  'plan-updated': [planKeys.all, serviceKeys.all, widgetServiceKeys.all],
  'service-updated': [serviceKeys.all, planKeys.all, taskKeys.all, widgetServiceKeys.all],
};
