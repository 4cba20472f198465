import type { PurchaseStatus } from '@cobro/contracts';

/**
 * What the success page may say, from the purchase as the server knows it: returning to the success URL proves
 * nothing (quality bar 5), so a redirect-method buyer sees "processing" until the provider's notice arrives. A
 * debit still processing (SEPA) leaves a one-time purchase `pending` and a subscription `incomplete` until it
 * settles (the server activates a subscription on its first paid charge), so neither reads as paid. A purchase
 * that could not be read (`undefined`) is never said to be paid either.
 */
export function purchaseOutcome(status: PurchaseStatus | undefined): 'paid' | 'processing' | 'failed' {
  switch (status) {
    case 'paid':
    case 'succeeded':
    case 'active':
    case 'trialing':
    case 'finished':
      return 'paid';
    case 'failed':
    case 'canceled':
    case 'unpaid':
    case 'incomplete_expired':
      return 'failed';
    default:
      return 'processing';
  }
}
