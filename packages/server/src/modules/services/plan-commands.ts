import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { planDeletion, type Plan, type PlanBody } from '@cobro/contracts';
import { plans, services } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import { publicBaseUrl } from '../../storage/index';
import { announce, inTransaction, type CatalogContext } from './catalog-commands';
import { draftPlan, organizationCanCharge, planColumns, publishedPlan } from './publishing-rules';
import { findPlan, findService, planViews } from './service-view';

/**
 * Adds a plan. On a draft service it is a draft too; a published service has no later publish step, so its
 * new plan is published at once (provider id, payment link when fixed), which needs charges_enabled.
 */
export async function createPlan(ctx: CatalogContext, serviceId: string, body: PlanBody): Promise<Plan> {
  return inTransaction(ctx, async (tx, now) => {
    const service = await findService(tx, ctx.organization.id, serviceId, true);
    if (!service) throw new AppError('SER-002');
    const id = randomUUID();
    let state: typeof draftPlan | ReturnType<typeof publishedPlan> = draftPlan;
    if (service.status !== 'DRAFT') {
      if (!organizationCanCharge(ctx.organization)) throw new AppError('ORG-002');
      state = publishedPlan({ id, type: body.type }, publicBaseUrl(ctx.app));
    }
    const [row] = await tx
      .insert(plans)
      .values({ id, organizationId: ctx.organization.id, serviceId, ...planColumns(body), ...state, createdAt: now, updatedAt: now })
      .returning();
    await tx.update(services).set({ updatedAt: now }).where(eq(services.id, serviceId));
    await announce(tx, ctx, now, 'plan-updated', [id]);
    await announce(tx, ctx, now, 'service-updated', [serviceId]);
    const [view] = await planViews(tx, [row]);
    return view;
  });
}

/**
 * Deletes a DRAFT plan of a draft service (soft: `deleted_at`, decision 0600). A plan of a non-draft service is
 * refused, and so is the last plan of a draft service: a service keeps at least one plan, and the dashboard
 * offers deleting the whole service instead. Refusals are SER-004 with `details.reason` (the rule's outcome).
 */
export async function deletePlan(ctx: CatalogContext, serviceId: string, id: string): Promise<void> {
  await inTransaction(ctx, async (tx, now) => {
    const service = await findService(tx, ctx.organization.id, serviceId, true);
    if (!service) throw new AppError('SER-002');
    const plan = await findPlan(tx, ctx.organization.id, serviceId, id, true);
    if (!plan) throw new AppError('SER-003');
    const live = await tx
      .select({ id: plans.id })
      .from(plans)
      .where(and(eq(plans.serviceId, serviceId), isNull(plans.deletedAt)));
    const outcome = planDeletion(plan, { status: service.status, plans: live });
    if (outcome !== 'delete_plan') {
      throw new AppError('SER-004', { details: { status: plan.status, service_status: service.status, reason: outcome } });
    }
    await tx.update(plans).set({ deletedAt: now, updatedAt: now }).where(eq(plans.id, id));
    await announce(tx, ctx, now, 'plan-updated', [id]);
    await announce(tx, ctx, now, 'service-updated', [serviceId]);
  });
}
