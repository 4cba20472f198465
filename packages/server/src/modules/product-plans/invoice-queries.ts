import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX, PRODUCT_PREFIX, splitGross } from '@cobro/contracts';
import type { Db } from '../../db/database';
import { charges, customers, organizations } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import { isUuid } from '../../ids';
import { publicBaseUrl } from '../../storage/index';
import { HOUSE } from '../organizations/index';
import { renderInvoice, type Party } from './invoice-pdf-view';

/** Where an invoice PDF is downloaded (signed-in merchant only). */
export const invoicePath = (chargeId: string) => `${API_PREFIX}/${PRODUCT_PREFIX}-plans/invoices/${chargeId}`;

/** The merchant's paid plan charges (house charges of its house customer), newest first. */
const paidPlanCharges = (db: Db, organizationId: string, chargeId?: string) =>
  db
    .select({ charge: charges, language: customers.language })
    .from(charges)
    .innerJoin(customers, eq(customers.id, charges.customerId))
    .where(
      and(
        eq(charges.organizationId, HOUSE.organizationId),
        eq(customers.externalCustomerId, organizationId),
        inArray(charges.status, ['succeeded', 'paid']),
        chargeId ? eq(charges.id, chargeId) : undefined,
      ),
    )
    .orderBy(desc(charges.createdAt));

/** GET /uelz-plans/invoice: the latest paid plan charge's invoice, or null (the page's "invoice error, try again"). */
export async function latestInvoiceUrl(app: FastifyInstance, organizationId: string) {
  const [latest] = await paidPlanCharges(app.database.db, organizationId).limit(1);
  return { url: latest ? `${publicBaseUrl(app)}${invoicePath(latest.charge.id)}` : null };
}

const partyOf = (o: typeof organizations.$inferSelect): Party => ({
  companyName: o.companyName,
  nif: o.nif,
  address: [o.street, o.postalCode, o.city].filter(Boolean).join(', ') || null,
});

/** The invoice PDF of one of the merchant's paid plan charges, in its language as the house's customer; API-004 for any other id. */
export async function invoicePdf(db: Db, organizationId: string, chargeId: string): Promise<{ number: string; pdf: Uint8Array }> {
  if (!isUuid(chargeId)) throw new AppError('API-004');
  const [found] = await paidPlanCharges(db, organizationId, chargeId);
  if (!found) throw new AppError('API-004');
  const orgs = await db.select().from(organizations).where(inArray(organizations.id, [HOUSE.organizationId, organizationId]));
  const issuer = orgs.find((o) => o.id === HOUSE.organizationId)!;
  const recipient = orgs.find((o) => o.id === organizationId)!;
  const { charge, language } = found;
  const { net, tax } = splitGross(charge.amount);
  const number = `${PRODUCT_PREFIX.toUpperCase()}-${charge.createdAt.getUTCFullYear()}-${charge.id.slice(0, 8).toUpperCase()}`;
  const pdf = await renderInvoice({
    number,
    issuedAt: charge.paidAt ?? charge.createdAt,
    issuer: partyOf(issuer),
    recipient: partyOf(recipient),
    planName: charge.description ?? '',
    net,
    tax,
    language,
  });
  return { number, pdf };
}
