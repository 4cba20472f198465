import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { lockedAdditions, methodLock, type PaymentMethodFacts, type PaymentOptionName, type SubscriptionStatus } from '@cobro/contracts';
import { organizations, productSubscriptions } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import { providerRows } from './credential-commands';
import { OPTION_NAMES, paymentOptionsView } from './payment-option-view';

type OrganizationRow = typeof organizations.$inferSelect;

/** What the enabling rules read, from the organization and its latest subscription to the product. */
async function methodFacts(app: FastifyInstance, organization: OrganizationRow): Promise<PaymentMethodFacts> {
  const [subscription] = await app.database.db
    .select({ status: productSubscriptions.status })
    .from(productSubscriptions)
    .where(eq(productSubscriptions.organizationId, organization.id))
    .orderBy(desc(productSubscriptions.createdAt))
    .limit(1);
  const verification = organization.verificationStatus
    ? { verification_status: organization.verificationStatus, payouts_enabled: organization.payoutsEnabled, charges_enabled: organization.chargesEnabled }
    : null;
  return { organization: { verification_status: verification }, subscription: (subscription?.status as SubscriptionStatus | undefined) ?? null };
}

/** GET /organizations/payment-options. */
export async function paymentOptionsOf(app: FastifyInstance, organization: OrganizationRow) {
  const rows = await providerRows(app, organization.id);
  const requested = new Set(rows.filter((row) => row.requested).map((row) => row.provider.toLowerCase() as 'inespay' | 'redsys' | 'stripe'));
  return paymentOptionsView(organization.selectedPaymentOptions, requested);
}

/**
 * PUT /payment-gateway/payment-methods: the new selection, saved at once (the body refuses an empty one with
 * no_payment_methods_selected). Adding a method the enabling rules lock is a 409 API-005 naming the lock.
 */
export async function selectPaymentMethods(app: FastifyInstance, organization: OrganizationRow, selected: PaymentOptionName[]) {
  const facts = await methodFacts(app, organization);
  const locked = lockedAdditions(organization.selectedPaymentOptions, selected, facts);
  if (locked.length > 0) {
    throw new AppError('API-005', { fields: { selected_options: methodLock(locked[0], facts) ?? '' }, details: { locked } });
  }
  const selection = OPTION_NAMES.filter((name) => selected.includes(name));
  const [updated] = await app.database.db
    .update(organizations)
    .set({ selectedPaymentOptions: selection, updatedAt: app.clock.now() })
    .where(eq(organizations.id, organization.id))
    .returning();
  return paymentOptionsOf(app, updated);
}
