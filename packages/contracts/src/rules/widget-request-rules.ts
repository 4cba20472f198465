import type { WidgetCustomerData, WidgetPlanData } from '../entities/widget-button';
import { FIELD_MESSAGES, SERVICE_MESSAGES } from '../messages';
import { toMinorUnits } from '../money';
import { containsCardNumber } from '../validators/card-number';
import {
  BILLING_CYCLES_MIN,
  DEFAULT_COUNTRY,
  DEFAULT_CURRENCY,
  FUTURE_CHARGES,
  HOLDER_TYPES,
  PLAN_TYPES,
  WIDGET_FREQUENCIES,
  WIDGET_PLAN_TYPES,
} from '../widget-constants';

/** One refusal, as the contract's schemas give it: where, and the message key (issueMessage's). */
export interface WidgetRequestIssue {
  path: string[];
  message: string;
}

/** What `readWidgetRequest` finds: the issues, and the plan and customer as the schemas read them when theirs are valid. */
export interface WidgetRequestReading {
  issues: WidgetRequestIssue[];
  plan?: WidgetPlanData;
  customer?: WidgetCustomerData;
}

// The message keys the schemas' own checks become (issueMessage): a wrong kind of value reads as missing (zod does not
// keep the input in its issue), a value outside a list, none of a union's forms, a string under its minimum length.
const WRONG_KIND = FIELD_MESSAGES.missingField;
const NOT_LISTED = 'invalid_invalid_value';
const NO_FORM = 'invalid_invalid_union';

/**
 * Reads one object's fields, keeping the order of the schema's shape. `abort` marks an issue after which zod skips
 * the object's rules between fields (a value of the wrong kind, outside its list, or of none of its forms).
 */
class Reader {
  issues: (WidgetRequestIssue & { abort: boolean })[] = [];
  constructor(private readonly prefix: string[]) {}

  fail(field: string | undefined, message: string, abort: boolean) {
    this.issues.push({ path: field === undefined ? this.prefix : [...this.prefix, field], message, abort });
    return undefined;
  }

  get aborted() {
    return this.issues.some((issue) => issue.abort);
  }

  /** A free-text attribute: empty reads as not given; never a card number. */
  text(field: string, value: unknown): string | undefined {
    if (value === undefined) return undefined;
    if (typeof value !== 'string') return this.fail(field, WRONG_KIND, true);
    if (containsCardNumber(value)) this.fail(field, FIELD_MESSAGES.cardNumberNotAllowed, false);
    return value.trim() || undefined;
  }

  /** A required name: trimmed, not empty, never a card number. */
  name(field: string, value: unknown): string | undefined {
    if (typeof value !== 'string') return this.fail(field, WRONG_KIND, true);
    const text = value.trim();
    if (!text) this.fail(field, FIELD_MESSAGES.missingField, false);
    if (containsCardNumber(text)) this.fail(field, FIELD_MESSAGES.cardNumberNotAllowed, false);
    return text;
  }

  oneOf<T extends string>(field: string, value: unknown, values: readonly T[], fallback?: T): T | undefined {
    if (value === undefined && fallback !== undefined) return fallback;
    return values.includes(value as T) ? (value as T) : this.fail(field, NOT_LISTED, true);
  }

  optionalOneOf<T extends string>(field: string, value: unknown, values: readonly T[]): T | undefined {
    return value === undefined ? undefined : this.oneOf(field, value, values);
  }

  /** A whole number at least `min`, as a number or its digits; `max` as a check of its own (payment day). */
  whole(field: string, value: unknown, min: number, max?: number): number | undefined {
    const number = typeof value === 'number' && Number.isFinite(value) ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : null;
    if (number === null) return this.fail(field, NO_FORM, true);
    // zod's integer check: a fraction reads as the wrong kind (and stops there), a whole number past 2^53 as too big.
    if (!Number.isInteger(number)) return this.fail(field, WRONG_KIND, true);
    if (!Number.isSafeInteger(number)) this.fail(field, number > 0 ? 'invalid_too_big' : 'invalid_too_small', false);
    if (number < min) this.fail(field, SERVICE_MESSAGES.invalidAmount, false);
    if (max !== undefined && number > max) this.fail(field, 'invalid_too_big', false);
    return number;
  }
}

