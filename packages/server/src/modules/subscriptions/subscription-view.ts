import { and, eq, isNull, or } from 'drizzle-orm';
import type { SubscriptionView } from '@cobro/contracts';
import type { Queryable } from '../../db/database';
import { purchases } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import { idFromUuid, isUuid } from '../../ids';
import { fullName } from '../customers/index';
import { purchaseJoin } from '../purchases/index';
import { planTerms } from '../services/index';

/** Statuses whose payment method can still be changed (dashboard-core 4: debt, active, past_due, paused). */
export const CHANGEABLE = new Set(['active', 'past_due', 'unpaid', 'paused']);

/**
 * The buyer's id at the card provider. Customers who never met Stripe (the sandbox, the seed) get a stable
 * sandbox id derived from theirs, so the update-card page can send it back without anything being stored.
 */
export const customerProviderId = (customer: { id: string; providerCustomerId: string | null }) =>
  customer.providerCustomerId ?? idFromUuid('cus_sb', customer.id);

/** A subscription by purchase id (the update-card link) or by its subscription id; SUB-001 when unknown. */
export async function findSubscription(db: Queryable, id: string) {
  const [row] = await purchaseJoin(db).where(and(isUuid(id) ? or(eq(purchases.id, id), eq(purchases.subscriptionId, id)) : eq(purchases.subscriptionId, id), isNull(purchases.deletedAt)));
  if (!row || !row.plan.recurring) throw new AppError('SUB-001');
  return row;
}

export type SubscriptionRow = Awaited<ReturnType<typeof findSubscription>>;

/** SUB-004 names the company, so the page can say whom to contact (public-flows 8). */
export function assertChangeable(row: SubscriptionRow) {
  if (!CHANGEABLE.has(row.purchase.status)) {
    const company = row.organization.companyName;
    throw new AppError('SUB-004', { details: { company_name: company, extendedMessage: `The subscription with ${company} is not active` } });
  }
}

export function subscriptionView(row: SubscriptionRow): SubscriptionView {
  const { purchase, plan, customer, organization, method } = row;
  const { name, type, unit_amount, frequency, billing_cycles, payment_day } = planTerms(plan);
  const options = new Set(organization.selectedPaymentOptions);
  return {
    id: purchase.id,
    status: purchase.status as SubscriptionView['status'],
    organization_id: organization.id,
    owner_id: organization.ownerId,
    company_name: organization.companyName,
    organization_stripe_id: organization.stripeId,
    customer: {
      id: customer.id,
      stripe_id: customerProviderId(customer),
      name: fullName(customer),
      email: customer.email,
      address: customer.street && customer.city ? `${customer.street}, ${customer.postalCode ?? ''} ${customer.city}`.replace(/\s+/g, ' ') : null,
    },
    plan: { name, type, unit_amount, frequency, billing_cycles, payment_day },
    payment_method: method
      ? { type: method.type as 'card', brand: method.brand, last4: method.last4, image: method.image }
      : null,
    payment_methods: [
      ...(options.has('sepa_debit_payments') ? (['sepa_debit'] as const) : []),
      ...(options.has('card_payments') ? (['card'] as const) : []),
    ],
  };
}
