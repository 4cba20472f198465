import { EXAMPLE_UNITS_VALUE, type WidgetCustomerData, type WidgetPlanData } from '@cobro/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Every <pay-button> attribute (services-and-configuration 3, "Widget button attributes"): its name, the contract
 * field it carries, when it is required, what it accepts and an example. The names are the contract's field names
 * in kebab-case; the plan's `type` is written `plan-type`, because the customer's `type` has the plain name.
 */
export type Requirement = 'required' | 'optional' | 'subscription' | 'variable';

export type AttributeInfo = {
  name: string;
  field: string;
  required: Requirement;
  values: MessageDescriptor;
  example: string | true;
};

/** The product-services mode: an existing ACTIVE service and plan of the merchant, by id. */
export const PRODUCT_ATTRIBUTES: readonly AttributeInfo[] = [
  { name: 'service-id', field: 'service_id', required: 'required', values: msg`The id of one of your active services.`, example: 'svc_…' },
  { name: 'plan-id', field: 'plan_id', required: 'required', values: msg`The id of an active plan of that service.`, example: 'pln_…' },
];

type PlanField = keyof WidgetPlanData;
type CustomerField = keyof WidgetCustomerData;

/** The web-services mode: the plan is described by the button and found or created on the first payment. */
export const PLAN_ATTRIBUTES: readonly (AttributeInfo & { field: PlanField })[] = [
  { name: 'service-name', field: 'service_name', required: 'required', values: msg`Text, up to 50 characters: the published service the plan belongs to, created if it does not exist.`, example: 'Clases de yoga' },
  { name: 'plan-name', field: 'plan_name', required: 'required', values: msg`Text, up to 50 characters.`, example: 'Bono mensual' },
  { name: 'description', field: 'description', required: 'optional', values: msg`Text, up to 300 characters.`, example: 'Cuatro clases al mes en grupo reducido' },
  { name: 'amount', field: 'amount', required: 'required', values: msg`Euros, with a dot and at most two decimals, greater than 0.`, example: '49.90' },
  { name: 'currency', field: 'currency', required: 'optional', values: msg`eur, the only currency and the default.`, example: 'eur' },
  { name: 'plan-type', field: 'type', required: 'required', values: msg`Unique for a one-off payment, Subscription for a recurring one.`, example: 'Subscription' },
  { name: 'frequency', field: 'frequency', required: 'subscription', values: msg`day, week, month, quarterly, semiannually or year.`, example: 'month' },
  { name: 'billing-cycles', field: 'billing_cycles', required: 'optional', values: msg`A whole number from 2: the subscription ends after that many charges. Without it, it never ends.`, example: String(EXAMPLE_UNITS_VALUE) },
  { name: 'payment-day', field: 'payment_day', required: 'optional', values: msg`1 to 31, or last_day: the day of the month the subscription is charged.`, example: '5' },
  { name: 'subscription-type', field: 'subscription_type', required: 'optional', values: msg`fixed, the default, or variable: the amount is the price of one unit, and each period's end charges the units you report with the API.`, example: 'fixed' },
  { name: 'future-charge', field: 'future_charge', required: 'optional', values: msg`Required for a variable subscription: last_charge bills the usage since the last billed period when it is cancelled, no_charge bills nothing.`, example: 'last_charge' },
  { name: 'consume-units', field: 'consume_units', required: 'optional', values: msg`A whole number from 1, sent back in the callback.`, example: String(EXAMPLE_UNITS_VALUE) },
  { name: 'external-usage-id', field: 'external_usage_id', required: 'optional', values: msg`Your own id of the usage record, sent back in the callback.`, example: 'USO-2025-0042' },
];

/** Customer data, in both modes: it prefills the checkout, and `not-editable` locks what it prefills. */
export const CUSTOMER_ATTRIBUTES: readonly (AttributeInfo & { field: CustomerField })[] = [
  { name: 'email', field: 'email', required: 'optional', values: msg`The buyer's e-mail address.`, example: 'lucia.martin@ejemplo.es' },
  { name: 'cif', field: 'cif', required: 'optional', values: msg`Tax id: DNI, NIE or CIF.`, example: '12345678Z' },
  { name: 'type', field: 'type', required: 'optional', values: msg`PERSON (the default) or COMPANY.`, example: 'PERSON' },
  { name: 'name', field: 'name', required: 'optional', values: msg`First name.`, example: 'Lucía' },
  { name: 'surname', field: 'surname', required: 'optional', values: msg`Surnames.`, example: 'Martín García' },
  { name: 'company-name', field: 'company_name', required: 'optional', values: msg`Company name, for a COMPANY buyer.`, example: 'Estudio Martín S.L.' },
  { name: 'prefix', field: 'prefix', required: 'optional', values: msg`International phone prefix.`, example: '+34' },
  { name: 'phone', field: 'phone', required: 'optional', values: msg`Phone number without the prefix.`, example: '612345678' },
  { name: 'country', field: 'country', required: 'optional', values: msg`ES, the only country.`, example: 'ES' },
  { name: 'city', field: 'city', required: 'optional', values: msg`Text.`, example: 'Sevilla' },
  { name: 'postal-code', field: 'postal_code', required: 'optional', values: msg`Spanish postal code, five digits.`, example: '41001' },
  { name: 'address', field: 'address', required: 'optional', values: msg`Street and number.`, example: 'Calle Sierpes 12, 2.º B' },
  { name: 'not-editable', field: 'not_editable', required: 'optional', values: msg`No value. The buyer cannot change the customer data the button sets.`, example: true },
  { name: 'external-product-id', field: 'external_product_id', required: 'optional', values: msg`Your own product id; it comes back in the callback data.`, example: 'YOGA-BONO-4' },
  { name: 'external-customer-id', field: 'external_customer_id', required: 'optional', values: msg`Your own customer id; it comes back in the callback data.`, example: 'CLI-00087' },
  { name: 'external-order-id', field: 'external_order_id', required: 'optional', values: msg`Your own order reference, kept with the payment.`, example: 'PED-2025-000315' },
];

export const REQUIREMENT_LABELS: Record<Requirement, MessageDescriptor> = {
  required: msg`Yes`,
  optional: msg`No`,
  subscription: msg`For subscriptions`,
  variable: msg`For variable subscriptions`,
};
