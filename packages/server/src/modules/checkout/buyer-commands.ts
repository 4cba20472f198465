import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { LOCATION_KEY_TTL_MINUTES, type CompleteDataBody, type VerifyIdBody, type VerifyIdResponse } from '@cobro/contracts';
import type { z } from 'zod';
import type { LocationUpdateBody } from '@cobro/contracts';
import { customers, locationUpdateKeys } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import { isUuid, sha256 } from '../../ids';
import type { CheckoutPlan } from './checkout-plan-view';
import { lookUpPostalCode } from './postal-codes';

export const LOCATION_KEY_TTL_MS = LOCATION_KEY_TTL_MINUTES * 60_000;

/**
 * The identify step. A tax id the merchant does not know needs complete-data; a known one must come with the
 * customer's own e-mail (else anyone knowing a DNI could pay as, and read the address state of, that customer);
 * a known customer without an address gets a fresh single-customer location key.
 */
export async function verifyId(app: FastifyInstance, found: CheckoutPlan, body: VerifyIdBody): Promise<VerifyIdResponse> {
  const db = app.database.db;
  const [customer] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.organizationId, found.organization.id), eq(customers.taxId, body.customer_cif), isNull(customers.deletedAt)));
  if (!customer) return { needs_verification: true, needs_location: false, location_update_key: null, customer_id: null };
  if (customer.email.toLowerCase() !== body.customer_email.toLowerCase() || customer.type !== body.customer_type) {
    throw new AppError('CHK-002', { fields: { customer_email: 'invalid_email' } });
  }
  const hasAddress = Boolean(customer.street && customer.city && customer.postalCode && customer.country);
  if (hasAddress) return { needs_verification: false, needs_location: false, location_update_key: null, customer_id: customer.id };
  const key = randomBytes(24).toString('base64url');
  const now = app.clock.now();
  const values = { keyHash: sha256(key), expiresAt: new Date(now.getTime() + LOCATION_KEY_TTL_MS), createdAt: now };
  await db
    .insert(locationUpdateKeys)
    .values({ customerId: customer.id, ...values })
    .onConflictDoUpdate({ target: locationUpdateKeys.customerId, set: values });
  return { needs_verification: false, needs_location: true, location_update_key: key, customer_id: customer.id };
}

/** complete-data: a new customer of the link's merchant, with every field the contract validated. */
export async function completeData(app: FastifyInstance, found: CheckoutPlan, body: CompleteDataBody) {
  lookUpPostalCode(body.country, body.postal_code);
  const now = app.clock.now();
  const db = app.database.db;
  const buyer = {
    organizationId: found.organization.id,
    type: body.customer_type,
    name: body.name,
    surname: body.customer_type === 'PERSON' ? body.surname || null : null,
    email: body.customer_email.toLowerCase(),
    taxId: body.customer_cif.replace(/\s+/g, '').toUpperCase(),
    prefix: body.prefix,
    phone: body.phone,
    country: body.country,
    city: body.city,
    postalCode: body.postal_code,
    street: body.address,
  };
  const [created] = await db
    .insert(customers)
    .values({ ...buyer, createdAt: now, updatedAt: now })
    // The unique (organization, tax id) index: a second complete-data for the same buyer changes nothing.
    .onConflictDoNothing()
    .returning({ id: customers.id });
  if (created) return { customer_id: created.id };
  // The same request again (its answer lost, say, when the server stopped mid-way) names the customer it created;
  // anything else for a known tax id is refused (verify-id is the way in for a known buyer).
  const [existing] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.organizationId, buyer.organizationId), eq(customers.taxId, buyer.taxId), isNull(customers.deletedAt)));
  const replay = existing && (Object.keys(buyer) as (keyof typeof buyer)[]).every((field) => existing[field] === buyer[field]);
  if (!replay) throw new AppError('CHK-002', { fields: { customer_cif: 'invalid_tin' }, details: { reason: 'customer_exists' } });
  return { customer_id: existing.id };
}

/** PUT /customers/location/{id}: only with the key verify-id issued for that customer, compared in constant time. */
export async function updateLocation(app: FastifyInstance, customerId: string, key: string, body: z.infer<typeof LocationUpdateBody>) {
  if (!isUuid(customerId)) throw new AppError('API-003');
  const db = app.database.db;
  const now = app.clock.now();
  const [stored] = await db.select().from(locationUpdateKeys).where(eq(locationUpdateKeys.customerId, customerId));
  const given = Buffer.from(sha256(key), 'hex');
  const expected = Buffer.from(stored?.keyHash ?? sha256(''), 'hex');
  const matches = timingSafeEqual(given, expected) && stored !== undefined && stored.expiresAt.getTime() > now.getTime();
  if (!matches) throw new AppError('API-003');
  lookUpPostalCode(body.country, body.postal_code);
  await db.transaction(async (tx) => {
    await tx
      .update(customers)
      .set({ country: body.country, city: body.city, postalCode: body.postal_code, street: body.address, updatedAt: now })
      .where(eq(customers.id, customerId));
    // Single use: the key opened this one change.
    await tx.delete(locationUpdateKeys).where(eq(locationUpdateKeys.customerId, customerId));
  });
}
