import { COMMISSION } from '@cobro/contracts';
import type { FeeDetail } from '../../db/schema/charges';

/**
 * What a settled charge costs the merchant in the reference server: the platform's application fee
 * (COMMISSION.base) plus the provider's own schedule. The demo seed uses it too, so a sandbox payment looks like
 * the seeded ones in the panel and the charge detail.
 */
export function feesFor(method: string, amount: number): FeeDetail[] {
  const application = { type: 'application', amount: Math.round(amount * COMMISSION.base) };
  switch (method) {
    case 'card':
      return [application, { type: 'provider', amount: Math.round(amount * 0.014) + 25 }, { type: 'card', amount: 5 }];
    case 'sepa_debit':
      return [application, { type: 'sepa', amount: 35 }];
    case 'redsys':
      return [application, { type: 'redsys', amount: Math.round(amount * 0.005) }];
    default:
      return [application, { type: 'inespay', amount: Math.round(amount * 0.007) + 10 }];
  }
}
