import type { PlanType } from '@cobro/contracts';
import { formatMoney, i18n } from '@cobro/i18n';
import { msg } from '@lingui/core/macro';

/**
 * A plan's price in words: its amount, or a variable plan's price of one unit (decision 1139: a period bills the
 * units reported times `unit_amount`), for the plan tables, the purchase's plan card and list, the button's plans.
 */
export function planPriceText(plan: { unit_amount: number; type: PlanType; currency?: string }): string {
  const price = formatMoney(plan.unit_amount, plan.currency);
  return plan.type === 'variable' ? i18n._(msg`${price} / unit`) : price;
}
