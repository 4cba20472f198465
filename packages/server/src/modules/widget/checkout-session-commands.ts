import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  CHECKOUT_SESSION_MAX_HOURS,
  CHECKOUT_SESSION_TTL_MINUTES,
  type CheckoutPrefill,
  type CheckoutSession,
  type CreateCheckoutSessionBody,
  type WidgetCustomerData,
  widgetCustomerIssues,
  widgetPlanBody,
} from '@cobro/contracts';
import type { z } from 'zod';
import type { Queryable, Tx } from '../../db/database';
import { checkoutSessions, organizations, plans, purchases, services } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import { onSale, organizationCanCharge, ownCatalog } from '../services/index';
import { isUuid } from '../../ids';
import type { WidgetAccess } from './widget-access-rules';
import { verifiedPlan } from './button-signing-rules';
import { findOrCreatePlan } from './widget-catalog-commands';
import { checkoutDataError, planBodyOf } from './widget-plan-rules';

type SessionRow = typeof checkoutSessions.$inferSelect;
type CreateBody = z.output<typeof CreateCheckoutSessionBody>;

const TTL_MS = CHECKOUT_SESSION_TTL_MINUTES * 60_000;

/** The button's customer data as the checkout prefills it; null where the button said nothing. */
const prefillOf = (c: WidgetCustomerData | undefined): CheckoutPrefill => ({
  type: c?.type ?? 'PERSON',
  email: c?.email ?? null,
  cif: c?.cif ?? null,
  name: c?.name ?? null,
  surname: c?.surname ?? null,
  company_name: c?.company_name ?? null,
  prefix: c?.prefix ?? null,
  phone: c?.phone ?? null,
  country: c?.country ?? null,
  city: c?.city ?? null,
  postal_code: c?.postal_code ?? null,
  address: c?.address ?? null,
});

const sessionView = (row: SessionRow): CheckoutSession => ({
  id: row.id,
  link_id: row.planId,
  expires_at: row.expiresAt.toISOString(),
  prefill: row.prefill,
  not_editable: row.notEditable,
  ...(row.planSignature ? { plan_signature: row.planSignature } : {}),
});

/**
 * Product-services mode: a plan of this organization's own service that a checkout can sell now. 404 SER-002 for
 * an unknown service (a web-services button's service is not one of the merchant's, decision 1011), 404 CHK-004 for an unknown plan or one without an active payment link, 409 SER-005 while
 * the service or plan is not ACTIVE.
 */
async function productPlan(db: Queryable, organizationId: string, serviceId: string, planId: string) {
  const [service] = isUuid(serviceId)
    ? await db
        .select()
        .from(services)
        .where(
          and(eq(services.id, serviceId), eq(services.organizationId, organizationId), ownCatalog(services), isNull(services.deletedAt)),
        )
    : [];
  if (!service) throw new AppError('SER-002');
  const [plan] = isUuid(planId)
    ? await db.select().from(plans).where(and(eq(plans.id, planId), eq(plans.serviceId, service.id), isNull(plans.deletedAt)))
    : [];
  if (!plan) throw new AppError('CHK-004');
  if (service.status !== 'ACTIVE' || plan.status !== 'ACTIVE' || !plan.active) throw new AppError('SER-005');
  if (!onSale(plan)) throw new AppError('CHK-004');
  return plan.id;
}

/** The organization behind a widget key (404 ORG-001 if it is gone). */
export async function widgetOrganization(db: Queryable, organizationId: string) {
  const [organization] = await db.select().from(organizations).where(eq(organizations.id, organizationId));
  if (!organization) throw new AppError('ORG-001');
  return organization;
}

/**
 * POST /widget/checkout-sessions: a click on <pay-button>; the plan it sells and what the checkout prefills. A
 * web-services plan's signature is checked first, on the body as sent (`raw`): nothing is created for a forged one.
 */
