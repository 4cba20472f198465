import {
  BILLING_CYCLES_MIN,
  DEFAULT_COUNTRY,
  DEFAULT_CURRENCY,
  FUTURE_CHARGES,
  HOLDER_TYPES,
  INT4_MAX,
  PLAN_DESCRIPTION_MAX,
  PLAN_NAME_MAX,
  PLAN_TYPES,
  SERVICE_NAME_MAX,
  WIDGET_FREQUENCIES,
  WIDGET_PLAN_TYPES,
} from '../widget-constants';

/** The <pay-button> request as its attributes make it: each value as written (`CreateCheckoutSessionBody`'s input). */
export interface WidgetRequestShape {
  service_id?: unknown;
  plan_id?: unknown;
  plan?: Record<string, unknown>;
  customer?: Record<string, unknown>;
}

type Rule = (value: string) => boolean;

const oneOf = (values: readonly string[]): Rule => (value) => values.includes(value);
const whole = (min: number, max = INT4_MAX): Rule => (value) => /^\d+$/.test(value) && +value >= min && +value <= max;
const text = (max: number, required = false): Rule => (value) => value.trim().length <= max && (!required || value.trim() !== '');

/** What each plan attribute's text must be, as the contract's `WidgetPlanData` and `widgetPlanBody` read it. */
const PLAN_RULES: Record<string, Rule> = {
  service_name: text(SERVICE_NAME_MAX, true),
  plan_name: text(PLAN_NAME_MAX, true),
  description: text(PLAN_DESCRIPTION_MAX),
  // Digits, dots and commas with a digit that is not 0, and euro signs or spaces around: what `parseMoney` may take
  // and find above zero (it is too big for the first script; the full check refuses `19.999` and `1.2.3`).
  amount: (value) => /^[\s€]*(?=.*[1-9])[\d.,]+[\s€]*$/.test(value),
  currency: (value) => value.toLowerCase() === DEFAULT_CURRENCY,
  type: oneOf(WIDGET_PLAN_TYPES),
  frequency: oneOf(WIDGET_FREQUENCIES),
  billing_cycles: whole(BILLING_CYCLES_MIN),
  payment_day: (value) => value === 'last_day' || whole(1, 31)(value),
  subscription_type: oneOf(PLAN_TYPES),
  future_charge: oneOf(FUTURE_CHARGES),
  consume_units: whole(1),
};

const CUSTOMER_RULES: Record<string, Rule> = { type: oneOf(HOLDER_TYPES), country: (value) => value === DEFAULT_COUNTRY };

const REQUIRED_PLAN_FIELDS = ['service_name', 'plan_name', 'amount', 'type'];

/**
 * What a <pay-button>'s attributes get wrong in their form alone, in the first script, before the full check loads on
 * intent: a missing or unknown value, a number or an amount not written as one, both modes at once, the plan rules
 * between frequency, payment day and billing cycles. The button runs it before it paints, so such a button never
 * shows (issue 27). Answers the request fields at fault (`plan.frequency`, `plan_id`, `customer.type`), none when it
 * sees nothing; the full check then names every invalid attribute. It names only fields the full check
 * (`readWidgetRequest`, which reads a request as `CreateCheckoutSessionBody` does; `widgetPlanBody`;
 * `widgetCustomerIssues`) names too, so it never hides a valid button; what needs more code (e-mail, tax id, postal
 * code, a card number in a text) waits for that check.
 */
export function widgetShapeIssues(request: WidgetRequestShape): string[] {
  const issues: string[] = [];
  const { plan, customer } = request;
  const product = request.service_id !== undefined || request.plan_id !== undefined;
  const check = (group: string, values: Record<string, unknown> | undefined, rules: Record<string, Rule>) => {
    for (const [field, value] of Object.entries(values ?? {})) {
      if (typeof value === 'string' && rules[field] && !rules[field](value)) issues.push(`${group}.${field}`);
    }
  };
  if (product) {
    for (const field of ['service_id', 'plan_id'] as const) {
      if (request[field] === undefined || request[field] === '') issues.push(field);
    }
    for (const field of Object.keys(plan ?? {})) issues.push(`plan.${field}`);
  } else if (plan) {
    check('plan', plan, PLAN_RULES);
    for (const field of REQUIRED_PLAN_FIELDS) if (plan[field] === undefined) issues.push(`plan.${field}`);
  }
  check('customer', customer, CUSTOMER_RULES);
  // The rules between fields run on values that passed their own rules, as the contract's do.
  if (issues.length > 0 || product || !plan) return issues;
  const subscription = plan.type === 'Subscription';
  if (subscription !== (plan.frequency !== undefined)) issues.push('plan.frequency');
  if (plan.payment_day !== undefined && plan.frequency !== 'month') issues.push('plan.payment_day');
  if (plan.billing_cycles !== undefined && !subscription) issues.push('plan.billing_cycles');
  // A variable plan is a subscription with a future charge (decision 1139).
  if (plan.subscription_type === 'variable') {
    if (!subscription) issues.push('plan.subscription_type');
    if (plan.future_charge === undefined) issues.push('plan.future_charge');
  }
  return issues;
}
