import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@cobro/contracts';
import { plans, services } from '../../db/schema/index';
import { route } from '../../http/route';
import { currentSubscription, planState } from '../product-plans/index';
import { ownCatalog } from '../services/index';
import { computeTasks } from './task-rules';

export function tasksRoutes(app: FastifyInstance) {
  const { db } = app.database;

  route(app, endpoints.tasksStatus, async ({ session }) => {
    const orgId = session.organization.id;
    const liveServices = and(eq(services.organizationId, orgId), ownCatalog(services), isNull(services.deletedAt));
    const [[active], [drafts], [links], subscription, state] = await Promise.all([
      db.select({ n: count() }).from(services).where(and(liveServices, eq(services.status, 'ACTIVE'))),
      db.select({ n: count() }).from(services).where(and(liveServices, eq(services.status, 'DRAFT'))),
      db
        .select({ n: count() })
        .from(plans)
        .where(
          and(
            eq(plans.organizationId, orgId),
            ownCatalog(plans),
            isNull(plans.deletedAt),
            eq(plans.status, 'ACTIVE'),
            eq(plans.paymentLinkActive, true),
            isNotNull(plans.stripeId),
          ),
        ),
      // The plan subscription's live status: its house purchase's, as the payment engine moves it.
      currentSubscription(db, orgId),
      planState(db, orgId, app.clock.now()),
    ]);
    return computeTasks({
      organization: session.organization,
      activeServices: active.n,
      draftServices: drafts.n,
      activePaymentLinks: links.n,
      productSubscriptionStatus: subscription?.status ?? null,
      productPlan: subscription?.plan ?? null,
      planExceeded: state.plan_exceeded,
    });
  });
}
