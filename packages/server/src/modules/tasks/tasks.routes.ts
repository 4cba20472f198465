import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@cobro/contracts';
import { plans, productSubscriptions, services } from '../../db/schema/index';
import { route } from '../../http/route';
import { computeTasks } from './task-rules';

export function tasksRoutes(app: FastifyInstance) {
  const { db } = app.database;

  route(app, endpoints.tasksStatus, async ({ session }) => {
    const orgId = session.organization.id;
    const liveServices = and(eq(services.organizationId, orgId), isNull(services.deletedAt));
    const [[active], [drafts], [links], [subscription]] = await Promise.all([
      db.select({ n: count() }).from(services).where(and(liveServices, eq(services.status, 'ACTIVE'))),
      db.select({ n: count() }).from(services).where(and(liveServices, eq(services.status, 'DRAFT'))),
      db
        .select({ n: count() })
        .from(plans)
        .where(
          and(
            eq(plans.organizationId, orgId),
            isNull(plans.deletedAt),
            eq(plans.status, 'ACTIVE'),
            eq(plans.paymentLinkActive, true),
            isNotNull(plans.stripeId),
          ),
        ),
      db
        .select({ status: productSubscriptions.status })
        .from(productSubscriptions)
        .where(and(eq(productSubscriptions.organizationId, orgId), eq(productSubscriptions.kind, 'plan')))
        .orderBy(desc(productSubscriptions.createdAt))
        .limit(1),
    ]);
    return computeTasks({
      organization: session.organization,
      activeServices: active.n,
      draftServices: drafts.n,
      activePaymentLinks: links.n,
      productSubscriptionStatus: subscription?.status ?? null,
    });
  });
}
