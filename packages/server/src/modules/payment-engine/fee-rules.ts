import { COMMISSION } from '@cobro/contracts';
import type { FeeDetail } from '../../db/schema/charges';
import type { ProviderFee } from '../../provider-protocols/index';

/** The platform's application fee of a settled charge (COMMISSION.base of the amount). */
const applicationFee = (amount: number): FeeDetail => ({ type: 'application', amount: Math.round(amount * COMMISSION.base) });
/** COMMISSION.outsideEu is a percent; as a rate rounded to 0.014 so the schedule's amounts stay what they were. */
const CARD_RATE = Number((COMMISSION.outsideEu / 100).toPrecision(12));
/** COMMISSION.transaction is in euro; fees are stored in cents. */
const TRANSACTION_CENTS = Math.round(COMMISSION.transaction * 100);

/**
 * What a settled charge costs the merchant in the reference server: the platform's application fee
 * (COMMISSION.base) plus the provider's own schedule. The demo seed uses it too, so a sandbox payment looks like
 * the seeded ones in the panel and the charge detail.
 */
export function feesFor(method: string, amount: number): FeeDetail[] {
  const application = applicationFee(amount);
  switch (method) {
    case 'card':
      return [application, { type: 'provider', amount: Math.round(amount * CARD_RATE) + TRANSACTION_CENTS }, { type: 'card', amount: 5 }];
    case 'sepa_debit':
      return [application, { type: 'sepa', amount: 35 }];
    case 'redsys':
    case 'bizum':
      return [application, { type: 'redsys', amount: Math.round(amount * 0.005) }];
    default:
      return [application, { type: 'inespay', amount: Math.round(amount * 0.007) + 10 }];
  }
}

/**
 * A live provider's charge: what its balance says it took (Stripe's fee_details: stripe_fee, tax, application_fee),
 * plus the platform's application fee unless the provider already collected it as an application_fee.
 */
export function feesFromProvider(amount: number, providerFees: ProviderFee[]): FeeDetail[] {
  const fees = providerFees.map((fee) => ({ type: fee.type, amount: fee.amount }));
  return fees.some((fee) => fee.type === 'application_fee') ? fees : [applicationFee(amount), ...fees];
}
