import {
  CreateCheckoutSessionBody,
  FIELD_MESSAGES,
  issueMessage,
  WidgetCustomerData,
  widgetCustomerIssues,
  widgetPlanBody,
} from '@cobro/contracts';
import { toAttributeName } from '../../define-element/attributes';
import { CUSTOMER_FIELDS, PLAN_FIELDS, PRODUCT_FIELDS, type CheckoutSessionRequest } from '../pay-button-props';

type FieldTable = Record<string, string>;

/** Reason given to a plan attribute written beside `service-id` and `plan-id` (the two modes exclude each other). */
export const NOT_WITH_PLAN_ID = 'not_with_plan_id';

const attributeOf = (table: FieldTable, field: string) => {
  const prop = Object.keys(table).find((key) => table[key] === field);
  return prop ? toAttributeName(prop) : field;
};

/** The attribute of a request field as the API names it in `fields` (`plan.type` -> `plan-type`, `plan_id` -> `plan-id`). */
export function attributeOfField(path: string): string {
  const [group, field] = path.split('.');
  if (group === 'customer' && field) return attributeOf(CUSTOMER_FIELDS, field);
  if (group === 'plan' && field) return attributeOf(PLAN_FIELDS, field);
  return attributeOf(PRODUCT_FIELDS, group);
}

/** What the checkout would refuse in a customer prefill that parses (`widgetCustomerIssues`), by attribute. */
function customerIssues(request: CheckoutSessionRequest): [string, string][] {
  const customer = WidgetCustomerData.safeParse(request.customer ?? {});
  return customer.success ? Object.entries(widgetCustomerIssues(customer.data)) : [];
}

/**
 * The invalid attributes of a request (OTFE-002), each with a message key (`missing_field`, `invalid_email`, zod's
 * checks as the API names them: contracts' issueMessage), or undefined when the request is valid. Uses the
 * contract's schemas, the web-services plan rules (`widgetPlanBody`) and the customer prefill rules
 * (`widgetCustomerIssues`), so the button refuses exactly what the server would.
 */
export function invalidAttributes(request: CheckoutSessionRequest): Record<string, string> | undefined {
  const parsed = CreateCheckoutSessionBody.safeParse(request);
  if (parsed.success) {
    const refused = [...(parsed.data.plan ? Object.entries(widgetPlanBody(parsed.data.plan).fields) : []), ...customerIssues(request)];
    return refused.length ? Object.fromEntries(refused.map(([path, reason]) => [attributeOfField(path), reason])) : undefined;
  }
  const bothModes = request.plan !== undefined && (request.plan_id !== undefined || request.service_id !== undefined);
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const [group, field] = issue.path.map(String);
    if (group === 'plan' && (bothModes || !field)) continue;
    // An attribute that is not there is missing, whatever type the schema expected.
    const given = issue.path.reduce<unknown>((value, key) => (value as Record<PropertyKey, unknown> | undefined)?.[key], request);
    fields[attributeOfField(issue.path.slice(0, 2).join('.') || 'plan_id')] ??= given === undefined ? FIELD_MESSAGES.missingField : issueMessage(issue);
  }
  for (const [path, reason] of customerIssues(request)) fields[attributeOfField(path)] ??= reason;
  // Both modes at once: each plan attribute given beside service-id and plan-id is one too many.
  if (bothModes) for (const given of Object.keys(request.plan ?? {})) fields[attributeOf(PLAN_FIELDS, given)] = NOT_WITH_PLAN_ID;
  return fields;
}
