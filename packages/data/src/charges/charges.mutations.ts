import { chargesEndpoints, type Charge, type RefundBody } from '@cobro/contracts';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { getApi } from '../api';
import { staleAfter } from '../invalidation/stale-after';
import { withInvalidation, type CallerMutationOptions } from '../mutations/with-invalidation';
import { chargeKeys } from './charges.keys';

/**
 * `idempotencyKey` is made once per refund intent (when the dialog opens), so a double submit or a retry after a
 * lost answer never refunds twice (docs/api.md "Idempotency").
 */
export type RefundChargeInput = { id: string; body: RefundBody; idempotencyKey: string };

/** PUT /charges/{id}/refund. */
export const refundChargeMutation = (options?: CallerMutationOptions<Charge, RefundChargeInput>) =>
  withInvalidation<Charge, RefundChargeInput>(
    {
      mutationKey: [...chargeKeys.all, 'refund'],
      mutationFn: ({ id, body, idempotencyKey }) =>
        getApi().call(chargesEndpoints.refundCharge, { params: { id }, body, idempotencyKey }),
      invalidate: staleAfter('refundCharge'),
    },
    options,
  );

export type SendReceiptInput = { id: string; email: string };

/** POST /charges/{id}/send-receipt. It changes no data the dashboard shows, so there is nothing to refresh. */
export const sendReceiptMutation = (
  options?: CallerMutationOptions<void, SendReceiptInput>,
): UseMutationOptions<void, Error, SendReceiptInput> => ({
  ...options,
  mutationKey: [...chargeKeys.all, 'send-receipt'],
  mutationFn: ({ id, email }) => getApi().call(chargesEndpoints.sendReceipt, { params: { id }, body: { email } }),
});

export const useRefundCharge = (options?: CallerMutationOptions<Charge, RefundChargeInput>) =>
  useMutation(refundChargeMutation(options));
export const useSendReceipt = (options?: CallerMutationOptions<void, SendReceiptInput>) =>
  useMutation(sendReceiptMutation(options));
