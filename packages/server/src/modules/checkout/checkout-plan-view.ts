import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PaymentLinkView } from '@cobro/contracts';
import type { Queryable } from '../../db/database';
import { prepared } from '../../db/prepared';
import { organizations, plans, services } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import { createAppStorage } from '../../storage/index';
import type { Storage } from '../../storage/storage';
import { HOUSE } from '../organizations/index';
import { onSale, organizationCanCharge, planTerms } from '../services/index';
import { isUuid } from '../../ids';

export type CheckoutPlan = NonNullable<Awaited<ReturnType<typeof findCheckoutPlan>>>;

/** The plan behind a payment link (the link id is the plan id), with its service and merchant. */
export async function findCheckoutPlan(db: Queryable, planId: string) {
  if (!isUuid(planId)) return null;
  // Prepared: each of a checkout's steps reads it first (decision 1173).
  const [row] = await prepared(db, 'checkout_plan', () =>
    db
      .select({ plan: plans, service: services, organization: organizations })
      .from(plans)
      .innerJoin(services, eq(services.id, plans.serviceId))
      .innerJoin(organizations, eq(organizations.id, plans.organizationId))
      .where(and(eq(plans.id, sql.placeholder('planId')), isNull(plans.deletedAt), isNull(services.deletedAt))),
  ).execute({ planId });
  return row ?? null;
}

/**
 * Who sells through a path: a merchant to the public (every buyer's path) or the house organization to a merchant
 * (POST /uelz-plans/checkout, decision 0290). The house plans are nobody's plan when bought by the public.
 */
export type Seller = 'merchant' | 'house';

/**
 * A link sells only while the service and the plan are ACTIVE, the plan is on sale (a fixed plan's link active, or
 * a variable subscription), the merchant can take payments and the plan is the seller's (the house's plans only
 * through the product checkout); otherwise the checkout shows "payment link unavailable".
 */
export const isSellable = ({ plan, service, organization }: CheckoutPlan, seller: Seller = 'merchant') =>
  (organization.id === HOUSE.organizationId) === (seller === 'house') &&
  service.status === 'ACTIVE' &&
  plan.status === 'ACTIVE' &&
  plan.active &&
  onSale(plan) &&
  organizationCanCharge(organization);

/** The plan of a checkout that must be sellable now: 404 CHK-004 when unknown, 409 SER-005 when not for sale. */
export async function sellablePlan(db: Queryable, planId: string, seller: Seller = 'merchant'): Promise<CheckoutPlan> {
  const found = await findCheckoutPlan(db, planId);
  if (!found) throw new AppError('CHK-004');
  if (!isSellable(found, seller)) throw new AppError('SER-005');
  return found;
}

const storageOf = new WeakMap<FastifyInstance, Storage>();
/** The image URLs are the services module's; one store per app keeps their base URL. */
function storage(app: FastifyInstance): Storage {
  let store = storageOf.get(app);
  if (!store) {
    store = createAppStorage(app);
    storageOf.set(app, store);
  }
  return store;
}

export function paymentLinkView(app: FastifyInstance, found: CheckoutPlan): PaymentLinkView {
  const { plan, service, organization } = found;
  return {
    active: isSellable(found),
    plan_id: plan.id,
    plan: { ...planTerms(plan), description: plan.description || null },
    // The first service field is the service's name; services carry no description of their own.
    service: {
      name: service.name,
      description: null,
      images: service.images.map((key) => ({ content: storage(app).url(key) })),
      withdrawal_excluded: service.withdrawalExcluded,
    },
    organization: { company_name: organization.companyName, tyc: organization.tyc, stripe_id: organization.stripeId },
  };
}
