import { PRODUCT_PREFIX, TASK_IDS, type TaskStatus, type TasksStatusResponse, type TaskType } from '@cobro/contracts';
import type { OrganizationRow } from '../auth/index';

/** What the task statuses are computed from, read from the database by the route. */
export interface TaskFacts {
  organization: Pick<OrganizationRow, 'paymentsActivated' | 'onboardingSteps' | 'verificationStatus' | 'payoutsEnabled' | 'selectedPaymentOptions'>;
  activeServices: number;
  draftServices: number;
  activePaymentLinks: number;
  /** Status of the merchant's product plan subscription, if any. */
  productSubscriptionStatus: string | null;
}

const PLAN_TASK = `${PRODUCT_PREFIX}_plan` as const;

/**
 * Gateway task. ERROR (dashboard-core 4) whenever the provider's verification record exists without payouts;
 * COMPLETED once verified with payouts; before activation INITIAL or IN_PROGRESS by the wizard's steps; after
 * activation, while the provider has not answered yet (no record), ENABLED: the yellow clock. The dashboard
 * applies the same ERROR reading (decision 0502), so both agree.
 */
export function gatewayStatus(org: TaskFacts['organization']): TaskStatus {
  if (org.verificationStatus !== null && !org.payoutsEnabled) return 'ERROR';
  if (org.verificationStatus === 'verified') return 'COMPLETED';
  if (!org.paymentsActivated) {
    return Object.values(org.onboardingSteps).some((s) => s === 'complete') ? 'IN_PROGRESS' : 'INITIAL';
  }
  return 'ENABLED';
}

function planStatus(status: string | null): TaskStatus {
  if (status === null) return 'INITIAL';
  if (status === 'active' || status === 'trialing') return 'COMPLETED';
  if (status === 'past_due' || status === 'incomplete') return 'ENABLED';
  return 'ERROR';
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
    [PLAN_TASK]: planStatus(facts.productSubscriptionStatus),
  };
  return (Object.keys(TASK_IDS) as TaskType[]).map((type) => ({
    task_id: TASK_IDS[type],
    status: statuses[type],
    task: { type, ...TEXT[type] },
  }));
}
