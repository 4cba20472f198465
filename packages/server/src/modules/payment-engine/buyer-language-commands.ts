import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { customers } from '../../db/schema/index';

/** The first of Spanish or English an Accept-Language names; nothing when it names neither. */
export function buyerLanguage(acceptLanguage: string | undefined): 'es' | 'en' | undefined {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const primary = part.trim().split(/[-;]/)[0].toLowerCase();
    if (primary === 'es' || primary === 'en') return primary;
  }
  return undefined;
}

/**
 * Keeps the language of the buyer's checkout (its Accept-Language on create-purchase and payment-data) on the
 * customer: receipts, renewals' included, are mailed in it. A request naming neither language changes nothing.
 */
export async function rememberBuyerLanguage(app: FastifyInstance, customerId: string, acceptLanguage: string | undefined) {
  const language = buyerLanguage(acceptLanguage);
  if (!language) return;
  await app.database.db
    .update(customers)
    .set({ language })
    .where(and(eq(customers.id, customerId), ne(customers.language, language)));
}
