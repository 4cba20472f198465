import { ApiError } from '@cobro/client';
import type { PlanType } from '@cobro/contracts';
import type { purchaseOutcome } from '../result/purchase-outcome';
import { buyerErrorText } from '../errors/error-text';

/**
 * The success page offers the invoice request (POST /checkout/{id}/request-invoice) only for a purchase the server
 * says is paid: a processing or failed payment has nothing to invoice yet, nor has a variable plan's, which charged
 * nothing today (decision 1139), and without a purchase id there is nothing to name.
 */
export function offersInvoiceRequest(
  outcome: ReturnType<typeof purchaseOutcome>,
  purchaseId: string | null,
  planType: PlanType,
): purchaseId is string {
  return outcome === 'paid' && purchaseId !== null && planType === 'fixed';
}

/** The text under the button after a refused request: the code's buyer text (a foreign purchase is CHK-006). */
export function invoiceRequestErrorText(error: unknown): string {
  return buyerErrorText(error instanceof ApiError ? error.code : 'API-500');
}
