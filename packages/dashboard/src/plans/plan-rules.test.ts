import type { CurrentProductPlan, ProductPlan, ProductPlanState } from '@cobro/contracts';
import { describe, expect, it } from 'vitest';
import { canChoosePlan, currentPlanLimit, freeTrialCard, initialBilling, planAlert, planBadges } from './plan-rules';

const start: ProductPlan = { id: 'p1', name: 'START Mensual', price: 2900, type: 'MONTH' };
const growthYear: ProductPlan = { id: 'p2', name: 'GROWTH Anual', price: 79000, type: 'YEAR' };
const state = (plan_exceeded = false): ProductPlanState => ({ plan_exceeded, plan_name: null, plan_end_date: null });
const current = (status: NonNullable<CurrentProductPlan>['status'], plan_id = 'p1'): CurrentProductPlan => ({
  id: 's1',
  status,
  plan_id,
  plan: { name: 'START Mensual' },
});

describe('plans modal rules', () => {
  it('badges only the current plan: current, then exceeded or canceled', () => {
    expect(planBadges(start, null, state())).toEqual([]);
    expect(planBadges(growthYear, current('active'), state())).toEqual([]);
    expect(planBadges(start, current('active'), state())).toEqual(['current']);
    expect(planBadges(start, current('active'), state(true))).toEqual(['current', 'exceeded']);
    expect(planBadges(start, current('canceled'), state(true))).toEqual(['current', 'canceled']);
  });

  it('alerts by subscription status', () => {
    expect(planAlert(null, state())).toBeNull();
    expect(planAlert(current('active'), state(true))).toBeNull();
    expect(planAlert(current('unpaid'), state())).toBe('unpaid');
    expect(planAlert(current('canceled'), state())).toBe('canceled');
    expect(planAlert(current('past_due'), state())).toBe('past-due');
    expect(planAlert(current('past_due'), state(true))).toBe('past-due-exceeded');
  });

  it('offers the free trial without a plan, in its exceeded variant past the free volume', () => {
    expect(freeTrialCard(null, state())).toBe('free');
    expect(freeTrialCard(null, state(true))).toBe('free-exceeded');
    expect(freeTrialCard(current('active'), state())).toBeNull();
  });

  it('lets plans be chosen without a plan or once it ended; a subscriber writes instead', () => {
    expect(canChoosePlan(null)).toBe(true);
    expect(canChoosePlan(current('canceled'))).toBe(true);
    expect(canChoosePlan(current('active'))).toBe(false);
    expect(canChoosePlan(current('past_due'))).toBe(false);
  });

  it('starts the billing switch on the current plan', () => {
    expect(initialBilling([start, growthYear], current('active', 'p2'))).toBe('YEAR');
    expect(initialBilling([start, growthYear], null)).toBe('MONTH');
  });

  it("the limit the sales count against is the current plan's, the free one without a plan", () => {
    expect(currentPlanLimit([start, growthYear], null)).toEqual({ tier: null, cents: 300_000, per: 'month' });
    expect(currentPlanLimit([start, growthYear], current('active'))).toEqual({ tier: 'START', cents: 2_000_000, per: 'month' });
    expect(currentPlanLimit([start, growthYear], current('active', 'p2'))).toEqual({ tier: 'GROWTH', cents: 60_000_000, per: 'year' });
  });
});
