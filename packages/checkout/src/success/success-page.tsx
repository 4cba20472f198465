import { LoadingPlaceholder } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePageTitle } from '../app/use-page-title';
import { useFlow } from '../flow/flow-context';
import { TryAgainLink } from '../flow/try-again-link';
import { CheckoutLayout } from '../layout/checkout-layout';
import { purchaseOutcome } from '../result/purchase-outcome';
import { ResultDetails } from '../result/result-details';
import { useResultPurchase } from '../result/use-result-purchase';
import { RequestInvoice } from './request-invoice';
import { offersInvoiceRequest } from './request-invoice-rules';

/**
 * /checkout/:id/success (public-flows 2): the thank-you page, without the summary: who was paid, the plan, and what
 * the server says of the purchase (useResultPurchase); the receipt is promised by e-mail only when one is mailed.
 * A paid purchase also offers the invoice request, outside the status region so its answer is announced alone.
 */
export function SuccessPage() {
  const { t } = useLingui();
  const { offer } = useFlow();
  const { purchaseId, purchase } = useResultPurchase();
  const planName = offer.plan.name;
  const outcome = purchaseOutcome(purchase.data?.status);
  // Only the card provider's charges get a receipt, and only then is it mailed (the bank gateways give none).
  const receiptByMail = purchase.data?.provider === 'STRIPE';
  const title =
    outcome === 'failed' ? t`The payment was not completed` : outcome === 'processing' ? t`Payment in progress` : t`Thank you`;
  usePageTitle(title);

  return (
    <CheckoutLayout showSummary={false} formTitle={title}>
      <div className="result" role="status">
        {purchaseId !== null && purchase.isPending ? (
          <LoadingPlaceholder lines={2} />
        ) : outcome === 'failed' ? (
          <>
            <p>
              <Trans>Your payment of {planName} was not completed. No money was taken.</Trans>
            </p>
            <TryAgainLink />
          </>
        ) : outcome === 'processing' ? (
          <p>
            <Trans>Your payment for {planName} is being processed. We will let you know by e-mail when it is confirmed.</Trans>
          </p>
        ) : (
          <p>
            {receiptByMail ? (
              <Trans>Your payment for {planName} is complete. You will receive the receipt by e-mail.</Trans>
            ) : (
              <Trans>Your payment for {planName} is complete.</Trans>
            )}
          </p>
        )}
        <ResultDetails />
      </div>
      {!purchase.isPending && offersInvoiceRequest(outcome, purchaseId) ? <RequestInvoice purchaseId={purchaseId} /> : null}
    </CheckoutLayout>
  );
}
