import { INT4_MAX, PLAN_DESCRIPTION_MAX, PLAN_NAME_MAX, SERVICE_NAME_MAX } from '../constants';
import type { PlanBody } from '../entities/plan';
import type { WidgetFrequency, WidgetPlanData } from '../entities/widget-button';
import { planRuleIssues } from './plan-rules';
import { FIELD_MESSAGES, SERVICE_MESSAGES } from '../messages';

/**
 * `payment_day: last_day` is stored as 31: billing clamps a payment day to the month's last day, so day 31 is the
 * last day of every month (decision 1006).
 */
export const LAST_DAY_OF_MONTH = 31;

/** Plan form spelling of a widget frequency (the only difference is the sixth-month value). */
export const planFrequencyOf = (f: WidgetFrequency) => (f === 'semiannually' ? 'semianually' : f);

/** A variable (metered) plan is a subscription: a one-time payment has no period to bill its usage in (decision 1139). */
export const VARIABLE_PLAN_NOT_SOLD = 'invalid_subscription_type';

/** Field names of the plan rules, as the button's data spells them. */
const WIDGET_FIELD: Record<string, string> = {
  frequency: 'plan.frequency',
  payment_day: 'plan.payment_day',
  prorate: 'plan.payment_day',
  billing_cycles: 'plan.billing_cycles',
  future_charge: 'plan.future_charge',
};

/**
 * The plan a web-services button describes, as the plan form would send it (services-and-configuration 5):
 * recurring exactly for a Subscription, its frequency in the plan spelling, prorate exactly when a payment day is
 * set, future_charge only on variable plans; and what the plan rules refuse, keyed `plan.<field>` (decision 1007).
 * The button checks it before a buyer can click, the server again before it creates anything.
 */
export function widgetPlanBody(data: WidgetPlanData): { body: PlanBody; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  const tooLong = (field: string, value: string | undefined, max: number) => {
    if ((value ?? '').length > max) fields[field] = FIELD_MESSAGES.tooLong;
  };
  tooLong('plan.service_name', data.service_name, SERVICE_NAME_MAX);
  tooLong('plan.plan_name', data.plan_name, PLAN_NAME_MAX);
  tooLong('plan.description', data.description, PLAN_DESCRIPTION_MAX);
  if (data.amount <= 0 || data.amount > INT4_MAX) fields['plan.amount'] = SERVICE_MESSAGES.invalidAmount;
  if ((data.billing_cycles ?? 0) > INT4_MAX) fields['plan.billing_cycles'] = SERVICE_MESSAGES.invalidAmount;
  if ((data.consume_units ?? 0) > INT4_MAX) fields['plan.consume_units'] = SERVICE_MESSAGES.invalidAmount;
  if (data.subscription_type === 'variable' && data.type !== 'Subscription') fields['plan.subscription_type'] = VARIABLE_PLAN_NOT_SOLD;

  const paymentDay = data.payment_day === undefined ? null : data.payment_day === 'last_day' ? LAST_DAY_OF_MONTH : data.payment_day;
  const body: PlanBody = {
    name: data.plan_name,
    description: data.description ?? '',
    unit_amount: data.amount,
    currency: data.currency,
    type: data.subscription_type,
    recurring: data.type === 'Subscription',
    frequency: data.frequency ? planFrequencyOf(data.frequency) : null,
    payment_day: paymentDay,
    prorate: paymentDay !== null,
    billing_cycles: data.billing_cycles ?? null,
    future_charge: data.subscription_type === 'variable' ? (data.future_charge ?? null) : null,
  };
  for (const issue of planRuleIssues(body)) fields[WIDGET_FIELD[issue.path[0]] ?? `plan.${issue.path[0]}`] ??= issue.message;
  return { body, fields };
}
