import { planLimit, planTier, type CurrentProductPlan, type PlanTier, type ProductPlan, type ProductPlanState } from '@cobro/contracts';

export type PlanBadge = 'current' | 'exceeded' | 'canceled';

/** The badges of a plan card: the current plan's, then exceeded (its limit passed) or canceled. */
export function planBadges(plan: Pick<ProductPlan, 'id'>, current: CurrentProductPlan, state: ProductPlanState): PlanBadge[] {
  if (!current || current.plan_id !== plan.id) return [];
  if (current.status === 'canceled') return ['current', 'canceled'];
  return state.plan_exceeded ? ['current', 'exceeded'] : ['current'];
}

export type PlanAlert = 'unpaid' | 'canceled' | 'past-due' | 'past-due-exceeded';

/** The alert above the plans (dashboard-core 2): unpaid or canceled an error, past_due a warning (or its exceeded variant). */
export function planAlert(current: CurrentProductPlan, state: ProductPlanState): PlanAlert | null {
  switch (current?.status) {
    case 'unpaid':
      return 'unpaid';
    case 'canceled':
      return 'canceled';
    case 'past_due':
      return state.plan_exceeded ? 'past-due-exceeded' : 'past-due';
    default:
      return null;
  }
}

/** Subscription statuses after which the organization has no plan any more and may choose one again. */
const ENDED = ['canceled', 'incomplete_expired', 'finished'];

/**
 * Whether plans can be chosen here: with no plan, or once it ended. A subscribed organization changes plan by
 * writing to the provider (dashboard-core 2).
 */
export const canChoosePlan = (current: CurrentProductPlan) => !current || ENDED.includes(current.status);

/** The free-trial card shows while there is no plan; its exceeded variant once the free volume is passed. */
export function freeTrialCard(current: CurrentProductPlan, state: ProductPlanState): 'free' | 'free-exceeded' | null {
  if (current) return null;
  return state.plan_exceeded ? 'free-exceeded' : 'free';
}

/** The billing switch starts on the current plan's type (monthly when there is none). */
export function initialBilling(plans: readonly ProductPlan[], current: CurrentProductPlan): ProductPlan['type'] {
  return plans.find((plan) => plan.id === current?.plan_id)?.type ?? 'MONTH';
}

/**
 * The limit the sales are counted against (dashboard-core 9, decision 0290): the current plan's, as the server counts
 * it, and the free one (no tier) without a plan.
 */
export function currentPlanLimit(plans: readonly ProductPlan[], current: CurrentProductPlan): { tier: PlanTier | null } & ReturnType<typeof planLimit> {
  const plan = plans.find((p) => p.id === current?.plan_id) ?? null;
  return { tier: plan && planTier(plan.name), ...planLimit(plan) };
}
