import { chargesEnabled, type PlanBody } from '@cobro/contracts';
import type { plans } from '../../db/schema/index';
import { newId } from '../../ids';
import type { OrganizationRow } from '../auth/index';
import type { PlanRow } from './service-view';

/** The shared catalog rules take the organization as the API shows it; the session holds the row. */
export const organizationCanCharge = (row: OrganizationRow) =>
  chargesEnabled({
    verification_status: row.verificationStatus
      ? {
          verification_status: row.verificationStatus,
          payouts_enabled: row.payoutsEnabled,
          charges_enabled: row.chargesEnabled,
        }
      : null,
  });

/** A plan's columns from its body; its status and provider fields come from `draftPlan` or `publishedPlan`. */
export function planColumns(body: PlanBody) {
  return {
    name: body.name,
    description: body.description,
    unitAmount: body.unit_amount,
    currency: body.currency,
    type: body.type,
    recurring: body.recurring,
    frequency: body.frequency,
    paymentDay: body.payment_day,
    prorate: body.prorate,
    billingCycles: body.billing_cycles,
    futureCharge: body.future_charge,
  } satisfies Partial<typeof plans.$inferInsert>;
}

export const draftPlan = { status: 'DRAFT', active: false, stripeId: null, paymentLinkUrl: null, paymentLinkActive: false } as const;

/**
 * What publishing gives a plan: ACTIVE, a price id at the embedded sandbox provider, and for a fixed plan an
 * active payment link to the buyer checkout. The link id is the plan id, as the seed's links are, so the
 * checkout resolves `GET /payment-links/purchase/{id}` to the plan directly.
 */
export function publishedPlan(plan: Pick<PlanRow, 'id' | 'type'>, baseUrl: string) {
  const fixed = plan.type === 'fixed';
  return {
    status: 'ACTIVE',
    active: true,
    stripeId: newId('price_sb'),
    paymentLinkUrl: fixed ? `${baseUrl.replace(/\/$/, '')}/checkout/${plan.id}` : null,
    paymentLinkActive: fixed,
  } as const;
}

/**
 * Whether a published plan is offered to buyers: a fixed plan while its payment link is active; a variable
 * subscription, which has no payment link (the spec gives links to fixed plans only), through its buttons and the
 * checkout they open (decision 1139). A variable one-time plan has nothing to bill and is never sold.
 */
export const onSale = (plan: Pick<PlanRow, 'type' | 'recurring' | 'paymentLinkActive'>) => (plan.type === 'fixed' ? plan.paymentLinkActive : plan.recurring);
