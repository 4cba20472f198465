import { eq } from 'drizzle-orm';
import {
  canCancel,
  hasReceipt,
  withdrawalOf,
  type Charge,
  type PortalOrganization,
  type PortalPurchase,
  type PortalSession,
  type Purchase,
} from '@cobro/contracts';
import type { Queryable } from '../../db/database';
import { readTogether } from '../../db/read-together';
import { organizations } from '../../db/schema/index';
import type { PortalAccess } from '../../http/access';
import { purchaseViews } from '../purchases/index';
import type { BuyerPurchaseRow } from './portal-queries';

type PortalCancelSetting = (typeof organizations.$inferSelect)['portalCancel'];

/** The merchant's name and terms, as the portal shows them; undefined for no such organization. */
export async function portalOrganizationView(db: Queryable, organizationId: string): Promise<PortalOrganization | undefined> {
  const [organization] = await db
    .select({ id: organizations.id, name: organizations.companyName, terms_url: organizations.tyc })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return organization;
}

/** Who is signed in to the portal, under the merchant's name and terms. */
export async function portalSessionView(db: Queryable, portal: Pick<PortalAccess, 'organizationId' | 'email' | 'expiresAt'>): Promise<PortalSession> {
  return {
    email: portal.email,
    organization: (await portalOrganizationView(db, portal.organizationId))!,
    expires_at: portal.expiresAt.toISOString(),
  };
}

const chargeView = (charge: Charge) => ({
  id: charge.id,
  amount: charge.amount,
  amount_refunded: charge.amount_refunded,
  currency: charge.currency,
  status: charge.status,
  created_at: charge.created_at,
  has_receipt: hasReceipt(charge),
});

/** What the buyer sees of a purchase: no merchant-only data (customer ids, provider ids, fees). */
function portalPurchaseView(row: BuyerPurchaseRow, view: Purchase, setting: PortalCancelSetting, now: Date, withCharges: boolean): PortalPurchase {
  const { purchase, withdrawal } = row;
  const { state, deadline } = withdrawalOf(
    {
      status: purchase.status,
      purchasedAt: purchase.createdAt,
      withdrawalDays: row.withdrawalDays,
      withdrawalExcluded: row.withdrawalExcluded,
      withdrawalWaivedAt: purchase.withdrawalWaivedAt,
      receivedAt: withdrawal?.receivedAt ?? null,
    },
    now,
  );
  const subscription = view.plan.recurring;
  return {
    id: purchase.id,
    kind: subscription ? 'subscription' : 'one_time',
    status: purchase.status,
    service_name: view.service.name,
    plan_name: view.plan.name,
    amount: view.plan.unit_amount,
    currency: view.plan.currency,
    created_at: purchase.createdAt.toISOString(),
    next_recurring_date: purchase.nextRecurringDate?.toISOString() ?? null,
    cancel_at: purchase.cancelAt?.toISOString() ?? null,
    canceled_at: purchase.canceledAt?.toISOString() ?? null,
    can_cancel: subscription && setting !== 'no' && purchase.cancelAt === null && canCancel(view),
    withdrawal: { state, deadline: deadline?.toISOString() ?? null, received_at: withdrawal?.receivedAt.toISOString() ?? null },
    ...(withCharges ? { charges: (view.charges ?? []).map(chargeView) } : {}),
  };
}

/** The buyer's purchases as the portal shows them; `withCharges` for the detail. */
export async function portalPurchaseViews(db: Queryable, organizationId: string, rows: BuyerPurchaseRow[], now: Date, withCharges = false) {
  const [views, [organization]] = await readTogether(db, [
    () => purchaseViews(db, rows.map((r) => r.purchase), { withCharges }),
    () => db.select({ portalCancel: organizations.portalCancel }).from(organizations).where(eq(organizations.id, organizationId)),
  ]);
  return rows.map((row, i) => portalPurchaseView(row, views[i], organization.portalCancel, now, withCharges));
}
