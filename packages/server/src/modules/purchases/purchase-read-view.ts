import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { withdrawalOf, type CheckoutPurchase, type Purchase } from '@cobro/contracts';
import type { Queryable } from '../../db/database';
import { readTogether } from '../../db/read-together';
import { charges, purchases } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import type { SessionContext } from '../auth/index';
import { chargeViews } from '../charges/index';
import { fullName, liveAttempt } from '../customers/index';
import { publicBase } from '../accounts/index';
import { isUuid } from '../../ids';
import { purchaseJoin } from './purchase-queries';
import { purchaseUsage } from './purchase-usage-view';
import { planTerms, planView } from '../services/index';

type Row = NonNullable<Awaited<ReturnType<typeof findPurchase>>>;

async function findPurchase(db: Queryable, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await purchaseJoin(db).where(and(eq(purchases.id, id), isNull(purchases.deletedAt)));
  return row ?? null;
}

const seconds = (at: Date | null) => (at ? Math.floor(at.getTime() / 1000) : null);
const iso = (at: Date | null) => at?.toISOString() ?? null;

/**
 * Where the buyer's portal is, and until when the withdrawal function is open there (issue 30), or when the buyer
 * gave up the right for an excluded service (decision 1161). A withdrawal already received is not looked up: the
 * portal shows it, and the link is to the portal all the same.
 */
function portalOf(app: FastifyInstance, { purchase, service }: Row): NonNullable<CheckoutPurchase['portal']> {
  const withdrawal = withdrawalOf(
    {
      status: purchase.status,
      purchasedAt: purchase.createdAt,
      withdrawalDays: service.withdrawalDays,
      withdrawalExcluded: service.withdrawalExcluded,
      withdrawalWaivedAt: purchase.withdrawalWaivedAt,
      receivedAt: null,
    },
    app.clock.now(),
  );
  return {
    url: `${publicBase(app)}/portal/${encodeURIComponent(purchase.organizationId)}`,
    withdrawal_deadline: withdrawal.state === 'available' ? iso(withdrawal.deadline) : null,
    withdrawal_waived_at: withdrawal.state === 'excluded' ? iso(purchase.withdrawalWaivedAt) : null,
  };
}

/** What an anonymous buyer may read: the status the success and error pages show, no contact data, no charges. */
async function checkoutPurchaseView(app: FastifyInstance, row: Row): Promise<CheckoutPurchase> {
  const db = app.database.db;
  const { purchase, plan, service } = row;
  const [paid] = await db
    .select({ at: charges.paidAt })
    .from(charges)
    .where(and(eq(charges.purchaseId, purchase.id), isNotNull(charges.paidAt)))
    .orderBy(desc(charges.paidAt))
    .limit(1);
  return {
    id: purchase.id,
    status: purchase.status,
    provider: purchase.provider,
    plan: { id: plan.id, ...planTerms(plan) },
    service: { id: service.id, name: service.name, withdrawal_excluded: service.withdrawalExcluded },
    paid_at: iso(paid?.at ?? null),
    payment_method: purchase.paymentMethod as CheckoutPurchase['payment_method'],
    portal: portalOf(app, row),
  };
}

/**
 * The merchant's purchase detail: everything, with its charges newest first (attempts abandoned by `now` left out)
 * and a variable purchase's open period.
 */
export async function fullPurchaseView(db: Queryable, { purchase, plan, service, customer }: Row, now: Date): Promise<Purchase> {
  const [chargeRows, usage] = await readTogether(db, [
    () => db.select().from(charges).where(and(eq(charges.purchaseId, purchase.id), liveAttempt(now))).orderBy(desc(charges.createdAt)),
    () => purchaseUsage(db, purchase, plan),
  ]);
  return {
    id: purchase.id,
    provider: purchase.provider,
    channel: purchase.salesChannel,
    customer_id: customer.id,
    customer: { id: customer.id, name: fullName(customer), email: customer.email, deleted_at: iso(customer.deletedAt) },
    service: { id: service.id, name: service.name },
    plan: planView(plan, 0),
    subscription_id: purchase.subscriptionId,
    subscription: plan.recurring
      ? {
          status: subscriptionStatus(purchase.status),
          created_at: seconds(purchase.createdAt),
          current_period_start: seconds(purchase.currentPeriodStart),
          current_period_end: seconds(purchase.currentPeriodEnd),
          cancel_at: seconds(purchase.cancelAt),
          canceled_at: seconds(purchase.canceledAt),
        }
      : null,
    status: purchase.status,
    payment_status: purchase.paymentStatus,
    payment_method: (purchase.paymentMethod as Purchase['payment_method']) ?? null,
    finish_date: iso(purchase.finishDate),
    next_recurring_date: iso(purchase.nextRecurringDate),
    canceled_at: iso(purchase.canceledAt),
    created_at: purchase.createdAt.toISOString(),
    charges: await chargeViews(db, chargeRows),
    usage,
  };
}

const SUBSCRIPTION = new Set(['incomplete', 'incomplete_expired', 'trialing', 'active', 'past_due', 'canceled', 'unpaid', 'finished', 'paused']);
const subscriptionStatus = (status: string) => (SUBSCRIPTION.has(status) ? status : 'incomplete') as NonNullable<Purchase['subscription']>['status'];

/**
 * GET /purchases/{id}, one route for two audiences (decision 0102): the owning organization's session gets the
 * full purchase, anyone else (the buyer's checkout, without credentials) the checkout view. 404 CHK-006 otherwise.
 */
export async function readPurchase(app: FastifyInstance, id: string, session: SessionContext | null): Promise<Purchase | CheckoutPurchase> {
  const db = app.database.db;
  const row = await findPurchase(db, id);
  if (!row) throw new AppError('CHK-006');
  if (session && session.organization.id === row.purchase.organizationId) return fullPurchaseView(db, row, app.clock.now());
  return checkoutPurchaseView(app, row);
}