/** A nested object of the request: null when it is not one (zod's wrong kind at the object itself). */
const objectOf = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

function readPlan(value: unknown): { reader: Reader; plan: WidgetPlanData } {
  const reader = new Reader(['plan']);
  const input = objectOf(value);
  if (!input) {
    reader.fail(undefined, WRONG_KIND, true);
    return { reader, plan: {} as WidgetPlanData };
  }
  const plan = {
    service_name: reader.name('service_name', input.service_name),
    plan_name: reader.name('plan_name', input.plan_name),
    description: reader.text('description', input.description),
    amount: amountOf(reader, input.amount),
    currency: currencyOf(reader, input.currency),
    type: reader.oneOf('type', input.type, WIDGET_PLAN_TYPES),
    frequency: reader.optionalOneOf('frequency', input.frequency, WIDGET_FREQUENCIES),
    billing_cycles: input.billing_cycles === undefined ? undefined : reader.whole('billing_cycles', input.billing_cycles, BILLING_CYCLES_MIN),
    payment_day: paymentDayOf(reader, input.payment_day),
    subscription_type: reader.oneOf('subscription_type', input.subscription_type, PLAN_TYPES, 'fixed'),
    future_charge: reader.optionalOneOf('future_charge', input.future_charge, FUTURE_CHARGES),
    consume_units: input.consume_units === undefined ? undefined : reader.whole('consume_units', input.consume_units, 1),
    external_usage_id: reader.text('external_usage_id', input.external_usage_id),
  } as WidgetPlanData;
  if (!reader.aborted && plan.type === 'Subscription') {
    if (!plan.frequency) reader.fail('frequency', FIELD_MESSAGES.missingField, false);
    if (plan.subscription_type === 'variable' && !plan.future_charge) reader.fail('future_charge', FIELD_MESSAGES.missingField, false);
  }
  return { reader, plan };
}

function amountOf(reader: Reader, value: unknown): number | undefined {
  if (typeof value !== 'string' && !(typeof value === 'number' && Number.isFinite(value))) return reader.fail('amount', NO_FORM, true);
  return toMinorUnits(value) ?? reader.fail('amount', SERVICE_MESSAGES.invalidAmount, true);
}

function currencyOf(reader: Reader, value: unknown): string | undefined {
  if (value === undefined) return DEFAULT_CURRENCY;
  if (typeof value !== 'string') return reader.fail('currency', WRONG_KIND, true);
  return value.toLowerCase() === DEFAULT_CURRENCY ? DEFAULT_CURRENCY : reader.fail('currency', NOT_LISTED, true);
}

/** 1 to 31 or `last_day`: past 31 is said as such; a value of neither form (0 included) is none of the forms. */
function paymentDayOf(reader: Reader, value: unknown): number | 'last_day' | undefined {
  if (value === undefined || value === 'last_day') return value;
  const days = new Reader([]);
  const day = days.whole('payment_day', value, 1);
  if (days.issues.length > 0) return reader.fail('payment_day', NO_FORM, true);
  return reader.whole('payment_day', day, 1, 31);
}

const CUSTOMER_TEXTS = [
  'email',
  'cif',
  'name',
  'surname',
  'company_name',
  'prefix',
  'phone',
  'city',
  'postal_code',
  'address',
  'external_product_id',
  'external_customer_id',
  'external_order_id',
] as const;