export async function createCheckoutSession(
  app: FastifyInstance,
  access: WidgetAccess,
  body: CreateBody,
  raw: CreateCheckoutSessionBody,
): Promise<CheckoutSession> {
  const organization = await widgetOrganization(app.database.db, access.organizationId);
  const verified = body.plan ? await verifiedPlan(app, organization.id, access.mode, raw) : null;
  if (!organizationCanCharge(organization)) throw new AppError('ORG-002');
  // Every refused field at once, the button's OTFE-002 rules (decision 1007): the plan's and the customer prefill's.
  const refused = { ...(body.plan ? widgetPlanBody(body.plan).fields : {}), ...widgetCustomerIssues(body.customer) };
  if (Object.keys(refused).length) throw checkoutDataError(refused);
  const planData = body.plan ? { body: planBodyOf(body.plan), data: body.plan } : null;
  const now = app.clock.now();
  const row = await app.database.db.transaction(async (tx: Tx) => {
    const button = { organizationId: organization.id, mode: access.mode };
    const planId = planData
      ? await findOrCreatePlan(app, tx, button, planData.data.service_name, planData.body, now)
      : await productPlan(tx, organization.id, body.service_id!, body.plan_id!);
    const [session] = await tx
      .insert(checkoutSessions)
      .values({
        organizationId: organization.id,
        planId,
        prefill: prefillOf(body.customer),
        notEditable: body.customer?.not_editable ?? false,
        externalProductId: body.customer?.external_product_id ?? null,
        externalCustomerId: body.customer?.external_customer_id ?? null,
        externalOrderId: body.customer?.external_order_id ?? null,
        externalUsageId: planData?.data.external_usage_id ?? null,
        consumeUnits: planData?.data.consume_units ?? null,
        planAttributes: verified?.attributes ?? null,
        planSignature: verified?.signature ?? null,
        expiresAt: new Date(now.getTime() + TTL_MS),
        createdAt: now,
      })
      .returning();
    return session;
  });
  app.outbox.wake();
  return sessionView(row);
}

/** A session that is still usable; 404 CHK-006 when unknown or expired. */
async function liveSession(db: Queryable, id: string, now: Date): Promise<SessionRow> {
  const [row] = isUuid(id) ? await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)) : [];
  if (!row || row.expiresAt.getTime() <= now.getTime()) throw new AppError('CHK-006');
  return row;
}

/** GET /checkout-sessions/{id}: what <merchant-checkout session-id> opens with. */
export const readCheckoutSession = async (db: Queryable, id: string, now: Date) => sessionView(await liveSession(db, id, now));

/**
 * POST /checkout-sessions/{id}/extend: the buyer asked for more time before the session ended (WCAG 2.2.1). It
 * lasts an hour from now again, never past CHECKOUT_SESSION_MAX_HOURS from its start; an ended session stays ended.
 */
export async function extendCheckoutSession(db: Queryable, id: string, now: Date) {
  const row = await liveSession(db, id, now);
  const limit = row.createdAt.getTime() + CHECKOUT_SESSION_MAX_HOURS * 3_600_000;
  const expiresAt = new Date(Math.min(now.getTime() + TTL_MS, limit));
  const [extended] = await db.update(checkoutSessions).set({ expiresAt }).where(eq(checkoutSessions.id, row.id)).returning();
  return sessionView(extended);
}

/**
 * create-purchase's `checkout-session` header: a live session (else 404 CHK-006) of the same organization and
 * plan as the purchase (else 400 API-001 on the header), returned so the purchase keeps it.
 */
export async function checkoutSessionForPurchase(
  db: Queryable,
  id: string,
  purchase: { organizationId: string; planId: string },
  now: Date,
): Promise<SessionRow> {
  const row = await liveSession(db, id, now);
  if (row.organizationId !== purchase.organizationId || row.planId !== purchase.planId) {
    throw new AppError('API-001', { fields: { 'checkout-session': 'invalid' } });
  }
  return row;
}

/**
 * The merchant's ids a purchase's checkout session carried, for the callback; null for a purchase opened from a
 * payment link directly. Read after expiry too: a subscription's later charges still report them.
 */
export async function checkoutSessionExternalIds(db: Queryable, purchaseId: string) {
  const [row] = await db
    .select({
      external_product_id: checkoutSessions.externalProductId,
      external_customer_id: checkoutSessions.externalCustomerId,
      external_order_id: checkoutSessions.externalOrderId,
      external_usage_id: checkoutSessions.externalUsageId,
      consume_units: checkoutSessions.consumeUnits,
    })
    .from(purchases)
    .innerJoin(checkoutSessions, eq(checkoutSessions.id, purchases.checkoutSessionId))
    .where(eq(purchases.id, purchaseId));
  return row ?? null;
}
