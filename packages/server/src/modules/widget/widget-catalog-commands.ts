import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, sql, type Column } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PlanBody } from '@cobro/contracts';
import type { Tx } from '../../db/database';
import { plans, services } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import { emitEvent } from '../../realtime/emit';
import { publicBaseUrl } from '../../storage/index';
import { planColumns, publishedPlan } from '../services/index';
import { takeButtonPlanQuota } from './button-plan-quota';
import type { WidgetMode } from './widget-access-rules';

const sameValue = (column: Column, value: string | number | boolean | null) =>
  value === null ? isNull(column) : eq(column, value);

/** The plan's defining fields: a click matching all of them reuses the plan (the description does not count). */
const samePlan = (body: PlanBody) =>
  and(
    eq(plans.name, body.name),
    eq(plans.unitAmount, body.unit_amount),
    eq(plans.currency, body.currency),
    eq(plans.type, body.type),
    eq(plans.recurring, body.recurring),
    sameValue(plans.frequency, body.frequency),
    sameValue(plans.paymentDay, body.payment_day),
    sameValue(plans.billingCycles, body.billing_cycles),
    sameValue(plans.futureCharge, body.future_charge),
    isNull(plans.deletedAt),
  );

/**
 * Web-services mode: the published service of this name and its plan with these fields, created (published,
 * with its price id, payment link and events, as publishing does) when missing. Only what buttons of the same kind
 * of key created is looked at, and what is created is marked so: a button's plans are never mixed with the
 * merchant's own, nor a test key's with a live key's (decision 1011); a creation counts against the key's quota.
 * One transaction-scoped advisory lock per organization, key mode and service name makes concurrent identical
 * clicks create one service and one plan. A match that is not ACTIVE (the merchant paused it) is 409 SER-005: a
 * button does not resurrect what the merchant stopped (decision 1004).
 */
export async function findOrCreatePlan(
  app: FastifyInstance,
  tx: Tx,
  { organizationId, mode }: { organizationId: string; mode: WidgetMode },
  serviceName: string,
  body: PlanBody,
  now: Date,
) {
  const lockName = `widget-plan:${organizationId}:${mode}:${serviceName}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lockName}, 0))`);
  const button = { origin: 'button', keyMode: mode } as const;
  const [service] = await tx
    .select()
    .from(services)
    .where(
      and(
        eq(services.organizationId, organizationId),
        eq(services.origin, 'button'),
        eq(services.keyMode, mode),
        eq(services.name, serviceName),
        isNull(services.deletedAt),
      ),
    )
    .orderBy(sql`${services.status} = 'ACTIVE' desc`, asc(services.createdAt))
    .limit(1);
  if (service && service.status !== 'ACTIVE') throw new AppError('SER-005');
  if (service) {
    const [plan] = await tx
      .select()
      .from(plans)
      .where(and(eq(plans.serviceId, service.id), eq(plans.origin, 'button'), samePlan(body)))
      .orderBy(sql`${plans.status} = 'ACTIVE' desc`, asc(plans.createdAt))
      .limit(1);
    if (plan && (plan.status !== 'ACTIVE' || !plan.active)) throw new AppError('SER-005');
    if (plan) return plan.id;
  }
  await takeButtonPlanQuota(tx, organizationId, mode, now);

  const serviceId = service?.id ?? randomUUID();
  if (!service) {
    await tx.insert(services).values({
      id: serviceId,
      organizationId,
      name: serviceName,
      ...button,
      status: 'ACTIVE',
      published: true,
      createdAt: now,
      updatedAt: now,
    });
  }
  const planId = randomUUID();
  await tx.insert(plans).values({
    id: planId,
    organizationId,
    serviceId,
    ...planColumns(body),
    ...publishedPlan({ id: planId, type: body.type }, publicBaseUrl(app)),
    ...button,
    createdAt: now,
    updatedAt: now,
  });
  // A new plan changes its service's plan list too (decision 0602).
  await emitEvent(tx, organizationId, 'service-updated', { id: serviceId, occurredAt: now });
  await emitEvent(tx, organizationId, 'plan-updated', { id: planId, occurredAt: now });
  return planId;
}
