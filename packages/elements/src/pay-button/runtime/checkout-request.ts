import { FIELD_MESSAGES, readWidgetRequest, widgetCustomerIssues, widgetPlanBody } from '@cobro/contracts';
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

/**
 * The invalid attributes of a request (OTFE-002), each with a message key (`missing_field`, `invalid_email`, the
 * schema checks as the API names them: contracts' issueMessage), or undefined when the request is valid. Reads the
 * request as the contract's `CreateCheckoutSessionBody` does, without zod (`readWidgetRequest`), then applies the
 * web-services plan rules (`widgetPlanBody`) and the customer prefill rules (`widgetCustomerIssues`), so the button
 * refuses exactly what the server would.
 */
export function invalidAttributes(request: CheckoutSessionRequest): Record<string, string> | undefined {
  const reading = readWidgetRequest(request as Record<string, unknown>);
  const customerIssues = reading.customer ? Object.entries(widgetCustomerIssues(reading.customer)) : [];
  if (reading.issues.length === 0) {
    const refused = [...(reading.plan ? Object.entries(widgetPlanBody(reading.plan).fields) : []), ...customerIssues];
    return refused.length ? Object.fromEntries(refused.map(([path, reason]) => [attributeOfField(path), reason])) : undefined;
  }
  const bothModes = request.plan !== undefined && (request.plan_id !== undefined || request.service_id !== undefined);
  const fields: Record<string, string> = {};
  for (const issue of reading.issues) {
    const [group, field] = issue.path;
    if (group === 'plan' && (bothModes || !field)) continue;
    // An attribute that is not there is missing, whatever type the schema expected.
    const given = issue.path.reduce<unknown>((value, key) => (value as Record<PropertyKey, unknown> | undefined)?.[key], request);
    fields[attributeOfField(issue.path.slice(0, 2).join('.') || 'plan_id')] ??= given === undefined ? FIELD_MESSAGES.missingField : issue.message;
  }
  for (const [path, reason] of customerIssues) fields[attributeOfField(path)] ??= reason;
  // Both modes at once: each plan attribute given beside service-id and plan-id is one too many.
  if (bothModes) for (const given of Object.keys(request.plan ?? {})) fields[attributeOf(PLAN_FIELDS, given)] = NOT_WITH_PLAN_ID;
  return fields;
}
