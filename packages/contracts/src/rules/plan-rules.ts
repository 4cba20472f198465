import { SERVICE_MESSAGES } from '../messages';

/** The fields of a plan (PlanBody's) that the rules read. */
interface PlanShape {
  type: string;
  recurring: boolean;
  frequency: string | null;
  payment_day: number | null;
  prorate: boolean;
  billing_cycles: number | null;
  future_charge: string | null;
}

/**
 * The cross-field rules of services-and-configuration 5: recurring exactly when a frequency is set; a payment
 * day only for monthly plans; prorate exactly when a payment day is set; billing cycles only on subscriptions;
 * future_charge required for variable plans. A module without zod: the button's click code runs them too.
 */
export function planRuleIssues(plan: PlanShape): { message: string; path: string[] }[] {
  const issues: { message: string; path: string[] }[] = [];
  const missing = (path: string) => issues.push({ message: SERVICE_MESSAGES.missingField, path: [path] });
  if (plan.recurring !== (plan.frequency !== null)) missing('frequency');
  if (plan.payment_day !== null && plan.frequency !== 'month') missing('payment_day');
  if (plan.prorate !== (plan.payment_day !== null)) missing('prorate');
  if (plan.billing_cycles !== null && !plan.recurring) missing('billing_cycles');
  if (plan.type === 'variable' && plan.future_charge === null) missing('future_charge');
  return issues;
}
