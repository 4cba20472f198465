import {
  planLimit,
  planTier,
  PRODUCT_PREFIX,
  TASK_IDS,
  type ProductPlan,
  type TaskStatus,
  type TasksStatusResponse,
  type TaskType,
} from '@cobro/contracts';
import type { OrganizationRow } from '../auth/index';

/** What the task statuses are computed from, read from the database by the route. */
export interface TaskFacts {
  organization: Pick<OrganizationRow, 'paymentsActivated' | 'onboardingSteps' | 'verificationStatus' | 'payoutsEnabled' | 'selectedPaymentOptions'>;
  activeServices: number;
  draftServices: number;
  activePaymentLinks: number;
  /** Status of the merchant's product plan subscription, if any. */
  productSubscriptionStatus: string | null;
  /** The plan of that subscription (its limit counts), or null: the free limit. */
  productPlan: Pick<ProductPlan, 'name' | 'type'> | null;
  /** Whether the volume of the limit's period is over it (GET /uelz-plans/state's plan_exceeded). */
  planExceeded: boolean;
}

const PLAN_TASK = `${PRODUCT_PREFIX}_plan` as const;

/**
 * Gateway task. ERROR (dashboard-core 4) whenever the provider's answer leaves payouts off; COMPLETED once verified
 * with payouts; before activation INITIAL or IN_PROGRESS by the wizard's steps; after activation, while the provider
 * has not answered yet (no record, or a review pending), ENABLED: the yellow clock. The dashboard applies the same
 * ERROR reading (decisions 0502, 1140), so both agree.
 */
export function gatewayStatus(org: TaskFacts['organization']): TaskStatus {
  const answered = org.verificationStatus !== null && org.verificationStatus !== 'pending';
  if (answered && !org.payoutsEnabled) return 'ERROR';
  if (org.verificationStatus === 'verified') return 'COMPLETED';
  if (!org.paymentsActivated) {
    return Object.values(org.onboardingSteps).some((s) => s === 'complete') ? 'IN_PROGRESS' : 'INITIAL';
  }
  return 'ENABLED';
}

/**
 * Plan task (decision 0290, "Limits on the export and the tasks card"): ERROR while the volume is over the plan's
 * limit (with no plan, the free one), so the task opens the plans modal on its exceeded variants; COMPLETED only
 * while a plan is held within its limit.
 */
function planStatus(status: string | null, exceeded: boolean): TaskStatus {
  if (exceeded) return 'ERROR';
  if (status === null) return 'INITIAL';
  if (status === 'active' || status === 'trialing') return 'COMPLETED';
  if (status === 'past_due' || status === 'incomplete') return 'ENABLED';
  return 'ERROR';
}

/** The limit of the plan in words: "START: up to 20,000 € a month" (FREE without a plan). */
function planLimitText(plan: TaskFacts['productPlan']) {
  const limit = planLimit(plan);
  const euros = (limit.cents / 100).toLocaleString('en-GB');
  return `${(plan && planTier(plan.name)) ?? 'FREE'}: up to ${euros} € a ${limit.per}.`;
}

const TEXT: Record<TaskType, { title: string; description: string; link: string | null }> = {
  gateway_activation: {
    title: 'Activate your payment gateway',
    description: 'Tell us about your business so you can start taking payments.',
    link: '/activate',
  },
  payment_methods: {
    title: 'Choose your payment methods',
    description: 'Pick how your customers can pay you.',
    link: '/dashboard/configuration/payment-methods',
  },
  add_services: {
    title: 'Add your services',
    description: 'Create the services and plans you sell.',
    link: '/dashboard/services/create',
  },
  payment_links: {
    title: 'Share a payment link',
    description: 'Copy the link of a published plan and send it to your customers.',
    link: '/dashboard/services',
  },
  // No link: the dashboard opens the plans modal for this task.
  [PLAN_TASK]: { title: 'Choose your plan', description: 'Subscribe to the plan that fits your sales.', link: null },
};

/**
 * The five onboarding tasks with their own statuses. Whether a task is disabled is not a status: the dashboard
 * derives it from these statuses (decision 0203), as it must with any back end serving the spec.
 */
export function computeTasks(facts: TaskFacts): TasksStatusResponse {
  const statuses: Record<TaskType, TaskStatus> = {
    gateway_activation: gatewayStatus(facts.organization),
    payment_methods: facts.organization.selectedPaymentOptions.length > 0 ? 'COMPLETED' : 'INITIAL',
    add_services: facts.activeServices > 0 ? 'COMPLETED' : facts.draftServices > 0 ? 'IN_PROGRESS' : 'INITIAL',
    payment_links: facts.activePaymentLinks > 0 ? 'COMPLETED' : 'INITIAL',
    [PLAN_TASK]: planStatus(facts.productSubscriptionStatus, facts.planExceeded),
  };
  const text = { ...TEXT, [PLAN_TASK]: { ...TEXT[PLAN_TASK], description: `${planLimitText(facts.productPlan)} ${TEXT[PLAN_TASK].description}` } };
  return (Object.keys(TASK_IDS) as TaskType[]).map((type) => ({
    task_id: TASK_IDS[type],
    status: statuses[type],
    task: { type, ...text[type] },
  }));
}
