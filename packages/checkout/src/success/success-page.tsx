import { formatDate, formatMoney } from '@cobro/i18n';
import { LoadingPlaceholder } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearch } from 'wouter';
import { usePageTitle } from '../app/use-page-title';
import { useFlow } from '../flow/flow-context';
import { TryAgainLink } from '../flow/try-again-link';
import { CheckoutLayout } from '../layout/checkout-layout';
import { priceLines } from '../pricing/price-lines';
import { paidMethod } from '../result/paid-method';
import { purchaseOutcome } from '../result/purchase-outcome';
import { ResultDetails } from '../result/result-details';
import { useResultPurchase } from '../result/use-result-purchase';
import { useReturnEvents } from '../result/use-return-events';
import { PortalLink } from './portal-link';
import { RequestInvoice } from './request-invoice';
import { offersInvoiceRequest } from './request-invoice-rules';

/**
 * /checkout/:id/success (public-flows 2): the thank-you page, without the summary: who was paid, the plan, and what
 * the server says of the purchase (useResultPurchase); the receipt is promised by e-mail only when one is mailed.
 * A paid purchase also offers the invoice request, outside the status region so its answer is announced alone.
 * A variable plan (decision 1139) paid nothing: its page says the subscription started, with no amount nor date.
 */
export function SuccessPage() {
  const { t } = useLingui();
  const { offer, state } = useFlow();
  const { purchaseId, purchase } = useResultPurchase();
  useReturnEvents(purchase.data);
  const chosen = new URLSearchParams(useSearch()).get('method');
  // The card this checkout confirmed, when its form said its last four digits (the purchase view has no card).
  const last4 = state.cardLast4;
  const cardPaid = purchase.data?.provider === 'STRIPE' && chosen === 'card' && last4 !== null;
  const method = cardPaid ? t`Card ending in ${last4}` : paidMethod(purchase.data, chosen);
  const variable = offer.plan.type === 'variable';
  // The server's figure when this visit priced it, else the plan's price unless the server prorates it (unknown here).
  const price = priceLines(offer.plan, state);
  const amount = variable || price.dueNow === null ? null : formatMoney(price.dueNow, price.currency);
  const planName = offer.plan.name;
  // When this page's own form confirmed it, else what the server says (a buyer back from a provider's page).
  const paidAt = state.paidAt ?? purchase.data?.paid_at ?? null;
  const outcome = purchaseOutcome(purchase.data?.status);
  // Every paid charge mails its buyer the receipt, whatever the method (decision 1165); promised once the server
  // answered for the purchase.
  const receiptByMail = purchase.data !== undefined;
  const title =
    outcome === 'failed'
      ? t`The payment was not completed`
      : outcome === 'processing'
        ? variable
          ? t`Setting up your subscription`
          : t`Payment in progress`
        : t`Thank you`;
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
        ) : variable ? (
          <p>
            {outcome === 'processing' ? (
              <Trans>Your subscription to {planName} is being set up. Nothing was charged today.</Trans>
            ) : (
              <Trans>
                Your subscription to {planName} has started. Nothing was charged today: at the end of each period you are
                charged for what you used.
              </Trans>
            )}
          </p>
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
        <ResultDetails
          method={method}
          amount={amount}
          date={outcome === 'paid' && paidAt && !variable ? formatDate(paidAt) : null}
          reference={purchaseId}
        />
      </div>
      {outcome === 'paid' && <PortalLink portal={purchase.data?.portal} />}
      {!purchase.isPending && offersInvoiceRequest(outcome, purchaseId, offer.plan.type) ? <RequestInvoice purchaseId={purchaseId} /> : null}
    </CheckoutLayout>
  );
}
