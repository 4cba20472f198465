import { z } from 'zod';
import type { Charge } from '../entities/charge';

/** What the provider told of the method a charge was paid with: the brand and last four digits at most. */
export interface MethodFacts {
  brand: string | null;
  last4: string | null;
}

/**
 * A charge's method as the API describes it, Stripe-shaped (`associated_transactions[].payment_method_details` of
 * the charge, spec dashboard-core 3): `{ type: 'card', card: { brand, last4 } }`, `{ type: 'sepa_debit', sepa_debit:
 * { last4 } }`, or only `{ type }`. Nothing else of a card ever leaves the provider (quality bar 19).
 */
export function providerMethodDetails(method: MethodFacts & { type: string }): Record<string, unknown> {
  if (method.type === 'card') return { type: 'card', card: { brand: method.brand, last4: method.last4 } };
  if (method.type === 'sepa_debit') return { type: 'sepa_debit', sepa_debit: { last4: method.last4 } };
  // Bizum: the last four digits of the buyer's mobile, as Redsys reports it (decision 1136).
  if (method.type === 'bizum' && method.last4) return { type: 'bizum', bizum: { last4: method.last4 } };
  return { type: method.type };
}

const OwnDetails = z.object({ brand: z.string().nullish(), last4: z.string().nullish() });

/** The brand and last four digits Stripe-shaped details keep under the method's own name; null where not said. */
export function methodFactsOf(details: unknown, method: string): MethodFacts {
  const own = details !== null && typeof details === 'object' ? (details as Record<string, unknown>)[method.toLowerCase()] : undefined;
  const parsed = OwnDetails.safeParse(own);
  return parsed.success ? { brand: parsed.data.brand ?? null, last4: parsed.data.last4 ?? null } : { brand: null, last4: null };
}

/** What a charge's own provider record says of the card or account it was paid with (issue 27 item 11). */
export const chargeMethodFacts = (charge: Pick<Charge, 'payment_method' | 'associated_transactions'>): MethodFacts =>
  methodFactsOf(charge.associated_transactions.find((record) => record.object === 'charge')?.payment_method_details, charge.payment_method);
