import { checkoutPurchaseQuery } from '@cobro/data';
import { LoadingPlaceholder } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { usePageTitle } from '../app/use-page-title';
import { useFlow } from '../flow/flow-context';
import { TryAgainLink } from '../flow/try-again-link';
import { CheckoutLayout } from '../layout/checkout-layout';
import { purchaseOutcome } from './purchase-outcome';

/** How often the page asks again while the provider has not confirmed (SEPA, Redsys, Inespay notices). */
const PROCESSING_REFRESH_MS = 3000;

/**
 * /checkout/:id/success (public-flows 2): the thank-you page, without the summary. It shows what the server says
 * of the purchase: from the flow, from `?purchase_id=` (a buyer back from a provider's page), or the id itself.
 */
export function SuccessPage() {
  const { t } = useLingui();
  const { offer, state } = useFlow();
  const search = new URLSearchParams(useSearch());
  const purchaseId = state.purchaseId ?? search.get('purchase_id') ?? offer.purchase?.id ?? null;
  const purchase = useQuery({
    ...checkoutPurchaseQuery(purchaseId ?? ''),
    enabled: purchaseId !== null,
    refetchInterval: (query) =>
      query.state.data && purchaseOutcome(query.state.data.status) === 'processing' ? PROCESSING_REFRESH_MS : false,
  });
  const planName = offer.plan.name;
  const outcome = purchase.data ? purchaseOutcome(purchase.data.status) : null;
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
            <Trans>We are waiting for the confirmation of your payment for {planName}. You will get an e-mail when it is done.</Trans>
          </p>
        ) : (
          <p>
            <Trans>Your payment for {planName} is complete. You will receive the receipt by e-mail.</Trans>
          </p>
        )}
      </div>
    </CheckoutLayout>
  );
}
