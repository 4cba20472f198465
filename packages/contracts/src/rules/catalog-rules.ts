import type { Organization } from '../entities/organization';
import type { Plan, ServiceStatus } from '../entities/plan';

/**
 * The state rules of services and plans (services-and-configuration 4). The dashboard's menus and the
 * reference server both ask these functions, so an action the UI offers is exactly an action the server
 * accepts; anything else is a 409 SER-004 on the server.
 */

type WithStatus = { status: ServiceStatus };
type PlanState = Pick<Plan, 'status' | 'active'>;
type LinkState = Pick<Plan, 'status' | 'type' | 'stripe_id' | 'payment_link'>;
type OrganizationState = Pick<Organization, 'verification_status'>;

/**
 * Whether the organization can take payments: charges_enabled, and "for the service and link rules, pending
 * means locked" (services-and-configuration 3), so a pending verification counts as not enabled.
 */
export function chargesEnabled(organization: OrganizationState | null | undefined): boolean {
  const verification = organization?.verification_status;
  if (!verification) return false;
  return verification.charges_enabled === true && verification.verification_status !== 'pending';
}

/** Service pause is allowed only from ACTIVE. */
export const canPauseService = (service: WithStatus) => service.status === 'ACTIVE';

/** Service resume (enable) is offered for PAUSED or DISABLED, not for ACTIVE or DRAFT. */
export const canEnableService = (service: WithStatus) => service.status === 'PAUSED' || service.status === 'DISABLED';

/** Publish turns a DRAFT into ACTIVE, and only when the organization has charges_enabled. */
export const canPublishService = (service: WithStatus, canCharge: boolean) => canCharge && service.status === 'DRAFT';

/** The publish button shows only when the organization has charges_enabled. */
export const canShowPublish = (canCharge: boolean) => canCharge;

/** Name and image are editable only while the service is a draft. */
export const canEditServiceDetails = (service: WithStatus) => service.status === 'DRAFT';

/**
 * A whole service can be deleted only while it is a draft: a published one has payment links and may have
 * purchases (our decision, docs/decisions/0600-catalog-state-rules-and-deletion.md).
 */
export const canDeleteService = (service: WithStatus) => service.status === 'DRAFT';

/** Plan pause-new-purchases is offered when the plan is active and not PAUSED. */
export const canPausePlan = (plan: PlanState) => plan.active && plan.status !== 'PAUSED';

/** Plan resume is offered for DISABLED or PAUSED. */
export const canEnablePlan = (plan: PlanState) => plan.status === 'DISABLED' || plan.status === 'PAUSED';

/** Plan delete is offered only for DRAFT plans. */
export const canDeletePlan = (plan: WithStatus) => plan.status === 'DRAFT';

/**
 * What deleting a plan does:
 * - `not_allowed`: the plan is not a DRAFT (the menu does not offer it);
 * - `service_not_draft`: the plan's service is not a draft, refused (the UI shows the error modal);
 * - `delete_service`: it is the last plan of a draft service, so the whole service is offered for deletion
 *   (a service keeps at least one plan, services.missing_plans);
 * - `delete_plan`: only the plan is deleted.
 */
export type PlanDeletion = 'not_allowed' | 'service_not_draft' | 'delete_service' | 'delete_plan';

export function planDeletion(
  plan: WithStatus,
  service: WithStatus & { plans: readonly unknown[] },
): PlanDeletion {
  if (!canDeletePlan(plan)) return 'not_allowed';
  if (service.status !== 'DRAFT') return 'service_not_draft';
  return service.plans.length <= 1 ? 'delete_service' : 'delete_plan';
}

/**
 * Copy-link is offered for an ACTIVE plan of type fixed with an active payment link and a stripe_id, and only
 * when the organization has charges_enabled.
 */
export const canCopyPaymentLink = (plan: LinkState, canCharge: boolean) =>
  canCharge &&
  plan.status === 'ACTIVE' &&
  plan.type === 'fixed' &&
  plan.payment_link?.active === true &&
  Boolean(plan.stripe_id);

/** The plans the copy-payment-link modal lists (empty when the organization cannot charge). */
export const copyablePlans = <P extends LinkState>(plans: readonly P[], canCharge: boolean): P[] =>
  plans.filter((plan) => canCopyPaymentLink(plan, canCharge));

