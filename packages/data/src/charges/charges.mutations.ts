import { chargesEndpoints, type Charge, type RefundBody } from '@cobro/contracts';
import { useMutation, type QueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { getApi } from '../api';
import { customerKeys } from '../customers/customers.keys';
import { withInvalidation, type CallerMutationOptions } from '../mutations/with-invalidation';
import { panelKeys } from '../panel/panel.keys';
import { purchaseKeys } from '../purchases/purchases.keys';
import { chargeKeys } from './charges.keys';

/** A refund shows in the charge's lists and detail, its purchase, its customer (spending, MRR) and the panel. */
export const chargeChanged = (client: QueryClient) =>
  Promise.all(
    [chargeKeys.all, purchaseKeys.all, customerKeys.all, panelKeys.all].map((queryKey) => client.invalidateQueries({ queryKey })),
  );

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
      invalidate: chargeChanged,
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
