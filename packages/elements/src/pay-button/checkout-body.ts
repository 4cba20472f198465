import type { WidgetSession } from '@cobro/contracts';
import {
  CUSTOMER_FIELDS,
  PLAN_FIELDS,
  PRODUCT_FIELDS,
  SIGNATURE_FIELDS,
  type CheckoutSessionRequest,
  type PayButtonProps,
} from './pay-button-props';

type FieldTable = Record<string, string>;

/** The given attributes of one group as contract fields; `not-editable` counts only when on. */
function pick(props: PayButtonProps, table: FieldTable): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [prop, field] of Object.entries(table)) {
    const value = (props as Record<string, unknown>)[prop];
    if (value === undefined || value === null || value === false) continue;
    values[field] = value;
  }
  return values;
}

/**
 * The body of POST /widget/checkout-sessions from the button's attributes, as written (the server parses them with
 * the same schemas). Without `service-id`/`plan-id` the button is in web-services mode, so an empty plan is sent
 * and its missing attributes are named. No schema here: the body is built at pointerdown, before the runtime.
 */
export function checkoutRequest(props: PayButtonProps): CheckoutSessionRequest {
  const product = pick(props, PRODUCT_FIELDS);
  const plan = pick(props, PLAN_FIELDS);
  const customer = pick(props, CUSTOMER_FIELDS);
  const productMode = Object.keys(product).length > 0;
  return {
    ...product,
    ...pick(props, SIGNATURE_FIELDS),
    ...(!productMode || Object.keys(plan).length > 0 ? { plan } : {}),
    ...(Object.keys(customer).length > 0 ? { customer } : {}),
  } as CheckoutSessionRequest;
}

/** A live key refuses a web-services button without a `signature` before any click (WID-007, decision 1010). */
export const refusedUnsigned = (request: CheckoutSessionRequest, session: WidgetSession) =>
  request.plan !== undefined && !request.signature && session.mode === 'live';
