import { and, asc, eq, isNull } from 'drizzle-orm';
import type { WidgetServicesResponse } from '@cobro/contracts';
import type { z } from 'zod';
import type { Queryable } from '../../db/database';
import { plans, services } from '../../db/schema/index';
import { ownCatalog, serviceType } from '../services/index';

/**
 * GET /widget-configuration/services: the merchant's own ACTIVE services with their ACTIVE plans, for the
 * product-services button (never what a web-services button created, decision 1011). A service without an ACTIVE plan has nothing to sell and is left out; one mixing fixed and variable
 * plans shows as variable (decision 1005).
 */
export async function widgetServices(db: Queryable, organizationId: string): Promise<z.input<typeof WidgetServicesResponse>> {
  const rows = await db
    .select({ service: services, plan: plans })
    .from(services)
    .innerJoin(plans, and(eq(plans.serviceId, services.id), eq(plans.status, 'ACTIVE'), isNull(plans.deletedAt)))
    .where(and(eq(services.organizationId, organizationId), ownCatalog(services), eq(services.status, 'ACTIVE'), isNull(services.deletedAt)))
    .orderBy(asc(services.createdAt), asc(services.id), asc(plans.createdAt), asc(plans.id));
  const byService = new Map<string, { service: (typeof rows)[number]['service']; plans: (typeof rows)[number]['plan'][] }>();
  for (const { service, plan } of rows) {
    const entry = byService.get(service.id) ?? { service, plans: [] };
    entry.plans.push(plan);
    byService.set(service.id, entry);
  }
  return [...byService.values()].map(({ service, plans: own }) => ({
    id: service.id,
    name: service.name,
    type: serviceType(own) ?? 'variable',
    plans: own.map((p) => ({
      id: p.id,
      name: p.name,
      unit_amount: p.unitAmount,
      currency: p.currency,
      type: p.type,
      frequency: p.frequency,
    })),
  }));
}
