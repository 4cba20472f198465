import { ApiError } from '@cobro/client';
import { FIELD_MESSAGES } from '@cobro/contracts';

/**
 * A refund the server refused with CHA-006 (another refund got there first): the amount field shows it inline,
 * with the remaining amount the server counted, never a toast (dashboard-core 8).
 */
export function refundAmountError(error: unknown, knownRemaining: number): { message: string; remaining: number } | null {
  if (!(error instanceof ApiError) || error.code !== 'CHA-006') return null;
  const remaining = error.details?.remaining;
  return {
    message: FIELD_MESSAGES.invalidRefund,
    remaining: typeof remaining === 'number' && Number.isInteger(remaining) ? remaining : knownRemaining,
  };
}
