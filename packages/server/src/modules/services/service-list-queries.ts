import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { MerchantService, Paged, Plan, PlansQuery, ServicesQuery } from '@cobro/contracts';
import type { z } from 'zod';
import type { Queryable } from '../../db/database';
import { listPage, offsetOf, ordering } from '../../db/list-order';
import { plans, services } from '../../db/schema/index';
import type { CatalogStatus } from '../../db/schema/catalog';
import type { Storage } from '../../storage/index';
import { prefixQuery } from './search-rules';
import { planViews, serviceViews } from './service-view';

type Query = z.output<typeof ServicesQuery> | z.output<typeof PlansQuery>;

/**
 * The merchant's own catalog rows, not the services and plans a web-services button created: what the onboarding
 * task counts and what a product-services button may sell (decision 1011). The lists show both, each row marked.
 */
export const ownCatalog = (table: typeof services | typeof plans) => eq(table.origin, 'dashboard');

/**
 * Filters every catalog list shares (and its export): the organization's live rows, the merchant's and its
 * buttons' alike (each view carries `origin` and `key_mode`, decision 1011), the given statuses, the typed words.
 */
export function catalogConditions(table: typeof services | typeof plans, organizationId: string, query: Query): SQL | undefined {
  const conditions: SQL[] = [eq(table.organizationId, organizationId), isNull(table.deletedAt)];
  if (query.status?.length) conditions.push(inArray(table.status, query.status as CatalogStatus[]));
  const search = prefixQuery(query.search);
  if (search) conditions.push(sql`${table.search} @@ ${search}`);
  return and(...conditions);
}

export async function listServices(
  db: Queryable,
  storage: Storage,
  organizationId: string,
  query: z.output<typeof ServicesQuery>,
): Promise<Paged<MerchantService>> {
  const where = catalogConditions(services, organizationId, query);
  const sortable = { name: services.name, status: services.status, created_at: services.createdAt };
  const { rows, total } = await listPage(db, query, { table: services, where, scope: ['services', organizationId] }, () =>
    db
      .select()
      .from(services)
      .where(where)
      .orderBy(...ordering(sortable, query, services.createdAt, services.id))
      .limit(query.page_size)
      .offset(offsetOf(query)),
  );
  return { data: await serviceViews(db, storage, rows), ...total, page: query.page, page_size: query.page_size };
}

export async function listPlans(
  db: Queryable,
  organizationId: string,
  query: z.output<typeof PlansQuery>,
): Promise<Paged<Plan>> {
  const where = catalogConditions(plans, organizationId, query);
  const sortable = { name: plans.name, status: plans.status, unit_amount: plans.unitAmount, created_at: plans.createdAt };
  const { rows, total } = await listPage(db, query, { table: plans, where, scope: ['plans', organizationId] }, () =>
    db
      .select()
      .from(plans)
      .where(where)
      .orderBy(...ordering(sortable, query, plans.createdAt, plans.id))
      .limit(query.page_size)
      .offset(offsetOf(query)),
  );
  return { data: await planViews(db, rows), ...total, page: query.page, page_size: query.page_size };
}
