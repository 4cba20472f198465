import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Customer, PaymentMethod } from '@cobro/contracts';
import type { Queryable } from '../../db/database';
import { customers, paymentMethods } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import { isUuid } from '../../ids';

export type CustomerRow = typeof customers.$inferSelect;

/** A person's name with surname; a company's name as it is. */
export const fullName = (c: { name: string; surname: string | null }) => (c.surname ? `${c.name} ${c.surname}` : c.name);

const PAYMENT_METHOD_TYPES = new Set<string>(['card', 'sepa_debit', 'afterpay_clearpay', 'redsys', 'inespay']);

/** Customers as the API shows them, with their saved payment methods, in the order given. */
export async function customerViews(db: Queryable, rows: CustomerRow[]): Promise<Customer[]> {
  if (!rows.length) return [];
  const methods = await db
    .select()
    .from(paymentMethods)
    .where(inArray(paymentMethods.customerId, rows.map((r) => r.id)))
    .orderBy(paymentMethods.createdAt, paymentMethods.id);
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    name: fullName(row),
    email: row.email,
    // One stored tax id, shown under the field its holder type edits (dashboard-core 5).
    cif: row.type === 'COMPANY' ? row.taxId : null,
    dni: row.type === 'PERSON' ? row.taxId : null,
    prefix: row.prefix,
    phone: row.phone,
    address:
      row.country || row.city || row.postalCode || row.street
        ? { country: row.country, city: row.city, postal_code: row.postalCode, address: row.street, street: row.street }
        : null,
    created_at: row.createdAt.toISOString(),
    deleted_at: row.deletedAt?.toISOString() ?? null,
    payment_methods: methods
      .filter((m) => m.customerId === row.id && PAYMENT_METHOD_TYPES.has(m.type))
      .map(
        (m): PaymentMethod => ({
          id: m.id,
          type: m.type as PaymentMethod['type'],
          brand: m.brand,
          last4: m.last4,
          image: m.image,
          description: m.description,
        }),
      ),
  }));
}

/** The organization's live customer, optionally locked for the rest of the transaction. */
export async function findCustomer(db: Queryable, organizationId: string, id: string, lock = false) {
  if (!isUuid(id)) return undefined;
  const query = db
    .select()
    .from(customers)
    .where(and(eq(customers.id, id), eq(customers.organizationId, organizationId), isNull(customers.deletedAt)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The organization's live customer; 404 CUS-003 when it has none of this id. */
export async function existingCustomer(db: Queryable, organizationId: string, id: string) {
  const row = await findCustomer(db, organizationId, id);
  if (!row) throw new AppError('CUS-003');
  return row;
}
