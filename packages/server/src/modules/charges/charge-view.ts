import { and, eq } from 'drizzle-orm';
import type { Charge, ChargePaymentMethod, ChargeStatus } from '@cobro/contracts';
import type { Queryable } from '../../db/database';
import type { ChargeInHand } from '../../realtime/emit';
import { anyIdOf } from '../../db/id-list';
import { prepared } from '../../db/prepared';
import { readTogether } from '../../db/read-together';
import { charges, customers, plans, purchases, refunds, services } from '../../db/schema/index';
import { fullName } from '../customers/index';
import { isUuid } from '../../ids';

export type ChargeRow = typeof charges.$inferSelect;
type RefundRow = typeof refunds.$inferSelect;
type AssociatedTransaction = Charge['associated_transactions'][number];

/** The API status: a disputed charge carries its dispute's status (docs/api.md "Charges"). */
export const chargeStatusOf = (row: Pick<ChargeRow, 'status' | 'disputeStatus'>): ChargeStatus =>
  row.status === 'disputed' ? (row.disputeStatus ?? 'needs_response') : row.status;

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);
const SETTLED = new Set(['succeeded', 'paid', 'refunded', 'disputed']);

/** The card provider's identifier, which refunds through that provider need. */
const stripeIdOf = (row: ChargeRow) => (row.provider === 'STRIPE' ? row.providerId : null);

/** What a charge's rule functions read (canRefund, displayedFee), straight from its row. */
export function chargeRuleState(row: ChargeRow) {
  return {
    amount: row.amount,
    amount_refunded: row.amountRefunded,
    status: chargeStatusOf(row),
    refunded: row.refunded,
    stripe_id: stripeIdOf(row),
    purchase: { provider: row.provider },
    payment_method: row.paymentMethod as ChargePaymentMethod,
  };
}

function transactionsOf(row: ChargeRow, own: RefundRow[]): AssociatedTransaction[] {
  const charge: AssociatedTransaction = {
    id: row.providerId ?? row.id,
    object: 'charge',
    amount: row.amount,
    created: seconds(row.createdAt),
    status: chargeStatusOf(row),
    paid: SETTLED.has(row.status),
    failure_message: row.failureMessage,
    payment_method_details: row.paymentMethodDetails ?? null,
  };
  return [
    charge,
    ...own.map((r) => ({
      id: r.providerId ?? r.id,
      object: 'refund' as const,
      amount: r.amount,
      created: seconds(r.createdAt),
      status: r.status,
      paid: r.status === 'succeeded',
      failure_message: r.failureMessage,
      payment_method_details: null,
    })),
  ];
}

// What a page of charges shows of their customers, plans and refunds: prepared, as every page of charges reads them.
const chargeCustomers = (db: Queryable) =>
  prepared(db, 'charge_customers', () =>
    db
      .select({ id: customers.id, name: customers.name, surname: customers.surname, email: customers.email })
      .from(customers)
      .where(anyIdOf(customers.id, 'ids')),
  );
const chargePlans = (db: Queryable) =>
  prepared(db, 'charge_plans', () =>
    db
      .select({ id: purchases.id, plan: plans, service: { id: services.id, name: services.name } })
      .from(purchases)
      .innerJoin(plans, eq(plans.id, purchases.planId))
      .innerJoin(services, eq(services.id, plans.serviceId))
      .where(anyIdOf(purchases.id, 'ids')),
  );
const chargeRefunds = (db: Queryable) =>
  prepared(db, 'charge_refunds', () =>
    db.select().from(refunds).where(anyIdOf(refunds.chargeId, 'ids')).orderBy(refunds.createdAt, refunds.id),
  );


/** Charges as the API shows them, with customer, plan, purchase and associated transactions, in the order given. */
export async function chargeViews(db: Queryable, rows: ChargeRow[]): Promise<Charge[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const customerIds = [...new Set(rows.flatMap((r) => (r.customerId ? [r.customerId] : [])))];
  const purchaseIds = [...new Set(rows.flatMap((r) => (r.purchaseId ? [r.purchaseId] : [])))];
  const [customerRows, purchaseRows, refundRows] = await readTogether(db, [
    () => (customerIds.length ? chargeCustomers(db).execute({ ids: customerIds }) : []),
    () => (purchaseIds.length ? chargePlans(db).execute({ ids: purchaseIds }) : []),
    () => chargeRefunds(db).execute({ ids }),
  ]);
  const customerById = new Map(customerRows.map((c) => [c.id, c]));
  const boughtByPurchase = new Map(purchaseRows.map((p) => [p.id, p]));
  return rows.map((row) =>
    chargeView(row, {
      customer: row.customerId ? customerById.get(row.customerId) : undefined,
      bought: row.purchaseId ? boughtByPurchase.get(row.purchaseId) : undefined,
      refunds: refundRows.filter((r) => r.chargeId === row.id),
    }),
  );
}

/** One charge as the API shows it, from its row and the customer, plan and refunds its caller read. */
export function chargeView(row: ChargeRow, { customer, bought, refunds }: { customer?: ChargeInHand['customer']; bought?: ChargeInHand['bought']; refunds: RefundRow[] }): Charge {
  return {
    id: row.id,
    amount: row.amount,
    amount_refunded: row.amountRefunded,
    amount_net: row.amountNet,
    amount_fee: row.amountFee,
    amount_fee_details: row.feeDetails as Charge['amount_fee_details'],
    status: chargeStatusOf(row),
    refunded: row.refunded,
    refund_reason: row.refundReason,
    payment_method: row.paymentMethod as ChargePaymentMethod,
    currency: row.currency,
    stripe_id: stripeIdOf(row),
    receipt_url: row.receiptUrl,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    dispute_amount: row.disputeAmount,
    dispute_reason: row.disputeReason,
    failure_message: row.failureMessage,
    customer: customer ? { id: customer.id, name: fullName(customer), email: customer.email } : { name: '', email: '' },
    plans: bought
      ? [
          {
            id: bought.plan.id,
            name: bought.plan.name,
            unit_amount: bought.plan.unitAmount,
            type: bought.plan.type,
            recurring: bought.plan.recurring,
            frequency: bought.plan.frequency,
            service: { id: bought.service.id, name: bought.service.name },
          },
        ]
      : [],
    purchase: { ...(row.purchaseId ? { id: row.purchaseId } : {}), provider: row.provider },
    associated_transactions: transactionsOf(row, refunds),
  };
}

/**
 * A charge as the API shows it from the row its emitter has in hand (ChargeInHand: no refunds yet), with the customer
 * and plan it holds; only those it does not hold are read.
 */
export async function inHandChargeView(db: Queryable, { row, customer, bought }: ChargeInHand): Promise<Charge> {
  const [[readCustomer], [readBought]] = await readTogether(db, [
    () => (!customer && row.customerId ? chargeCustomers(db).execute({ ids: [row.customerId] }) : []),
    () => (!bought && row.purchaseId ? chargePlans(db).execute({ ids: [row.purchaseId] }) : []),
  ]);
  return chargeView(row, { customer: customer ?? readCustomer, bought: bought ?? readBought, refunds: [] });
}

/** The organization's charge, optionally locked for the rest of the transaction. */
export async function findCharge(db: Queryable, organizationId: string, id: string, lock = false) {
  if (!isUuid(id)) return undefined;
  const query = db.select().from(charges).where(and(eq(charges.id, id), eq(charges.organizationId, organizationId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}
