import { Language } from '@cobro/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { customers } from '../../db/schema/index';

/**
 * The first of the interface's languages (Spanish, English, Catalan) an Accept-Language names, by its language part
 * (`ca-ES` is Catalan); nothing when it names none of them.
 */
export function buyerLanguage(acceptLanguage: string | undefined): Language | undefined {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const primary = Language.safeParse(part.trim().split(/[-_;]/)[0].toLowerCase());
    if (primary.success) return primary.data;
  }
  return undefined;
}

/**
 * Keeps the language of the buyer's checkout (its Accept-Language on create-purchase and payment-data) on the
 * customer: receipts, renewals' included, are mailed in it. A request naming neither language changes nothing.
 * Answers the language it kept, if any.
 */
export async function rememberBuyerLanguage(app: FastifyInstance, customerId: string, acceptLanguage: string | undefined) {
  const language = buyerLanguage(acceptLanguage);
  if (!language) return undefined;
  await app.database.db
    .update(customers)
    .set({ language })
    .where(and(eq(customers.id, customerId), ne(customers.language, language)));
  return language;
}
