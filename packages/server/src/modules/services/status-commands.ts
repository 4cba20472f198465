import { and, eq, isNull } from 'drizzle-orm';
import {
  canEnablePlan,
  canEnableService,
  canPausePlan,
  canPauseService,
  canPublishService,
  type MerchantService,
  type Plan,
} from '@cobro/contracts';
import { plans, services } from '../../db/schema/index';
import type { CatalogStatus } from '../../db/schema/catalog';
import { AppError } from '../../errors/app-error';
import { publicBaseUrl } from '../../storage/index';
import { announce, inTransaction, type CatalogContext } from './catalog-commands';
import { organizationCanCharge, publishedPlan } from './publishing-rules';
import { findPlan, findService, planViews, serviceView } from './service-view';

/** An illegal transition changes nothing and says which status refused it. */
const illegal = (status: CatalogStatus) => new AppError('SER-004', { details: { status } });

/**
 * Publishes a draft: the service and its plans become ACTIVE, each plan gets a provider price id and each
 * fixed plan an active payment link. The service row is locked first, so of two concurrent publishes the
 * second sees ACTIVE and gets 409.
 */
export async function publishService(ctx: CatalogContext, id: string): Promise<MerchantService> {
  const canCharge = organizationCanCharge(ctx.organization);
  if (!canCharge) throw new AppError('ORG-002');
  return inTransaction(ctx, async (tx, now) => {
    const service = await findService(tx, ctx.organization.id, id, true);
    if (!service) throw new AppError('SER-002');
    if (!canPublishService(service, canCharge)) throw illegal(service.status);
    const [updated] = await tx
      .update(services)
      .set({ status: 'ACTIVE', published: true, updatedAt: now })
      .where(eq(services.id, id))
      .returning();
    const draftPlans = await tx
      .select({ id: plans.id, type: plans.type })
      .from(plans)
      .where(and(eq(plans.serviceId, id), isNull(plans.deletedAt)));
    const baseUrl = publicBaseUrl(ctx.app);
    for (const plan of draftPlans) {
      await tx.update(plans).set({ ...publishedPlan(plan, baseUrl), updatedAt: now }).where(eq(plans.id, plan.id));
    }
    await announce(tx, ctx, now, 'service-updated', [id]);
    await announce(tx, ctx, now, 'plan-updated', draftPlans.map((p) => p.id));
    return serviceView(tx, ctx.storage, updated);
  });
}

type ServiceRule = (service: { status: CatalogStatus }) => boolean;

async function moveService(ctx: CatalogContext, id: string, allowed: ServiceRule, to: CatalogStatus) {
  return inTransaction(ctx, async (tx, now) => {
    const service = await findService(tx, ctx.organization.id, id, true);
    if (!service) throw new AppError('SER-002');
    if (!allowed(service)) throw illegal(service.status);
    const [updated] = await tx.update(services).set({ status: to, updatedAt: now }).where(eq(services.id, id)).returning();
    await announce(tx, ctx, now, 'service-updated', [id]);
    return serviceView(tx, ctx.storage, updated);
  });
}

/** Pause is allowed only from ACTIVE. Plans keep their own status; the checkout sells only ACTIVE services. */
export const pauseService = (ctx: CatalogContext, id: string) => moveService(ctx, id, canPauseService, 'PAUSED');

/** Resume (enable) from PAUSED or DISABLED. */
export const enableService = (ctx: CatalogContext, id: string) => moveService(ctx, id, canEnableService, 'ACTIVE');

/**
 * Pausing a plan stops new purchases: it leaves ACTIVE (so `active` is false) and its payment link is switched
 * off; enabling switches both back on. Existing subscriptions are not touched.
 */
async function movePlan(ctx: CatalogContext, serviceId: string, id: string, to: 'PAUSED' | 'ACTIVE'): Promise<Plan> {
  return inTransaction(ctx, async (tx, now) => {
    const plan = await findPlan(tx, ctx.organization.id, serviceId, id, true);
    if (!plan) throw new AppError('SER-003');
    const allowed = to === 'PAUSED' ? canPausePlan(plan) : canEnablePlan(plan);
    if (!allowed) throw illegal(plan.status);
    const on = to === 'ACTIVE';
    const [updated] = await tx
      .update(plans)
      .set({ status: to, active: on, paymentLinkActive: on && plan.paymentLinkUrl !== null, updatedAt: now })
      .where(eq(plans.id, id))
      .returning();
    await announce(tx, ctx, now, 'plan-updated', [id]);
    const [view] = await planViews(tx, [updated]);
    return view;
  });
}

/** Pause-new-purchases when the plan is active and not PAUSED. */
export const pausePlan = (ctx: CatalogContext, serviceId: string, id: string) => movePlan(ctx, serviceId, id, 'PAUSED');

/** Resume for DISABLED or PAUSED. */
export const enablePlan = (ctx: CatalogContext, serviceId: string, id: string) => movePlan(ctx, serviceId, id, 'ACTIVE');