function readCustomer(value: unknown): { reader: Reader; customer: WidgetCustomerData } {
  const reader = new Reader(['customer']);
  const input = objectOf(value);
  if (!input) {
    reader.fail(undefined, WRONG_KIND, true);
    return { reader, customer: {} as WidgetCustomerData };
  }
  const customer: Record<string, unknown> = {};
  // The schema's shape order: the texts around type and country, the flag, then the external ids.
  for (const field of CUSTOMER_TEXTS.slice(0, 2)) customer[field] = reader.text(field, input[field]);
  customer.type = reader.oneOf('type', input.type, HOLDER_TYPES, 'PERSON');
  for (const field of CUSTOMER_TEXTS.slice(2, 7)) customer[field] = reader.text(field, input[field]);
  customer.country = input.country === undefined ? undefined : input.country === DEFAULT_COUNTRY ? DEFAULT_COUNTRY : reader.fail('country', NOT_LISTED, true);
  for (const field of CUSTOMER_TEXTS.slice(7, 10)) customer[field] = reader.text(field, input[field]);
  const flag = input.not_editable;
  customer.not_editable =
    flag === undefined || typeof flag === 'boolean' ? flag : typeof flag === 'string' ? flag.trim().toLowerCase() !== 'false' : reader.fail('not_editable', NO_FORM, true);
  for (const field of CUSTOMER_TEXTS.slice(10)) customer[field] = reader.text(field, input[field]);
  return { reader, customer: customer as WidgetCustomerData };
}

const BODY_FIELDS = ['service_id', 'plan_id', 'plan', 'customer', 'signature'];

/**
 * A <pay-button> request read as `CreateCheckoutSessionBody` reads it, without zod (decision 1175): the same issues,
 * in the same order, with the same message keys, and the plan and customer as the schemas would hand them to
 * `widgetPlanBody` and `widgetCustomerIssues`. The click's code runs it so that a buyer's first screen does not carry
 * the schema library; the server parses with the schemas, and widget-request-rules.test.ts holds the two together
 * on generated requests. The plan and the customer are each answered when their own fields are valid, whatever the
 * rest: the button applies the customer rules to a prefill even beside a wrong plan attribute.
 */
export function readWidgetRequest(request: Record<string, unknown>): WidgetRequestReading {
  const ids = new Reader([]);
  for (const field of ['service_id', 'plan_id'] as const) {
    const id = request[field];
    if (id === undefined) continue;
    if (typeof id !== 'string') ids.fail(field, WRONG_KIND, true);
    else if (id === '') ids.fail(field, 'invalid_too_small', false);
  }
  const plan = request.plan === undefined ? undefined : readPlan(request.plan);
  const customer = request.customer === undefined ? undefined : readCustomer(request.customer);
  const rest = new Reader([]);
  if (request.signature !== undefined && typeof request.signature !== 'string') rest.fail('signature', WRONG_KIND, true);
  if (Object.keys(request).some((key) => !BODY_FIELDS.includes(key))) rest.fail(undefined, 'invalid_unrecognized_keys', false);
  const issues = [...ids.issues, ...(plan?.reader.issues ?? []), ...(customer?.reader.issues ?? []), ...rest.issues];
  // The body's rule between fields runs when nothing stopped it, as zod's refinement does.
  if (!issues.some((issue) => issue.abort)) {
    const product = request.plan_id !== undefined || request.service_id !== undefined;
    if (product === (request.plan !== undefined)) issues.push({ path: ['plan'], message: 'invalid_custom', abort: false });
    if (product && (request.plan_id === undefined || request.service_id === undefined)) {
      issues.push({ path: [request.plan_id === undefined ? 'plan_id' : 'service_id'], message: FIELD_MESSAGES.missingField, abort: false });
    }
  }
  return {
    issues: issues.map(({ path, message }) => ({ path, message })),
    plan: plan && plan.reader.issues.length === 0 ? plan.plan : undefined,
    customer: customer?.reader.issues.length === 0 ? customer.customer : undefined,
  };
}
