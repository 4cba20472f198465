import { and, eq } from 'drizzle-orm';
import { methodFactsOf, PRODUCT_PREFIX, type CallbackChargeData, type ChargePaymentMethod } from '@cobro/contracts';
import type { Queryable } from '../../db/database';
import { charges, checkoutSessions, customers, plans, purchases, services } from '../../db/schema/index';
import { chargeStatusOf } from '../charges/index';
import { lookUpPostalCode } from '../checkout/index';

type ChargeRow = typeof charges.$inferSelect;
type CustomerRow = typeof customers.$inferSelect;

/** The purchase, plan, service, customer and checkout session of a charge. */
const partsOf = async (db: Queryable, charge: ChargeRow) => {
  if (!charge.purchaseId || !charge.customerId) return [];
  const rows = await db
    .select({ purchase: purchases, plan: plans, service: services, customer: customers, session: checkoutSessions })
    .from(purchases)
    .innerJoin(plans, eq(plans.id, purchases.planId))
    .innerJoin(services, eq(services.id, purchases.serviceId))
    .innerJoin(customers, eq(customers.id, charge.customerId))
    .leftJoin(checkoutSessions, eq(checkoutSessions.id, purchases.checkoutSessionId))
    .where(eq(purchases.id, charge.purchaseId));
  return rows.map((parts) => ({ ...parts, charge }));
};

/** Brand and last four digits from the Stripe-shaped details a settled charge keeps (contracts method-details.ts). */
function methodDetails(row: ChargeRow): CallbackChargeData['payment_method_details'] {
  return { type: row.paymentMethod as ChargePaymentMethod, ...methodFactsOf(row.paymentMethodDetails, row.paymentMethod) };
}

/** The province of a Spanish postal code (the only country the checkout addresses), else nothing. */
function provinceOf(customer: CustomerRow): string | null {
  if (customer.country !== 'ES' || !customer.postalCode) return null;
  try {
    return lookUpPostalCode('ES', customer.postalCode).province;
  } catch {
    return null;
  }
}

/**
 * The callback body of one charge as it is now (services-and-configuration 3), or null for a charge the callback
 * cannot describe (no purchase or customer: not made through a checkout). The external ids come from the
 * <pay-button> click the purchase was made through, else from the purchase and customer themselves; a web-services
 * click adds the plan it signed (`button_plan`). A charge its caller has in hand (written after this, decision 1167)
 * is not read: its purchase, plan, service, customer and session are.
 */
export async function callbackChargeData(
  db: Queryable,
  organizationId: string,
  chargeId: string,
  inHand?: ChargeRow,
): Promise<CallbackChargeData | null> {
  const [read] = inHand ? [] : await db.select().from(charges).where(and(eq(charges.id, chargeId), eq(charges.organizationId, organizationId)));
  const charge = inHand ?? read;
  const [row] = charge ? await partsOf(db, charge) : [];
  if (!row) return null;
  const { purchase, plan, service, customer, session } = row;
  const externalProductId = session?.externalProductId ?? purchase.externalProductId;
  const externalCustomerId = session?.externalCustomerId ?? purchase.externalCustomerId ?? customer.externalCustomerId;
  return {
    status: chargeStatusOf(charge),
    amount: charge.amount,
    currency: charge.currency,
    date: charge.createdAt.toISOString(),
    payment_method_details: methodDetails(charge),
    charge_description: charge.description,
    [`${PRODUCT_PREFIX}_plan_id` as const]: plan.id,
    [`${PRODUCT_PREFIX}_charge_id` as const]: charge.id,
    [`${PRODUCT_PREFIX}_purchase_id` as const]: purchase.id,
    external_product_id: externalProductId,
    external_customer_id: externalCustomerId,
    service_name: service.name,
    plan_name: plan.name,
    plan_description: plan.description || null,
    customer: {
      address: {
        city: customer.city,
        state: provinceOf(customer),
        address: customer.street,
        country: customer.country,
        postal_code: customer.postalCode,
      },
      dni: customer.taxId,
      email: customer.email,
      prefix: customer.prefix,
      phone: customer.phone,
      external_customer_id: externalCustomerId,
    },
    // A web-services button's plan as the button sent it, and whether its signature matched (decision 1010).
    ...(session?.planAttributes && session.planSignature
      ? { button_plan: { signed: session.planSignature === 'signed', attributes: session.planAttributes } }
      : {}),
  };
}
