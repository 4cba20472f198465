import {
  FIELD_MESSAGES,
  PLAN_DESCRIPTION_MAX,
  PLAN_NAME_MAX,
  SERVICE_MESSAGES,
  SERVICE_NAME_MAX,
  planFrequencyOf,
  planRuleIssues,
  type PlanBody,
  type WidgetPlanData,
} from '@cobro/contracts';
import { AppError } from '../../errors/app-error';

/** Largest value of an integer column (amounts, billing cycles, units): a bigger one could not be stored. */
const INT4_MAX = 2_147_483_647;

/**
 * `payment_day: last_day` is stored as 31: billing clamps a payment day to the month's last day
 * (billing/periods.ts paymentDayOf), so day 31 is the last day of every month (decision 1006).
 */
export const LAST_DAY_OF_MONTH = 31;

/** A variable (metered) plan has no payment link, so no checkout can sell it (decision 0602). */
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
 * Invalid button data: CHK-014 when the amount is wrong, else CHK-015 when the frequency or payment day is,
 * else CHK-002; every field message is in `fields` (decision 1007).
 */
export function checkoutDataError(fields: Record<string, string>): AppError {
  const names = Object.keys(fields);
  const code = names.includes('plan.amount')
    ? 'CHK-014'
    : names.some((n) => n === 'plan.frequency' || n === 'plan.payment_day')
      ? 'CHK-015'
      : 'CHK-002';
  return new AppError(code, { fields });
}

/**
 * The plan a web-services button describes, as the plan form would send it (services-and-configuration 5):
 * recurring exactly for a Subscription, its frequency in the plan spelling, prorate exactly when a payment day is
 * set, future_charge only on variable plans. Checked with the same plan rules; refused with checkoutDataError.
 */
export function planBodyOf(data: WidgetPlanData): PlanBody {
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
  if (data.subscription_type === 'variable') fields['plan.subscription_type'] = VARIABLE_PLAN_NOT_SOLD;

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
  if (Object.keys(fields).length) throw checkoutDataError(fields);
  return body;
}
