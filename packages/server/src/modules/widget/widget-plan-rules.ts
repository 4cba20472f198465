import { widgetPlanBody, type PlanBody, type WidgetPlanData } from '@cobro/contracts';
import { AppError } from '../../errors/app-error';

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

/** The plan a web-services button describes (contracts' widgetPlanBody); refused with checkoutDataError. */
export function planBodyOf(data: WidgetPlanData): PlanBody {
  const { body, fields } = widgetPlanBody(data);
  if (Object.keys(fields).length) throw checkoutDataError(fields);
  return body;
}
