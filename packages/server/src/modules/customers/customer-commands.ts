import { and, eq, isNull, ne, notInArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { FIELD_MESSAGES, type Customer, type CustomerUpdateBody } from '@cobro/contracts';
import { customers, plans, purchases } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import { customerViews, findCustomer } from './customer-view';

/** Subscription statuses after which a subscription no longer holds its customer. */
const ENDED = ['canceled', 'finished', 'incomplete_expired'] as const;

/**
 * PUT /customers/{id}: the contract schema has checked every field (missing_field, phone_error, tax id format);
 * here a person must send `dni` and a company `cif` (dashboard-core 5), and the tax id must stay unique within
 * the merchant (the checkout identifies a buyer by it).
 */
export async function updateCustomer(app: FastifyInstance, organizationId: string, id: string, body: CustomerUpdateBody): Promise<Customer> {
  const db = app.database.db;
  const row = await db.transaction(async (tx) => {
    const current = await findCustomer(tx, organizationId, id, true);
    if (!current) throw new AppError('CUS-003');
    const field = current.type === 'PERSON' ? 'dni' : 'cif';
    const taxId = body[field];
    if (!taxId) throw new AppError('API-001', { fields: { [field]: FIELD_MESSAGES.missingField } });
    const [taken] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.organizationId, organizationId), eq(customers.taxId, taxId), ne(customers.id, id), isNull(customers.deletedAt)));
    if (taken) throw new AppError('CUS-006', { status: 409, fields: { [field]: 'tax_id_taken' } });
    const [updated] = await tx
      .update(customers)
      .set({
        name: body.name,
        // The form edits one name field: it replaces name and surname together.
        surname: null,
        email: body.email,
        taxId,
        prefix: body.prefix,
        phone: body.phone,
        country: body.country,
        city: body.city,
        postalCode: body.postal_code,
        street: body.street,
        updatedAt: app.clock.now(),
      })
      .where(eq(customers.id, id))
      .returning();
    return updated;
  });
  const [view] = await customerViews(db, [row]);
  return view;
}

/**
 * DELETE /customers/{id}: refused with CUS-005 while the customer has a subscription that has not ended; else the
 * customer is hidden (soft delete), since its charges and purchases stay in the merchant's books.
 */
export async function deleteCustomer(app: FastifyInstance, organizationId: string, id: string): Promise<void> {
  await app.database.db.transaction(async (tx) => {
    const current = await findCustomer(tx, organizationId, id, true);
    if (!current) throw new AppError('CUS-003');
    const [subscription] = await tx
      .select({ id: purchases.id })
      .from(purchases)
      .innerJoin(plans, eq(plans.id, purchases.planId))
      .where(
        and(
          eq(purchases.customerId, id),
          eq(plans.recurring, true),
          isNull(purchases.deletedAt),
          notInArray(purchases.status, [...ENDED]),
        ),
      )
      .limit(1);
    if (subscription) throw new AppError('CUS-005');
    await tx.update(customers).set({ deletedAt: app.clock.now(), updatedAt: app.clock.now() }).where(eq(customers.id, id));
  });
}
